import { Code, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import type { SignDrawView } from '@lotus/contracts';
import { money } from '../format.ts';

/** Past draws with what verifies each: the HMAC, the seed hash, and the seed once its day is over. */
export function DrawHistory({ draws, testId }: { draws: (SignDrawView & { status?: number })[]; testId: string }) {
  const { t } = useTranslation();
  if (draws.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>
        {t('promoWeb.sign.noHistory')}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped data-testid={testId} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('promoWeb.sign.col.day')}</Table.Th>
            <Table.Th>{t('promoWeb.sign.col.chance')}</Table.Th>
            <Table.Th>{t('promoWeb.sign.col.prize')}</Table.Th>
            <Table.Th>{t('promoWeb.sign.col.verify')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draws.map((d) => (
            <Table.Tr key={d.id} data-testid={`${testId}-row`}>
              <Table.Td>{d.day}</Table.Td>
              <Table.Td>{d.chance}</Table.Td>
              <Table.Td fw={700}>
                {money(d.amount)}
                {d.status === 2 && (
                  <Text size="xs" c="yellow.7">
                    {t('promoWeb.invite.review')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="xs">
                    {t('promoWeb.sign.hmac')}: <Code>{d.hmac.slice(0, 16)}…</Code>
                  </Text>
                  <Text size="xs">
                    {t('promoWeb.sign.commitment')}: <Code>{d.commitment.slice(0, 16)}…</Code>
                  </Text>
                  <Text size="xs" data-testid="draw-seed">
                    {t('promoWeb.sign.seed')}: {d.seed ? <Code style={{ wordBreak: 'break-all' }}>{d.seed}</Code> : t('promoWeb.sign.seedLater')}
                  </Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
