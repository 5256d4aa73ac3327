/**
 * Rebates of the agent chain (issue #14; docs/product.md §11.1 "Rebate ↔ G",
 * docs/product.md §13.1). Pure: settlement passes the chain that was
 * snapshotted on the order when the bet was placed, the bet's group and the settled stake.
 */
import type { Milli } from './money.ts';

/** One account of the chain: the bettor first, then each parent up to the top agent. */
export interface ChainLink {
  memberId: string;
  group: number;
}

export interface RebateCredit {
  memberId: string;
  /** 0 for the bettor, 1 for his parent, … */
  level: number;
  amountMilli: Milli;
}

/** Points of prize group per whole stake: 2000 (20 points = 1 %). */
const GROUP_BASE = 2000n;

/**
 * Credits of one settled line. Chain a0 = bettor … ak = top agent, bet group Gb, settled stake S:
 * a0 earns S·(G(a0) − Gb)/2000 (he bet below his own group), each ai earns
 * S·(G(ai) − G(ai−1))/2000, each truncated to the milli (the remainder stays with the house).
 * A link whose group is not above every group below it earns nothing (groups never decrease up a
 * valid chain; a broken snapshot must not take money from anyone). Zero credits are left out.
 */
export function chainRebates(chain: readonly ChainLink[], betGroup: number, settledStakeMilli: Milli): RebateCredit[] {
  if (settledStakeMilli <= 0n) return [];
  const out: RebateCredit[] = [];
  let below = betGroup;
  chain.forEach((link, level) => {
    const diff = link.group - below;
    if (diff > 0) {
      const amountMilli = (settledStakeMilli * BigInt(diff)) / GROUP_BASE;
      if (amountMilli > 0n) out.push({ memberId: link.memberId, level, amountMilli });
      below = link.group;
    }
  });
  return out;
}

/** A prize-group range of the platform (settings agentGroupMin/Max/Step). */
export interface GroupRange {
  min: number;
  max: number;
  step: number;
}

/** Whether `group` is on the platform's grid: within [min, max] and min + k·step. */
export function isGroupOnGrid(group: number, r: GroupRange): boolean {
  return Number.isInteger(group) && group >= r.min && group <= r.max && (group - r.min) % r.step === 0;
}

/**
 * The group an invitation link gives when used (issue #27 M6): the link's group, but never more
 * than the agent may give by link now: his own group, and no quota group (above `quotaAbove`,
 * opened by hand only); the highest group on the grid within those. Null when none is left.
 */
export function linkGroup(linkGroup: number, agentGroup: number, quotaAbove: number, r: GroupRange): number | null {
  return groupsBelow(Math.min(linkGroup, agentGroup, quotaAbove), r)[0] ?? null;
}

/** The groups an account of group `own` may give below it, highest first. */
export function groupsBelow(own: number, r: GroupRange): number[] {
  const out: number[] = [];
  for (let g = Math.min(own, r.max); g >= r.min; g--) if (isGroupOnGrid(g, r)) out.push(g);
  return out;
}

