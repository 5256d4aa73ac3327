/**
 * The lottery module's public face for other modules (issue #29): the play catalogue of the
 * engine's families (`familyOf`, `playOf`, the draw's text), each lottery's rules, its name, and
 * the seed chain its issues commit to; the operators' per-lottery settings and prize-group offset
 * (their service and console routes; a confirmed offset proposal is applied by
 * `applyGroupOffsetProposal`). Other modules import this file, never the ones behind it.
 */
export {
  drawsAreStrings,
  explainDraw,
  familyOf,
  formatDraw,
  parseDraw,
  playOf,
  type AnyFamily,
  type AnyPlay,
} from './families.ts';
export { rulesOf } from './rules.ts';
export { lotteryName, type LotteryService } from './service.ts';
export { CHAIN_LENGTH, chainSeeds, commitmentOf, newChain, seedOnChain } from './seed-chain.ts';
export { createLotterySettingsService } from './lottery-settings.ts';
export { applyGroupOffsetProposal, createGroupOffsetService, GROUP_OFFSET_KIND, groupOffsetProposalKind } from './group-offset.ts';
export { lotteryConsoleRoutes, type ProposalDecider } from './console-routes.ts';
