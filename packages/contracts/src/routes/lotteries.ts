import { z } from 'zod';
import { defineRoute } from '../client.ts';
import { proposalParams } from '../console.ts';
import {
  consoleIssueList,
  consoleIssueListParams,
  consoleIssueListQuery,
  consoleIssuePaths,
  consoleIssueVerification,
  consoleIssueVerifyParams,
  waitingQuery,
  waitingResults,
} from '../console-issues.ts';
import { pageOf } from '../envelope-schemas.ts';
import {
  groupOffsetProposalQuery,
  groupOffsetProposalView,
  groupOffsetProposeRequest,
  lotterySettingsBody,
  lotterySettingsParams,
  lotterySettingsPaths,
  lotterySettingsView,
} from '../lottery-settings.ts';
import { consoleSuspendBody, lotteryCategory, lotteryPaths } from '../lottery.ts';
import { consoleSuspendResponse, proposalDecision, proposalView } from '../responses.ts';

/** Lotteries and their issues as operators see them (apps/console lotteries). */
export const lotteryRoutes = {
  /** The public list by category (names in the caller's language), for choosing a lottery. */
  categories: defineRoute({
    method: 'GET',
    path: lotteryPaths.ticketTypeList,
    response: z.array(lotteryCategory),
  }),
  issues: defineRoute({
    method: 'GET',
    path: consoleIssuePaths.list,
    params: consoleIssueListParams,
    query: consoleIssueListQuery,
    response: consoleIssueList,
  }),
  issueVerify: defineRoute({
    method: 'GET',
    path: consoleIssuePaths.verify,
    params: consoleIssueVerifyParams,
    response: consoleIssueVerification,
  }),
  issuesWaiting: defineRoute({
    method: 'GET',
    path: consoleIssuePaths.waiting,
    query: waitingQuery,
    response: waitingResults,
  }),
  settings: defineRoute({
    method: 'GET',
    path: lotterySettingsPaths.list,
    response: z.array(lotterySettingsView),
  }),
  /** Changes what it names, with the operator's reason (audited). */
  saveSettings: defineRoute({
    method: 'POST',
    path: lotterySettingsPaths.one,
    params: lotterySettingsParams,
    body: lotterySettingsBody,
    response: lotterySettingsView,
  }),
  suspend: defineRoute({
    method: 'POST',
    path: lotteryPaths.consoleSuspend,
    body: consoleSuspendBody,
    response: consoleSuspendResponse,
  }),
  groupOffsetPropose: defineRoute({
    method: 'POST',
    path: lotterySettingsPaths.groupOffset,
    params: lotterySettingsParams,
    body: groupOffsetProposeRequest,
    response: proposalView,
  }),
  groupOffsetProposals: defineRoute({
    method: 'GET',
    path: lotterySettingsPaths.groupOffsetProposals,
    query: groupOffsetProposalQuery,
    response: pageOf(groupOffsetProposalView),
  }),
  groupOffsetConfirm: defineRoute({
    method: 'POST',
    path: lotterySettingsPaths.groupOffsetConfirm,
    params: proposalParams,
    response: proposalDecision,
  }),
  groupOffsetRefuse: defineRoute({
    method: 'POST',
    path: lotterySettingsPaths.groupOffsetRefuse,
    params: proposalParams,
    response: proposalDecision,
  }),
};
