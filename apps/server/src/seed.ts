import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { linkGroup } from '@lotus/engine';
import { inviteLinks, members, operators, systemState, wallets } from './db/schema.ts';
import { loadSettings } from './modules/settings/service.ts';
import { hashPassword } from './lib/crypto.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from './modules/ledger/service.ts';
import { DEFAULT_HOST, DEFAULT_SITE, DEMO_SITE_SERVICES } from './modules/platform/defaults.ts';
import { upsertConfig } from './modules/platform/repository.ts';
import { seedDemoContent } from './modules/content/seed.ts';

/** Demo-only logins, printed once when first seeded and listed in the README. */
export const DEMO = {
  member: { account: 'demo01', password: 'lotus2468', balanceMilli: 10_000_000n },
  agent: { account: 'agent01', password: 'lotus2468', balanceMilli: 10_000_000n, inviteCode: 'lotus01' },
  operator: { account: 'admin', password: 'lotus2468' },
} as const;

/**
 * First start: the default site configuration (always), and with `demo` the demo member,
 * agent and operator with balances moved from the house adjustments account. A marker row in
 * the same transaction makes a second start (or a second process) seed nothing.
 */
export async function seed(db: Db, log: FastifyBaseLogger, demo: boolean): Promise<boolean> {
  // Keys already set stay as they are (upsertConfig inserts missing keys only): demo first.
  if (demo) await upsertConfig(db, DEFAULT_HOST, DEMO_SITE_SERVICES as Record<string, string>);
  await upsertConfig(db, DEFAULT_HOST, DEFAULT_SITE);
  if (!demo) return false;
  const [memberHash, agentHash, operatorHash] = await Promise.all([
    hashPassword(DEMO.member.password),
    hashPassword(DEMO.agent.password),
    hashPassword(DEMO.operator.password),
  ]);
  const seeded = await db.transaction(async (tx) => {
    const marker = await tx
      .insert(systemState)
      .values({ key: 'demo_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marker.length === 0) return false;
    const [agent] = await tx
      .insert(members)
      .values({
        account: DEMO.agent.account,
        passwordHash: agentHash,
        memberType: 2,
        nickname: 'Agent',
        prizeGroup: 1960,
      })
      .returning({ id: members.id });
    // The agent's invitation code is an ordinary permanent link (#27 M6): listed on his
    // "Invitation links", counted, deletable, and giving a group he may give by link (1950 at
    // the default settings: groups above agentQuotaAbove are opened by hand), so he earns on it.
    const s = await loadSettings(tx);
    await tx.insert(inviteLinks).values({
      agentId: agent!.id,
      code: DEMO.agent.inviteCode,
      memberType: 1,
      prizeGroup: linkGroup(1960, 1960, s.agentQuotaAbove, { min: s.agentGroupMin, max: s.agentGroupMax, step: s.agentGroupStep }) ?? s.agentGroupMin,
      validDays: 0,
    });
    const [member] = await tx
      .insert(members)
      .values({
        account: DEMO.member.account,
        passwordHash: memberHash,
        memberType: 1,
        nickname: 'Demo',
        parentId: agent!.id,
        prizeGroup: 1950,
      })
      .returning({ id: members.id });
    await tx.insert(wallets).values([{ memberId: agent!.id }, { memberId: member!.id }]);
    for (const [id, amount, account] of [
      [agent!.id, DEMO.agent.balanceMilli, DEMO.agent.account],
      [member!.id, DEMO.member.balanceMilli, DEMO.member.account],
    ] as const) {
      await moveMoney(tx, {
        idempotencyKey: `seed:${account}`,
        type: 'adjustment',
        from: houseAccount(HOUSE.adjustments),
        to: memberAccount(id),
        amount,
        memberId: id,
        remark: 'demo balance',
      });
    }
    await tx.insert(operators).values({ account: DEMO.operator.account, passwordHash: operatorHash, role: 'admin' });
    return true;
  });
  await seedDemoContent(db);
  if (seeded) {
    log.info(
      `Demo data seeded (demo only, change or remove for production): member ${DEMO.member.account} / ${DEMO.member.password}, ` +
        `agent ${DEMO.agent.account} / ${DEMO.agent.password} (invitation code ${DEMO.agent.inviteCode}), ` +
        `operator ${DEMO.operator.account} / ${DEMO.operator.password}`,
    );
  }
  return seeded;
}
