import { eq } from 'drizzle-orm';
import {
  bindBankCardRequest,
  bindCryptoAccountRequest,
  CardKind,
  MAX_CARDS_PER_KIND,
  type CardView,
} from '@lotus/contracts';
import type { AppDeps } from '../../deps.ts';
import { members } from '../../db/schema.ts';
import type { memberCards } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/crypto.ts';
import { parseInput } from '../../lib/http.ts';
import { rejected } from '../../lib/errors.ts';
import { loadSettings } from '../settings/index.ts';
import * as repo from './repository.ts';

/** Holder names compare without case, accents' composition or extra spaces. */
const sameName = (a: string, b: string) =>
  a.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase() ===
  b.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

export function maskCardNo(cardNo: string): string {
  return `${'*'.repeat(Math.max(0, Math.min(cardNo.length - 4, 12)))}${cardNo.slice(-4)}`;
}

export function cardView(c: typeof memberCards.$inferSelect): CardView {
  return {
    id: c.id.toString(),
    type: c.kind,
    bankCode: c.bankCode,
    bankName: c.bankName,
    branch: c.branch,
    cardNo: maskCardNo(c.cardNo),
    tail: c.cardNo.slice(-4),
    holderName: c.holderName,
    usableAt: c.usableAt.toISOString(),
    createdAt: c.createdAt.toISOString(),
  };
}

export function createCardsService(deps: AppDeps) {
  const { db, clock } = deps;

  /**
   * Binds a bank card (type 1) or digital-currency withdrawal account (type 2). Rules (docs/product.md §5,
   * §9): fund password set first (and given), holder = real name, at most 5 of each kind.
   */
  async function bind(memberId: bigint, kind: number, rawBody: unknown): Promise<CardView> {
    const settings = await loadSettings(db);
    const member = await db.query.members.findFirst({ where: eq(members.id, memberId) });
    if (!member) throw rejected('console.memberNotFound');
    if (member.fundPasswordHash === null) throw rejected('wallet.noFundPwd');
    const isBank = kind === CardKind.BANK;
    const body = isBank
      ? parseInput(bindBankCardRequest, rawBody)
      : parseInput(bindCryptoAccountRequest, rawBody);
    if (!member.realName) throw rejected('card.realNameRequired');
    if (!sameName(body.holderName, member.realName)) throw rejected('card.holderMismatch');
    let bankCode: string;
    let bankName: string;
    let cardNo: string;
    let branch: string | null = null;
    if ('cardNo' in body) {
      const bank = settings.banks.find((b) => b.code === body.bankCode);
      if (!bank) throw rejected('card.bankUnknown');
      [bankCode, bankName, cardNo, branch] = [bank.code, bank.name, body.cardNo, body.branch || null];
    } else {
      if (!settings.cryptoNetworks.includes(body.network)) throw rejected('card.networkUnknown');
      [bankCode, bankName, cardNo] = [body.network, body.network, body.address];
    }
    if (!(await verifyPassword(member.fundPasswordHash, body.fundPwd))) throw rejected('member.fundPwdWrong');
    const now = clock.now();
    const card = await db.transaction(async (tx) => {
      // Serialise binds of one member so two at once cannot make a sixth card.
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      if ((await repo.countCardsOfKind(tx, memberId, kind)) >= MAX_CARDS_PER_KIND) {
        throw rejected('card.limitReached', { max: MAX_CARDS_PER_KIND });
      }
      const inserted = await repo.insertCard(tx, {
        memberId,
        kind,
        bankCode,
        bankName,
        branch,
        cardNo,
        holderName: member.realName!,
        usableAt: new Date(now.getTime() + settings.cardDelayMinutes * 60_000),
        createdAt: now,
      });
      if (!inserted) throw rejected('card.duplicate');
      return inserted;
    });
    return cardView(card);
  }

  async function list(memberId: bigint, kind?: number): Promise<CardView[]> {
    return (await repo.listCards(db, memberId, kind)).map(cardView);
  }

  async function bankList() {
    return (await loadSettings(db)).banks;
  }

  /** Networks a withdrawal account may be on, in the banks' shape (code = name). */
  async function networkList() {
    return (await loadSettings(db)).cryptoNetworks.map((n) => ({ code: n, name: n }));
  }

  return { bind, list, bankList, networkList };
}
