import type { ReactNode } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { shownTime } from '../../../lib/platform-day.ts';
import { useTranslation } from '../../../lib/translate.ts';
import type { ProtectionState } from '@lotus/contracts';

export type Block = NonNullable<ProtectionState['block']>;

/** A block still in force at `nowMs` (the server drops ended ones; a page left open may outlive one). */
export function activeBlock(block: Block | null | undefined, nowMs = Date.now()): Block | null {
  if (!block) return null;
  if (block.until !== null && Date.parse(block.until) <= nowMs) return null;
  return block;
}

/** "You are on a time-out until …": on the login page, the betting pages and the break page. */
export function BlockNotice({ block, children }: { block: Block; children?: ReactNode }) {
  const { t } = useTranslation();
  const text =
    block.until === null
      ? t('rg.block.permanent')
      : t(block.kind === 'timeout' ? 'rg.block.timeout' : 'rg.block.exclusion', {
          time: shownTime(block.until),
        });
  return (
    <Alert color="orange" variant="light" data-testid="block-notice">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {children}
      </Stack>
    </Alert>
  );
}
