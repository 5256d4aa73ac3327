import type { memberUpdateBodies } from '@lotus/contracts';
import {
  DEFAULT_USER_CONFIG,
  isFlagEnabled,
  userConfigSchema,
  type MemberInfo,
  type MemberUpdateType,
  type RegisterRequest,
  type UserConfig,
  type UserConfigSaveRequest,
} from '@lotus/contracts';
import { formatMoney, linkGroup } from '@lotus/engine';
import type { Language } from '@lotus/i18n';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { inviteLinks } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { rejected } from '../../lib/errors.ts';
import { revokeAllSessions } from '../auth/index.ts';
import type { SessionCache } from '../../lib/session-cache.ts';
import type { PlatformService } from '../platform/index.ts';
import { loadSettings } from '../settings/index.ts';
import { getWalletView } from '../wallet/index.ts';
import * as repo from './repository.ts';
import { loginPasswordProblem, mobileProblem, rebatePercent } from './rules.ts';
import type { Codes } from './codes.ts';
import { securityAlert } from '../messages/index.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The agents' invite links as a registration reads and counts them, handed in by the composition
 * root (services.ts, from modules/agents): members do not import the agents module, which builds
 * on them.
 */
export interface InviteLinks {
  findByCode(db: DbOrTx, code: string): Promise<typeof inviteLinks.$inferSelect | undefined>;
  /** Holds the agent's row for the rest of the transaction; whether he is still an agent. */
  holdAgent(tx: DbOrTx, agentId: bigint): Promise<boolean>;
  /** An agent's invitation code as his profile shows it, or null. */
  codeOf(db: DbOrTx, agentId: bigint, now: Date): Promise<string | null>;
  countRegistration(tx: DbOrTx, linkId: bigint): Promise<void>;
  /** The link status of a link stopped because its agent was made a member. */
  agentGoneStatus: number;
}

