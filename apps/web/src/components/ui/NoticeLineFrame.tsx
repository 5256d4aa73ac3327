import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The box of home's notice line (issue #31, layout shift): the line itself, and empty while its
 * chunk or its notices load, so that the banners and cards under it keep their place when the
 * notices arrive. Its height is one body line (the scrolling line's) plus the padding and border.
 */
export function NoticeLineFrame({ children, testId }: { children?: ReactNode; testId?: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      px="sm"
      py={6}
      mih="calc(1rem * var(--mantine-line-height) + 14px)"
      data-testid={testId}
      aria-hidden={children ? undefined : true}
    >
      {children}
    </Paper>
  );
}
