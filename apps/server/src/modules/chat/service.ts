import { latestFirst, placedWithin, type PlacedSpan } from '../ledger/index.ts';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  BUILTIN_ROLES,
  CHAT_CANNED_MAX,
  CHAT_RATE_COUNT,
  CHAT_RATE_WINDOW_MS,
  ChatSender,
  ChatStatus,
  DwKind,
  PushType,
  pushTopics,
  roleAllows,
  type ChatCannedView,
  type ChatConversationRow,
  type ChatHistory,
  type ChatMemberContext,
  type ConsoleChatHistory,
  type Paged,
} from '@lotus/contracts';
import { formatMoney } from '@lotus/engine';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { chatCanned, chatConversations, chatMessages, dwOrders, lotteries, members, operatorRoles, operators, orders, wallets } from '../../db/schema.ts';
import { rejected } from '../../lib/errors.ts';
import type { SessionOperator } from '../../lib/sessions.ts';
import { paged } from '../../lib/paging.ts';
import { audit, byOperator } from '../audit/index.ts';
import { outer } from '../../db/outer.ts';

type Conversation = typeof chatConversations.$inferSelect;
type Message = typeof chatMessages.$inferSelect;

/** Recent orders and deposits shown beside a conversation. */
const CONTEXT_ROWS = 5;
/**
 * A member's latest orders (CONTEXT_ROWS) placed within `span` (ledger recentSpan; null: every
 * month). The bounds are constants, so PostgreSQL reads only the months they cover; by
 * (member_id, id) alone every month's orders_member_idx was opened (issue #30).
 */
export const recentOrdersQuery = (db: DbOrTx, memberId: bigint, span: PlacedSpan | null) =>
  db
    .select({ o: orders, lottery: lotteries.code })
    .from(orders)
    .innerJoin(lotteries, eq(lotteries.id, orders.lotteryId))
    .where(and(eq(orders.memberId, memberId), placedWithin(orders.createdAt, span)))
    .orderBy(desc(orders.id))
    .limit(CONTEXT_ROWS);

/**
 * The built-in live chat (issue #16 "Customer service"). Members reach only their own conversation
 * (it is found by the session's member id, never by an id they send). Every new message, from
 * either side, is pushed to the member's own topic (event 7, ids only: the page refetches); the
 * console polls (see docs/decisions.md).
 */
