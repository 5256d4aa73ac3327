import { useEffect, useState } from 'react';
import { Alert, Badge, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../../lib/translate.ts';
import type { VietqrView } from '@lotus/contracts';
import { showAmount } from '../../../components/centre/money.ts';

/** Seconds left until `iso`, ticking every second (0 once past). */
const secondsUntil = (iso: string) => Math.max(0, Math.floor((new Date(iso).getTime() - Date.now()) / 1000));

function useSecondsLeft(iso: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(iso));
  useEffect(() => {
    setSeconds(secondsUntil(iso));
    const id = window.setInterval(() => setSeconds(secondsUntil(iso)), 1000);
    return () => window.clearInterval(id);
  }, [iso]);
  return seconds;
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * A bank deposit by VietQR (issue #28 §2): the code every Vietnamese banking app scans (account,
 * amount and content filled in), the transfer content to copy for a transfer typed by hand, and
 * the time left before the order stops taking a transfer. The balance rises by itself when the
 * bank feed reports the transfer (balance push), with no "deposit completed".
 */
export function VietqrPanel({ vietqr }: { vietqr: VietqrView }) {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(vietqr.expiresAt);
  if (seconds === 0) {
    return (
      <Alert color="orange" data-testid="vietqr-expired">
        {t('pay.vietqr.expired')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="vietqr">
      {/* The time left on its own line under the title: beside a two-line title in a row that does
          not wrap, the badge was cut to "CÒN LẠI …" on a 375 px phone. */}
      <Stack gap={4} align="flex-start">
        <Text fw={600} size="sm">
          {t('pay.vietqr.title')}
        </Text>
        <Badge variant="light" color={seconds < 120 ? 'red' : 'blue'} data-testid="vietqr-remaining">
          {t('pay.vietqr.remaining', { time: clock(seconds) })}
        </Badge>
      </Stack>
      <Group align="flex-start" gap="md" wrap="wrap">
        <QRCodeSVG value={vietqr.payload} size={196} marginSize={2} level="M" data-testid="vietqr-code" aria-label={t('pay.vietqr.title')} />
        <Stack gap="xs" style={{ flex: 1, minWidth: 180 }}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('pay.vietqr.amount')}
            </Text>
            <Text fw={700} data-testid="vietqr-amount">
              {showAmount(vietqr.amountVnd)} ₫
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('pay.vietqr.content')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} size="lg" ff="monospace" data-testid="vietqr-content">
                {vietqr.content}
              </Text>
              <CopyButton value={vietqr.content}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy} data-testid="vietqr-content-copy">
                    {copied ? t('pages.service.copied') : t('centre.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {t('pay.vietqr.contentHint')}
            </Text>
          </Stack>
        </Stack>
      </Group>
      <Text size="sm" c="dimmed" data-testid="vietqr-hint">
        {t('pay.vietqr.hint')}
      </Text>
    </Stack>
  );
}
