import { createElement } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/translate.ts';
import { DrawBalls } from '../../components/ui/DrawBalls.tsx';
import { showMoney } from '../../components/centre/money.ts';

/**
 * The win notice's text, and for fish-prawn-crab and dice lotteries the winning throw as pictures
 * (the draw the win came from, when the page has it).
 */
export function WinMessage({ amount, code, family }: { amount: string; code?: string; family?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm">{t('webApp.win.body', { amount: showMoney(amount, 3) })}</Text>
      {code && family && (
        <Group gap={4} data-testid="win-result" aria-label={t('firstVisit.result', { names: code })}>
          <DrawBalls code={code} family={family} size={26} />
        </Group>
      )}
    </Stack>
  );
}

/**
 * Shows the win notice. It lives here, loaded with the notice on the first win, so the first page
 * carries neither the pictures nor Mantine's notifications.
 */
export function showWinNotice(notice: {
  id: string;
  title: string;
  autoCloseMs: number;
  amount: string;
  code?: string;
  family?: string;
}): void {
  const { id, title, autoCloseMs, amount, code, family } = notice;
  notifications.show({
    id,
    color: 'green',
    title,
    message: createElement(WinMessage, { amount, code, family }),
    autoClose: autoCloseMs,
  });
}
