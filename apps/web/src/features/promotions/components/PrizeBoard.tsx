import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { landingPath } from '../draw-animation.ts';
import { money } from '../format.ts';

/**
 * The prize board of a draw: one cell per prize. `landOn` starts the animation: the highlight
 * runs round the board and lands on the drawn cell, then `onLanded` fires.
 */
export function PrizeBoard({
  amounts,
  landOn,
  onLanded,
  testId,
}: {
  amounts: string[];
  landOn: { index: number; key: string } | null;
  onLanded: () => void;
  testId: string;
}) {
  const [lit, setLit] = useState<number | null>(null);
  const landed = useRef(onLanded);
  landed.current = onLanded;
  useEffect(() => {
    if (!landOn) return;
    const path = landingPath(amounts.length, landOn.index);
    let i = 0;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const s = path[i];
      if (!s) {
        landed.current();
        return;
      }
      setLit(s.cell);
      i += 1;
      timer = setTimeout(step, s.delayMs);
    };
    step();
    return () => clearTimeout(timer);
  }, [landOn, amounts.length]);
  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs" data-testid={testId}>
      {amounts.map((a, i) => (
        <Paper
          key={i}
          withBorder
          p="xs"
          radius="md"
          data-testid={`${testId}-cell`}
          data-lit={lit === i ? 'true' : undefined}
          style={{
            textAlign: 'center',
            transition: 'background 80ms',
            background: lit === i ? 'var(--mantine-color-orange-5)' : undefined,
            color: lit === i ? 'white' : undefined,
          }}
        >
          <Text fw={700} size="sm">
            {money(a)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
