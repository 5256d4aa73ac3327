import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Badge, Button, Code, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translate.ts';
import { rederiveDraw, type DrawRederived } from '@lotus/engine';
import { memberLotteryRoutes } from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { useTicketCfg } from '../lottery/api/lottery-api.ts';
import { familyOf } from '../lottery/families.ts';

/** A long hex value, wrapped anywhere so a phone shows it whole. */
const Hex = ({ value, testId }: { value: string; testId?: string }) => (
  <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid={testId}>
    {value || '—'}
  </Code>
);

/**
 * Members verify draws themselves (issue #27): the public page of one drawn house issue (no
 * login) shows the commitment published before its sales, the revealed seed, the chain and the
 * result; "Verify" recomputes all of it in the browser with the engine's own function
 * (`rederiveDraw`, the one the server's verifiers run) and says whether it matches.
 */
export function VerifyDrawPage() {
  const { t } = useTranslation();
  const { ticketId: idParam = '', issue = '' } = useParams();
  const ticketId = Number(idParam);
  const valid = Number.isInteger(ticketId) && ticketId > 0 && /^[0-9A-Za-z-]{1,32}$/.test(issue);
  const cfg = useTicketCfg(valid ? ticketId : 0);
  const record = useQuery({
    queryKey: ['draw', 'verify', ticketId, issue],
    queryFn: () => client.call(memberLotteryRoutes.verifyDraw, { ticketId, issue }),
    enabled: valid,
    retry: false,
  });
  const [outcome, setOutcome] = useState<DrawRederived | null>(null);
  const [busy, setBusy] = useState(false);
  const verify = () => {
    if (!record.data || !cfg.data) return;
    setBusy(true);
    // Let the button show its spinner before the chain walk (up to 10,080 hashes) runs.
    setTimeout(() => {
      setOutcome(rederiveDraw(record.data, familyOf(cfg.data.family), cfg.data.family));
      setBusy(false);
    }, 20);
  };
  const d = record.data;
  const name = cfg.data?.name ?? '';
  return (
    <Stack maw={760} mx="auto" p="md" gap="md" data-testid="verify-page">
      <Title order={3}>{t('webVerify.title', { lottery: name, issue })}</Title>
      <Text size="sm" c="dimmed">
        {t('webVerify.how')}
      </Text>
      {!valid || record.error ? (
        <Alert color="orange" data-testid="verify-unavailable">
          {record.error?.message ?? t('webVerify.notFound')}
        </Alert>
      ) : !d ? (
        <Loader />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <div>
              <Text fw={600}>{t('webVerify.result')}</Text>
              <Text size="lg" fw={700} data-testid="verify-code">
                {d.code}
              </Text>
            </div>
            <div>
              <Text fw={600}>{t('webVerify.commitment')}</Text>
              <Text size="xs" c="dimmed">
                {t('webVerify.commitmentHelp')}
              </Text>
              <Hex value={d.commitment} testId="verify-commitment" />
            </div>
            <div>
              <Text fw={600}>{t('webVerify.seed')}</Text>
              <Text size="xs" c="dimmed">
                {t('webVerify.seedHelp')}
              </Text>
              <Hex value={d.seed} testId="verify-seed" />
            </div>
            <div>
              <Text fw={600}>{t('webVerify.chain', { index: d.chainIndex })}</Text>
              <Text size="xs" c="dimmed">
                {t('webVerify.chainHelp', { index: d.chainIndex })}
              </Text>
              <Hex value={d.chainAnchor} testId="verify-anchor" />
            </div>
            <Button onClick={verify} loading={busy} disabled={!cfg.data} w="fit-content" data-testid="verify-run">
              {t('webVerify.run')}
            </Button>
            {outcome && (
              <Stack gap="xs" data-testid="verify-outcome" data-ok={outcome.ok}>
                <Alert color={outcome.ok ? 'green' : 'red'} data-testid="verify-verdict">
                  {outcome.ok ? t('webVerify.match') : t('webVerify.mismatch')}
                </Alert>
                <Table withTableBorder layout="fixed">
                  <Table.Tbody>
                    {(
                      [
                        ['commitment', outcome.checks.commitment],
                        ['chain', outcome.checks.chain],
                        ['result', outcome.checks.result],
                      ] as const
                    ).map(([k, c]) => (
                      <Table.Tr key={k}>
                        <Table.Td w={120}>
                          <Badge color={c.ok ? 'green' : 'red'} data-testid={`verify-check-${k}`}>
                            {c.ok ? t('webVerify.pass') : t('webVerify.fail')}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {t(`webVerify.check.${k}`)}
                          </Text>
                          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                            {t('webVerify.computed')}: {c.computed || '—'}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </Stack>
        </Paper>
      )}
      <Anchor component={Link} to={`/home/trend?ticketId=${ticketId}`} size="sm">
        {t('webVerify.history')}
      </Anchor>
    </Stack>
  );
}
