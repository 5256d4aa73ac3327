import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';

/** One line of the confirmation: what is bet and how much (already formatted). */
export interface ConfirmLine {
  key: string | number;
  text: string;
}

/**
 * The bet confirmation (docs/product.md §4 "bet confirmation on/off"): the issue or chase heading, one line
 * per bet, the total, cancel and confirm. Shared by the basket and the two-sided disc.
 *
 * `issue` is the issue on sale now (a chase leaves it out). When it is no longer the one the
 * dialog opened on, the member is asked whether to bet on the next issue instead (docs/product.md §8 "issue
 * already moved to next issue"), and cannot confirm while no issue is on sale.
 */
export function ConfirmBetModal({
  opened,
  heading,
  lines,
  total,
  onCancel,
  onConfirm,
  testId,
  confirmTestId,
  issue,
}: {
  opened: boolean;
  heading: string;
  lines: ConfirmLine[];
  total: string;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
  confirmTestId: string;
  issue?: string | null;
}) {
  const { t } = useTranslation();
  // The issue the dialog opened on, taken when it opens (state adjusted during render).
  const [wasOpened, setWasOpened] = useState(false);
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpenedOn(issue ?? null);
  }
  const moved = opened && issue !== undefined && openedOn !== null && issue !== openedOn;
  return (
    <Modal opened={opened} onClose={onCancel} title={t('webApp.confirm.title')} centered>
      <Stack gap="xs" data-testid={testId}>
        <Text size="sm">{heading}</Text>
        {moved && (
          <Alert color="orange" variant="light" title={t('firstVisit.moved.title')} data-testid="issue-moved">
            {issue
              ? t('firstVisit.moved.body', { from: openedOn, to: issue })
              : t('firstVisit.moved.waiting', { from: openedOn })}
          </Alert>
        )}
        {lines.map((l) => (
          <Text key={l.key} size="sm">
            {l.text}
          </Text>
        ))}
        <Text fw={700}>{total}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('webApp.common.cancel')}
          </Button>
          <Button onClick={onConfirm} data-testid={confirmTestId} disabled={moved && !issue}>
            {moved && issue ? t('firstVisit.moved.confirm', { to: issue }) : t('webApp.common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The repeat-bet warning (same bet within 10 s, docs/product.md §4): the server's message, cancel or go on. */
export function RepeatBetModal({
  message,
  onCancel,
  onConfirm,
}: {
  /** null while no repeat is pending; '' falls back to the generic text. */
  message: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={message !== null} onClose={onCancel} title={t('webApp.confirm.repeatTitle')} centered>
      <Stack data-testid="repeat-modal">
        <Text size="sm">{message || t('orders.duplicate')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('webApp.common.cancel')}
          </Button>
          <Button onClick={onConfirm} data-testid="repeat-confirm">
            {t('webApp.common.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
