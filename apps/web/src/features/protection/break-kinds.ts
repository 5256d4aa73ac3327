import type { TakeBreakRequest } from '@lotus/contracts';

type Kind = TakeBreakRequest['kind'];

/**
 * The breaks a member may still take, as the server allows them (protection service takeBreak: a
 * break is never shortened nor weakened): none in force or a time-out, both; a self-exclusion with
 * an end, only a longer self-exclusion (no time-out buttons); a permanent one, none.
 */
export function breakKindsOffered(block: { kind: Kind; until: string | null } | null): Kind[] {
  if (!block) return ['timeout', 'exclusion'];
  if (block.kind === 'exclusion') return block.until === null ? [] : ['exclusion'];
  return ['timeout', 'exclusion'];
}
