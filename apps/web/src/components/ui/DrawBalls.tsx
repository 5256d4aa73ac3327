import { Fragment } from 'react';
import { Group, Text } from '@mantine/core';
import { ballColour, specialIndex } from './ball-colours.ts';

/**
 * Draw numbers as balls; Vietnamese prize numbers and long draws wrap. With the lottery's engine
 * family, Mark Six balls take their colour wave and its special number stands apart after a "+".
 */
export function DrawBalls({ code, size = 30, family }: { code: string; size?: number; family?: string }) {
  const nums = code.trim() ? code.trim().split(/\s+/) : [];
  const special = specialIndex(family);
  return (
    <Group gap={4} data-testid="draw-balls">
      {nums.slice(0, 27).map((n, i) => (
        <Fragment key={i}>
          {i === special && (
            <Text span size="sm" fw={700} c="dimmed" aria-hidden>
              +
            </Text>
          )}
          <Text
            span
            fw={700}
            c="white"
            bg={ballColour(family, n)}
            ta="center"
            size="sm"
            miw={size}
            h={size}
            px={4}
            style={{ borderRadius: size, lineHeight: `${size}px` }}
            data-testid="draw-ball"
          >
            {n}
          </Text>
        </Fragment>
      ))}
    </Group>
  );
}