export function createChatService(deps: AppDeps) {
  const { db, clock } = deps;

  /** A new message (or the conversation closed: no message id) on the member's own topic. */
  async function announce(memberId: bigint, conversationId: bigint, messageId: bigint | null) {
    await deps.push
      .publish(pushTopics.member(memberId), {
        type: PushType.CHAT,
        data: { conversationId: conversationId.toString(), ...(messageId === null ? { closed: true } : { messageId: messageId.toString() }) },
        at: clock.now().getTime(),
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'chat push failed'));
  }

  /** Messages of a conversation, a page backwards from `before`, returned oldest first. */
  async function page(conversationId: bigint, before: number | undefined, size: number) {
    const where: SQL[] = [eq(chatMessages.conversationId, conversationId)];
    if (before) where.push(lt(chatMessages.id, BigInt(before)));
    const rows = await db
      .select({ m: chatMessages, operator: operators.account })
      .from(chatMessages)
      .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
      .where(and(...where))
      .orderBy(desc(chatMessages.id))
      .limit(size + 1);
    const more = rows.length > size;
    return { rows: rows.slice(0, size).reverse(), more };
  }

  const messageView = (m: Message) => ({
    id: m.id.toString(),
    sender: m.sender as 1 | 2,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
  });

  // ---- the member's side ----

  async function history(memberId: bigint, q: { before?: number; size: number }): Promise<ChatHistory> {
    const c = await db.query.chatConversations.findFirst({ where: eq(chatConversations.memberId, memberId) });
    if (!c) return { list: [], more: false, status: null };
    const { rows, more } = await page(c.id, q.before, q.size);
    return { list: rows.map((r) => messageView(r.m)), more, status: c.status };
  }

  /**
   * A member's message: opens his conversation (or reopens a closed one, back in the open queue),
   * under its row lock so the flood limit counts every message of concurrent sends.
   */
  async function send(memberId: bigint, body: string) {
    const now = clock.now();
    const { conversation, message } = await db.transaction(async (tx) => {
      const [c] = await tx
        .insert(chatConversations)
        .values({ memberId, status: ChatStatus.OPEN, lastMessageAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: chatConversations.memberId,
          set: {
            lastMessageAt: now,
            status: sql`case when ${chatConversations.status} = ${ChatStatus.CLOSED} then ${ChatStatus.OPEN} else ${chatConversations.status} end`,
            operatorId: sql`case when ${chatConversations.status} = ${ChatStatus.CLOSED} then null else ${chatConversations.operatorId} end`,
          },
        })
        .returning();
      const [recent] = await tx
        .select({ n: count() })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, c!.id),
            eq(chatMessages.sender, ChatSender.MEMBER),
            gte(chatMessages.createdAt, new Date(now.getTime() - CHAT_RATE_WINDOW_MS)),
          ),
        );
      if (Number(recent?.n ?? 0) >= CHAT_RATE_COUNT) throw rejected('chat.tooFast');
      const [m] = await tx.insert(chatMessages).values({ conversationId: c!.id, sender: ChatSender.MEMBER, body, createdAt: now }).returning();
      return { conversation: c!, message: m! };
    });
    await announce(memberId, conversation.id, message.id);
    return messageView(message);
  }

  // ---- the console's side ----

  async function conversationOf(tx: DbOrTx, id: number, lock = false): Promise<Conversation> {
    const q = tx.select().from(chatConversations).where(eq(chatConversations.id, BigInt(id)));
    const [c] = lock ? await q.for('update') : await q;
    if (!c) throw rejected('chat.conversationNotFound');
    return c;
  }

  const unreadOf = sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${outer(chatConversations.id)} and ${chatMessages.sender} = ${ChatSender.MEMBER} and ${chatMessages.id} > ${outer(chatConversations.operatorReadId)})`;
  const lastBodyOf = sql<string | null>`(select ${chatMessages.body} from ${chatMessages} where ${chatMessages.conversationId} = ${outer(chatConversations.id)} order by ${chatMessages.id} desc limit 1)`;

  const rowSelect = {
    c: chatConversations,
    account: members.account,
    operator: operators.account,
    unread: unreadOf,
    lastBody: lastBodyOf,
  };
  const rowView = (r: { c: Conversation; account: string; operator: string | null; unread: number; lastBody: string | null }): ChatConversationRow => ({
    id: r.c.id.toString(),
    account: r.account,
    status: r.c.status,
    operator: r.operator,
    unread: Number(r.unread),
    lastBody: r.lastBody === null ? null : r.lastBody.slice(0, 120),
    lastAt: r.c.lastMessageAt.toISOString(),
  });

  async function conversations(op: SessionOperator, q: { status: string; page: number; size: number }): Promise<Paged<ChatConversationRow>> {
    const where =
      q.status === 'mine'
        ? and(eq(chatConversations.status, ChatStatus.ASSIGNED), eq(chatConversations.operatorId, op.operatorId))
        : eq(chatConversations.status, Number(q.status));
    // Waiting and assigned conversations: the longest-waiting first; closed ones: the latest first.
    const order = q.status === String(ChatStatus.CLOSED) ? desc(chatConversations.lastMessageAt) : chatConversations.lastMessageAt;
    const [rows, total] = await Promise.all([
      paged(
        db
          .select(rowSelect)
          .from(chatConversations)
          .innerJoin(members, eq(members.id, chatConversations.memberId))
          .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
          .where(where)
          .orderBy(order, chatConversations.id),
        q,
      ),
      db.select({ n: count() }).from(chatConversations).where(where),
    ]);
    return { list: rows.map(rowView), total: Number(total[0]?.n ?? 0), page: q.page, size: q.size };
  }

  async function row(id: bigint): Promise<ChatConversationRow> {
    const [r] = await db
      .select(rowSelect)
      .from(chatConversations)
      .innerJoin(members, eq(members.id, chatConversations.memberId))
      .leftJoin(operators, eq(operators.id, chatConversations.operatorId))
      .where(eq(chatConversations.id, id));
    if (!r) throw rejected('chat.conversationNotFound');
    return rowView(r);
  }

  /** The conversation with the member beside it: account, balance, VIP level, recent orders and deposits. */
  async function context(id: number): Promise<ChatMemberContext> {
    const c = await conversationOf(db, id);
    const [conversation, m, w, recentOrders, deposits] = await Promise.all([
      row(c.id),
      db.query.members.findFirst({ where: eq(members.id, c.memberId) }),
      db.query.wallets.findFirst({ where: eq(wallets.memberId, c.memberId) }),
      (async () => {
        // The recent window first; every month only for a member with fewer orders there.
        return latestFirst((span) => recentOrdersQuery(db, c.memberId, span), clock.now(), CONTEXT_ROWS);
      })(),
      db
        .select()
        .from(dwOrders)
        .where(and(eq(dwOrders.memberId, c.memberId), eq(dwOrders.kind, DwKind.DEPOSIT)))
        .orderBy(desc(dwOrders.id))
        .limit(CONTEXT_ROWS),
    ]);
    return {
      conversation,
      member: {
        account: m!.account,
        nickname: m!.nickname,
        status: m!.status,
        balance: formatMoney(w?.balance ?? 0n),
        vipLevel: m!.vipLevel,
        createdAt: m!.createdAt.toISOString(),
      },
      orders: recentOrders.map(({ o, lottery }) => ({
        id: o.id.toString(),
        lottery,
        issueNo: o.issueNo,
        amount: formatMoney(o.amountMilli),
        win: formatMoney(o.winMilli),
        status: o.status,
        createdAt: o.createdAt.toISOString(),
      })),
      deposits: deposits.map((d) => ({ orderNo: d.orderNo, amount: formatMoney(d.amount), status: d.status, createdAt: d.createdAt.toISOString() })),
    };
  }

  async function messages(id: number, q: { before?: number; size: number }): Promise<ConsoleChatHistory> {
    const c = await conversationOf(db, id);
    const { rows, more } = await page(c.id, q.before, q.size);
    return { list: rows.map((r) => ({ ...messageView(r.m), operator: r.operator })), more, status: c.status };
  }

  /** Marks the member's messages read up to the newest (the unread count drops to 0). */
  async function markRead(id: number) {
    const c = await conversationOf(db, id);
    await db
      .update(chatConversations)
      .set({ operatorReadId: sql`greatest(${outer(chatConversations.operatorReadId)}, coalesce((select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.conversationId} = ${c.id}), 0))` })
      .where(eq(chatConversations.id, c.id));
    return row(c.id);
  }

  /**
   * An operator's reply. An open conversation is taken by the operator who answers it; one assigned
   * to another operator stays his (a colleague may step in); a closed one cannot be answered.
   */
  async function reply(op: SessionOperator, id: number, body: string) {
    const now = clock.now();
    const { conversation, message, taken } = await db.transaction(async (tx) => {
      const c = await conversationOf(tx, id, true);
      if (c.status === ChatStatus.CLOSED) throw rejected('chat.closed');
      const taken = c.status === ChatStatus.OPEN;
      const [m] = await tx
        .insert(chatMessages)
        .values({ conversationId: c.id, sender: ChatSender.OPERATOR, operatorId: op.operatorId, body, createdAt: now })
        .returning();
      await tx
        .update(chatConversations)
        .set({
          lastMessageAt: now,
          // Answering reads what the member wrote before.
          operatorReadId: sql`greatest(${outer(chatConversations.operatorReadId)}, coalesce((select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.conversationId} = ${c.id} and ${chatMessages.sender} = ${ChatSender.MEMBER}), 0))`,
          ...(taken ? { status: ChatStatus.ASSIGNED, operatorId: op.operatorId } : {}),
        })
        .where(eq(chatConversations.id, c.id));
      if (taken) await audit(tx, { ...byOperator(op), action: 'chat.assign', target: `chat:${c.id}`, before: { status: c.status, operator: null }, after: { status: ChatStatus.ASSIGNED, operator: op.account }, detail: { by: 'reply' } });
      // The text itself is the stored message; the audit names it.
      await audit(tx, { ...byOperator(op), action: 'chat.reply', target: `chat:${c.id}`, detail: { messageId: m!.id.toString() } });
      return { conversation: c, message: m!, taken };
    });
    await announce(conversation.memberId, conversation.id, message.id);
    return { ...messageView(message), operator: op.account, taken };
  }

  /** Operators who may answer chats (active, with a role granting chat.answer). */
  async function answerers(tx: DbOrTx) {
    const [ops, custom] = await Promise.all([
      tx.select().from(operators).where(eq(operators.status, 1)).orderBy(operators.account).limit(500),
      tx.select().from(operatorRoles).limit(200),
    ]);
    const grants = new Map<string, readonly string[]>(Object.entries(BUILTIN_ROLES));
    for (const r of custom) if (!grants.has(r.code)) grants.set(r.code, r.permissions);
    return ops.filter((o) => roleAllows(grants.get(o.role) ?? [], 'chat.answer')).map((o) => ({ id: o.id.toString(), account: o.account }));
  }

  /** Takes a conversation (no operator named) or hands it over to another who may answer; audited. */
  async function assign(op: SessionOperator, id: number, to: string | undefined) {
    await db.transaction(async (tx) => {
      const c = await conversationOf(tx, id, true);
      if (c.status === ChatStatus.CLOSED) throw rejected('chat.closed');
      let target = { id: op.operatorId, account: op.account };
      if (to && to !== op.account) {
        const found = (await answerers(tx)).find((a) => a.account === to);
        if (!found) throw rejected('chat.operatorInvalid');
        target = { id: BigInt(found.id), account: found.account };
      }
      if (c.status === ChatStatus.ASSIGNED && c.operatorId === target.id) throw rejected('ops.noChange');
      const before = c.operatorId === null ? null : (await tx.query.operators.findFirst({ where: eq(operators.id, c.operatorId) }))?.account ?? null;
      await tx.update(chatConversations).set({ status: ChatStatus.ASSIGNED, operatorId: target.id }).where(eq(chatConversations.id, c.id));
      await audit(tx, { ...byOperator(op), action: 'chat.assign', target: `chat:${c.id}`, before: { status: c.status, operator: before }, after: { status: ChatStatus.ASSIGNED, operator: target.account } });
    });
    return row(BigInt(id));
  }

  /** Closes a conversation (the member's next message reopens it); audited. */
  async function close(op: SessionOperator, id: number) {
    const c = await db.transaction(async (tx) => {
      const c = await conversationOf(tx, id, true);
      if (c.status === ChatStatus.CLOSED) throw rejected('ops.noChange');
      await tx.update(chatConversations).set({ status: ChatStatus.CLOSED, operatorId: null }).where(eq(chatConversations.id, c.id));
      await audit(tx, { ...byOperator(op), action: 'chat.close', target: `chat:${c.id}`, before: { status: c.status }, after: { status: ChatStatus.CLOSED } });
      return c;
    });
    // The member's page shows that it was closed.
    await announce(c.memberId, c.id, null);
    return row(c.id);
  }

  const cannedView = (r: typeof chatCanned.$inferSelect): ChatCannedView => ({ id: r.id.toString(), lang: r.lang as ChatCannedView['lang'], title: r.title, body: r.body });

  async function canned(lang: string | undefined): Promise<ChatCannedView[]> {
    const rows = await db
      .select()
      .from(chatCanned)
      .where(lang ? eq(chatCanned.lang, lang) : undefined)
      .orderBy(chatCanned.lang, chatCanned.id)
      .limit(CHAT_CANNED_MAX * 4);
    return rows.map(cannedView);
  }

  async function addCanned(op: SessionOperator, input: { lang: string; title: string; body: string }) {
    return db.transaction(async (tx) => {
      // One writer per language at a time, so the cap holds under concurrent adds.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat_canned:${input.lang}`}))`);
      const [n] = await tx.select({ n: count() }).from(chatCanned).where(eq(chatCanned.lang, input.lang));
      if (Number(n?.n ?? 0) >= CHAT_CANNED_MAX) throw rejected('chat.cannedFull');
      const [r] = await tx.insert(chatCanned).values({ ...input, createdBy: op.operatorId, createdAt: clock.now() }).returning();
      await audit(tx, { ...byOperator(op), action: 'chat.canned.add', target: `canned:${r!.id}`, after: input });
      return cannedView(r!);
    });
  }

  async function deleteCanned(op: SessionOperator, id: number) {
    return db.transaction(async (tx) => {
      const [r] = await tx.delete(chatCanned).where(eq(chatCanned.id, BigInt(id))).returning();
      if (!r) throw rejected('chat.cannedNotFound');
      await audit(tx, { ...byOperator(op), action: 'chat.canned.delete', target: `canned:${r.id}`, before: { lang: r.lang, title: r.title, body: r.body } });
      return cannedView(r);
    });
  }

  return { history, send, conversations, context, messages, markRead, reply, assign, close, answerers: () => answerers(db), canned, addCanned, deleteCanned };
}
