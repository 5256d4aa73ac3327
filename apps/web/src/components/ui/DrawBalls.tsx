import { Group, Text } from '@mantine/core';

/** Draw numbers as balls; Vietnamese prize numbers and long draws wrap. */
export function DrawBalls({ code, size = 30 }: { code: string; size?: number }) {
  const nums = code.trim() ? code.trim().split(/\s+/) : [];
  return (
    <Group gap={4} data-testid="draw-balls">
      {nums.slice(0, 27).map((n, i) => (
        <Text
          key={i}
          span
          fw={700}
          c="white"
          bg="pink.6"
          ta="center"
          size="sm"
          miw={size}
          h={size}
          px={4}
          style={{ borderRadius: size, lineHeight: `${size}px` }}
        >
          {n}
        </Text>
      ))}
    </Group>
  );
}
