import { Box, Table, Text } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import type { VnRegion } from '@lotus/engine';
import { DrawBalls } from './DrawBalls.tsx';
import { vnPrizeRows } from './vn-prizes.ts';

/**
 * A Vietnamese result as the stations publish it: one row per prize (engine PRIZES of the
 * region), ĐB emphasised. A prize's numbers share their row in an even grid (MB Giải ba and
 * Giải năm as two lines of three) and wrap inside it, so a 375-px phone never scrolls sideways.
 * A result of the wrong count falls back to the plain balls.
 */
export function VnResultTable({ region, code }: { region: VnRegion; code: string }) {
  const { t } = useTranslation();
  const rows = vnPrizeRows(region, code);
  if (!rows) return <DrawBalls code={code} size={24} />;
  return (
    <Table
      withTableBorder
      withColumnBorders
      striped
      verticalSpacing={4}
      horizontalSpacing={6}
      layout="fixed"
      data-testid="vn-result-table"
    >
      <Table.Tbody>
        {rows.map((row) => {
          const special = row.key === 'db';
          // Up to four a line; six as three and three, seven as four and three.
          const columns = row.numbers.length <= 4 ? row.numbers.length : Math.ceil(row.numbers.length / 2);
          return (
            <Table.Tr key={row.key} data-testid={`vn-prize-${row.key}`}>
              <Table.Td w={84} style={{ verticalAlign: 'middle' }}>
                <Text size="xs" fw={special ? 700 : 500} c={special ? 'red.9' : 'dimmed'} lh={1.2}>
                  {t(`webApp.vnResult.${row.key}`)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Box
                  style={{
                    display: 'grid',
                    gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                    gap: '2px 6px',
                    textAlign: 'center',
                  }}
                >
                  {row.numbers.map((n, i) => (
                    <Text
                      key={i}
                      span
                      ff="monospace"
                      fw={special ? 800 : 600}
                      size={special ? 'xl' : 'sm'}
                      c={special ? 'red.9' : undefined}
                      style={{ letterSpacing: special ? 2 : 0.5, overflowWrap: 'anywhere' }}
                    >
                      {n}
                    </Text>
                  ))}
                </Box>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