export function createMembersService(
  deps: AppDeps,
  platform: PlatformService,
  codes: Codes,
  invites: InviteLinks,
  sessions: SessionCache,
) {
  const { db, clock } = deps;

  /** Registration, directly or under the agent whose invitation code is given (docs/product.md §7). */
  async function register(input: RegisterRequest, host: string, inviteCode: string | null) {
    const settings = await loadSettings(db);
    const problem = loginPasswordProblem(input.account, input.password, settings.passwordStrength === 1);
    if (problem) throw rejected(problem);
    let parentId: bigint | null = null;
    let prizeGroup: number | undefined;
    let memberType: number | undefined;
    let linkId: bigint | null = null;
    if (inviteCode !== null) {
      const config = await platform.configFor(host);
      const inviteAllowed = config.find((c) => c.cusName === 'inviteAllowed')?.cusText;
      if (!isFlagEnabled(inviteAllowed)) throw rejected('member.inviteDisabled');
      // Every invitation code is an agent's link (issue #14; the demo agent's code too, #27 M6): it
      // gives its type and group, never a group the agent may not give now (inviteGroup).
      const link = await invites.findByCode(db, inviteCode);
      if (!link) throw rejected('member.inviteCodeInvalid');
      {
        if (link.status === invites.agentGoneStatus) throw rejected('agent.inviteAgentGone');
        if (link.status !== 1 || (link.expiresAt !== null && link.expiresAt <= clock.now())) throw rejected('agent.inviteExpired');
        const agent = await repo.findMemberById(db, link.agentId);
        if (!agent || agent.status !== 1) throw rejected('member.inviteCodeInvalid');
        if (agent.memberType !== 2) throw rejected('agent.inviteAgentGone');
        if (agent.depth + 1 > settings.agentMaxDepth) throw rejected('agent.depthExceeded', { depth: settings.agentMaxDepth });
        parentId = agent.id;
        const group = linkGroup(link.prizeGroup, agent.prizeGroup, settings.agentQuotaAbove, { min: settings.agentGroupMin, max: settings.agentGroupMax, step: settings.agentGroupStep });
        if (group === null) throw rejected('member.inviteCodeInvalid');
        prizeGroup = group;
        memberType = link.memberType;
        linkId = link.id;
      }
    }
    if (await repo.accountExists(db, input.account)) throw rejected('member.accountTaken');
    const passwordHash = await hashPassword(input.password);
    const id = await db.transaction(async (tx) => {
      // An agent's link: he must still be an agent when the newcomer is put below him (holdAgent).
      if (linkId !== null && parentId !== null && !(await invites.holdAgent(tx, parentId))) throw rejected('agent.inviteAgentGone');
      const created = await repo.insertMember(tx, { account: input.account, passwordHash, parentId, prizeGroup, memberType });
      if (created !== null && linkId !== null) {
        await invites.countRegistration(tx, linkId);
      }
      return created;
    });
    if (id === null) throw rejected('member.accountTaken');
    return { account: input.account };
  }

  /**
   * The member's profile. `language` is the one his call names: his language on record (his alerts
   * and messages are written in it) follows the one he uses now, not only his sign-in's (issue #31);
   * the web asks for his profile at start and after he picks another language.
   */
  async function memberInfo(memberId: bigint, language: Language | null = null): Promise<MemberInfo> {
    const m = await repo.findMemberById(db, memberId);
    if (!m) throw rejected('console.memberNotFound');
    if (language && language !== m.lang) await repo.updateMember(db, memberId, { lang: language });
    const [wallet, team] = await Promise.all([getWalletView(db, memberId), repo.teamBalance(db, memberId)]);
    return {
      memberId: m.id.toString(),
      account: m.account,
      memberAccount: m.account,
      memberAlias: wallet.alias,
      merchantAccout: wallet.merchant,
      nickname: m.nickname,
      realName: m.realName,
      mobile: m.mobile,
      email: m.email,
      qq: m.qq,
      avatar: m.avatar,
      vipLevel: m.vipLevel,
      memberType: m.memberType,
      inviteCode: m.memberType === 2 ? await invites.codeOf(db, m.id, clock.now()) : null,
      prizeGroup: m.prizeGroup,
      rebate: rebatePercent(m.prizeGroup),
      registerTime: m.createdAt.toISOString(),
      lastLoginTime: iso(m.lastLoginAt),
      lastLoginAddress: m.lastLoginAddress,
      lastLoginIp: m.lastLoginIp,
      lastLoginDevice: m.lastLoginDevice,
      balance: wallet.balance,
      teamBalance: formatMoney(team),
      hasFundPwd: m.fundPasswordHash !== null,
      // A mobile is only ever bound through a code sent to it.
      mobileVerified: m.mobile !== null && m.mobile !== '',
      emailVerified: m.emailVerified && m.email !== null && m.email !== '',
      loginPwdTime: iso(m.loginPasswordChangedAt),
      fundPwdTime: iso(m.fundPasswordChangedAt),
    };
  }

  /** member/update/{type}: one field or password at a time (docs/product.md §5 rules). */
  async function update<T extends MemberUpdateType>(
    memberId: bigint,
    type: T,
    body: z.infer<(typeof memberUpdateBodies)[T]>,
  ): Promise<void> {
    const m = await repo.findMemberById(db, memberId);
    if (!m) throw rejected('console.memberNotFound');
    const now = clock.now();
    const b = body as Record<string, string | number | undefined>;
    switch (type) {
      case 'nickname':
        return repo.updateMember(db, memberId, { nickname: String(b.nickname) });
      case 'email': {
        const email = String(b.email);
        // Only a verified email needs the old one's proof (one saved before codes existed is not).
        await proveOldContact(m, m.emailVerified ? m.email : null, email, b, 'msg.oldEmailProof');
        if (!(await codes.use(db, memberId, email, 'bind', String(b.code)))) throw rejected('member.codeInvalid');
        if (email === m.email && m.emailVerified) return;
        // The member is told at his verified channels, the old address too (issue #33).
        return db.transaction(async (tx) => {
          await repo.updateMember(tx, memberId, { email, emailVerified: true });
          await securityAlert(tx, memberId, 'contact', { what: 'email', value: email }, now, {
            alsoTo: m.email && m.emailVerified && m.email !== email ? [{ channel: 'email', to: m.email }] : [],
          });
        });
      }
      case 'qq':
        return repo.updateMember(db, memberId, { qq: String(b.qq) });
      case 'avatar':
        return repo.updateMember(db, memberId, { avatar: String(b.avatar) });
      case 'realName': {
        // Cards must carry the member's real name (docs/product.md §5), so it is fixed once one is bound.
        if (m.realName !== String(b.realName) && (await repo.countCards(db, memberId)) > 0) {
          throw rejected('member.realNameLocked');
        }
        return repo.updateMember(db, memberId, { realName: String(b.realName) });
      }
      case 'mobile': {
        const settings = await loadSettings(db);
        const mobile = String(b.mobile);
        const problem = mobileProblem(mobile, settings.phoneRule);
        if (problem) throw rejected(problem);
        await proveOldContact(m, m.mobile, mobile, b, 'msg.oldContactProof');
        if (!(await codes.use(db, memberId, mobile, 'bind', String(b.code)))) throw rejected('member.codeInvalid');
        if (mobile === m.mobile) return;
        // The new number and the old one are told (issue #33).
        return db.transaction(async (tx) => {
          await repo.updateMember(tx, memberId, { mobile });
          await securityAlert(tx, memberId, 'contact', { what: 'mobile', value: mobile }, now, {
            alsoTo: m.mobile ? [{ channel: 'sms', to: m.mobile }] : [],
          });
        });
      }
      case 'loginPwd': {
        if (!(await verifyPassword(m.passwordHash, String(b.oldPassword))))
          throw rejected('member.oldPasswordWrong');
        const settings = await loadSettings(db);
        const problem = loginPasswordProblem(m.account, String(b.password), settings.passwordStrength === 1);
        if (problem) throw rejected(problem);
        const passwordHash = await hashPassword(String(b.password));
        // A changed password ends every session of the member, this one included.
        await db.transaction(async (tx) => {
          await repo.updateMember(tx, memberId, { passwordHash, loginPasswordChangedAt: now });
          await revokeAllSessions(tx, sessions, memberId, now);
          await securityAlert(tx, memberId, 'loginPwd', {}, now);
        });
        return;
      }
      case 'fundPwd': {
        if (m.fundPasswordHash !== null) {
          const old = b.oldFundPwd === undefined ? '' : String(b.oldFundPwd);
          if (old === '') throw rejected('member.oldFundPwdEmpty');
          if (!(await verifyPassword(m.fundPasswordHash, old))) throw rejected('member.fundPwdWrong');
        }
        const fundPasswordHash = await hashPassword(String(b.fundPwd));
        return db.transaction(async (tx) => {
          await repo.updateMember(tx, memberId, { fundPasswordHash, fundPasswordChangedAt: now });
          await securityAlert(tx, memberId, 'fundPwd', {}, now);
        });
      }
    }
  }

  /**
   * Changing a verified contact (issue #33): the old one's code or the fund password first, so a
   * stolen session cannot move the account's recovery channel. Nothing to prove for a first one.
   */
  async function proveOldContact(
    m: { id: bigint; fundPasswordHash: string | null },
    old: string | null,
    next: string,
    b: Record<string, string | number | undefined>,
    refusal: 'msg.oldContactProof' | 'msg.oldEmailProof',
  ) {
    if (!old || old === next) return;
    const fundPwd = b.fundPwd === undefined ? '' : String(b.fundPwd);
    const oldCode = b.oldCode === undefined ? '' : String(b.oldCode);
    const byFund = fundPwd !== '' && m.fundPasswordHash !== null && (await verifyPassword(m.fundPasswordHash, fundPwd));
    const byOld = !byFund && oldCode !== '' && (await codes.use(db, m.id, old, 'bind', oldCode));
    if (!byFund && !byOld) throw rejected(refusal);
  }

  /** Sends a 6-digit code to the mobile number being bound (or the bound one, to prove it), by SMS. */
  async function sendMobileCode(memberId: bigint, mobile: string, lang: Language, from: { ip: string; host: string }) {
    const settings = await loadSettings(db);
    const problem = mobileProblem(mobile, settings.phoneRule);
    if (problem) throw rejected(problem);
    return codes.send({ memberId, to: mobile, channel: 'sms', purpose: 'bind', template: 'code', lang, from });
  }

  /** Sends a 6-digit code to the email address being bound (or the bound one, to prove it), by email. */
  async function sendEmailCode(memberId: bigint, email: string, lang: Language, from: { ip: string; host: string }) {
    return codes.send({ memberId, to: email, channel: 'email', purpose: 'bind', template: 'code', lang, from });
  }

  async function userConfig(memberId: bigint): Promise<UserConfig> {
    const stored = await repo.getUserConfig(db, memberId);
    const merged = { ...DEFAULT_USER_CONFIG, ...(stored && typeof stored === 'object' ? stored : {}) };
    const parsed = userConfigSchema.safeParse(merged);
    return parsed.success ? parsed.data : DEFAULT_USER_CONFIG;
  }

  async function saveUserConfig(memberId: bigint, input: UserConfigSaveRequest): Promise<UserConfig> {
    const current = await userConfig(memberId);
    const { longDragonTicketList, ...rest } = input;
    const next: UserConfig = { ...current, ...rest };
    if (longDragonTicketList !== undefined) next.longDragonTicket = longDragonTicketList.slice(0, 200);
    if (input.selectConfigId !== undefined || input.doubleBetRangeList !== undefined) {
      const selected = next.selectConfigId;
      if (next.doubleBetRangeList.some((r) => r.id === selected)) {
        next.doubleBetRangeList = next.doubleBetRangeList.map((r) => ({ ...r, current: r.id === selected }));
      }
    }
    const valid = userConfigSchema.parse(next);
    await repo.saveUserConfig(db, memberId, valid);
    return valid;
  }

  return { register, memberInfo, update, sendMobileCode, sendEmailCode, userConfig, saveUserConfig };
}

export type MembersService = ReturnType<typeof createMembersService>;
