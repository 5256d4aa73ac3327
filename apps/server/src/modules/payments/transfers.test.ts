import { expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { bankTransferPaths, DwStatus, walletPaths } from '@lotus/contracts';
import { DEMO_SEPAY_KEY } from '../../config.ts';
import { bankTransfers, ledger, payCallbacks, payOrders } from '../../db/schema.ts';
import { newOperator } from '../../../test/operators.ts';
import { describePayments } from '../../../test/payments.ts';
import { readVietqr } from './vietqr.ts';

const ACCOUNT = '0011000000001';

/**
 * VietQR bank transfers credited from the bank feed (issue #28 §2 and its safety points): the QR
 * at depositPre, SePay's webhook crediting an order once (repeats and ten at once), the key checked
 * before anything is read, every other transfer queued with its reason, the console's match (two
 * operators at the large amount) and refund, the statement import, and a fuzz of the webhook.
 */
describePayments('VietQR transfers', {}, (env) => {
  const { ok, member, balanceOf, statusOf, cancelDeposit } = env;
  let feedId = 90_000;

  const transfersOf = (source: string, id: string) =>
    env.database.db
      .select()
      .from(bankTransfers)
      .where(and(eq(bankTransfers.source, source), eq(bankTransfers.feedId, id)));

  /** Opens a bank deposit on the VietQR channel (1: Vietcombank, rate 1,000 VND). */
  async function open(token: string, amount = '300') {
    const { body } = await env.api.post(walletPaths.depositPre, { channelId: 1, amount }, { token });
    ok(body);
    return {
      orderNo: body.data.orderNo as string,
      vietqr: body.data.vietqr as { payload: string; content: string; amountVnd: string; expiresAt: string },
    };
  }

  /** SePay's webhook body for a credit. */
  function credit(content: string, amount: number, over: Record<string, unknown> = {}) {
    feedId += 1;
    return {
      id: feedId,
      gateway: 'Vietcombank',
      transactionDate: '2026-11-26 17:01:00',
      accountNumber: ACCOUNT,
      code: null,
      content,
      transferType: 'in',
      transferAmount: amount,
      accumulated: 19_077_000,
      subAccount: null,
      referenceCode: `MBVCB.${feedId}`,
      description: '',
      ...over,
    };
  }
  async function hook(body: unknown, opts: { auth?: string | null; ip?: string; type?: string } = {}) {
    const auth = opts.auth === undefined ? `Apikey ${DEMO_SEPAY_KEY}` : opts.auth;
    const res = await env.app.inject({
      method: 'POST',
      url: bankTransferPaths.sepayWebhook,
      headers: {
        'content-type': opts.type ?? 'application/json',
        ...(auth !== null ? { authorization: auth } : {}),
      },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: opts.ip ?? '127.0.0.1',
    });
    return { status: res.statusCode, body: res.json() as { success: boolean } };
  }

  it('answers depositPre on a VietQR bank channel with the QR payload, a transfer code and the expiry', async () => {
    const m = await member('vqopen');
    const { orderNo, vietqr } = await open(m.token, '300.5');
    expect(vietqr.content).toMatch(/^LT[2-9A-HJKMNP-Z]{5}$/);
    expect(vietqr.amountVnd).toBe('300500');
    expect(vietqr.expiresAt).toBe('2026-11-26T10:30:00.000Z');
    expect(readVietqr(vietqr.payload)).toMatchObject({
      '01': '12',
      '38.00': 'A000000727',
      '38.01.00': '970436',
      '38.01.01': ACCOUNT,
      '38.02': 'QRIBFTTA',
      '53': '704',
      '54': '300500',
      '58': 'VN',
      '62.08': vietqr.content,
    });
    const intent = await env.database.db.query.payOrders.findFirst({ where: eq(payOrders.orderNo, orderNo) });
    expect(intent).toMatchObject({
      provider: 'vietqr',
      providerAmount: 300_500n,
      terminal: ACCOUNT,
      transferCode: vietqr.content,
    });
    // Another order, another code.
    expect((await open(m.token)).vietqr.content).not.toBe(vietqr.content);
  });

  it('credits a transfer holding the code and the amount once, pushes the balance, and takes a repeat as such', async () => {
    const m = await member('vqok');
    const { orderNo, vietqr } = await open(m.token);
    const event = credit(`MBVCB.123.${vietqr.content}.CT tu 0123 toi ${ACCOUNT}`, 300_000);
    expect(await hook(event)).toEqual({ status: 200, body: { success: true } });
    expect(await balanceOf(m.id)).toBe(300_000n);
    expect(await statusOf(orderNo)).toBe(DwStatus.COMPLETED);
    expect(env.pushes).toHaveLength(1);
    expect(await hook(event)).toEqual({ status: 200, body: { success: true } });
    expect(await balanceOf(m.id)).toBe(300_000n);
    expect(env.pushes).toHaveLength(1);
    const rows = await env.database.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.memberId, m.id), eq(ledger.type, 'deposit')));
    expect(rows.map((r) => [r.amount, r.balanceBefore, r.balanceAfter])).toEqual([[300_000n, 0n, 300_000n]]);
    expect(await transfersOf('sepay', String(event.id))).toMatchObject([
      { status: 'credited', orderNo, memberId: m.id },
    ]);
    const calls = await env.database.db
      .select()
      .from(payCallbacks)
      .where(eq(payCallbacks.providerRef, event.referenceCode));
    expect(calls.map((c) => [c.outcome, c.answer])).toEqual([
      ['credited', '200'],
      ['duplicate', '200'],
    ]);
    expect(calls[0]!.raw).toBe(JSON.stringify(event));
    expect(
      (await env.database.db.query.payOrders.findFirst({ where: eq(payOrders.orderNo, orderNo) }))
        ?.providerRef,
    ).toBe(event.referenceCode);
  });

  it('credits ten identical transfers delivered at once exactly once; another transfer for the paid order waits', async () => {
    const m = await member('vqten');
    const { orderNo, vietqr } = await open(m.token, '1000');
    const event = credit(vietqr.content, 1_000_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => hook(event)));
    expect(answers.every((a) => a.status === 200 && a.body.success)).toBe(true);
    expect(await balanceOf(m.id)).toBe(1_000_000n);
    expect(
      await env.database.db
        .select()
        .from(ledger)
        .where(and(eq(ledger.memberId, m.id), eq(ledger.type, 'deposit'))),
    ).toHaveLength(1);
    expect(await transfersOf('sepay', String(event.id))).toHaveLength(1);
    const outcomes = (
      await env.database.db
        .select()
        .from(payCallbacks)
        .where(eq(payCallbacks.providerRef, event.referenceCode))
    ).map((c) => c.outcome);
    expect(outcomes.sort()).toEqual(['credited', ...Array(9).fill('duplicate')].sort());
    // The member pays twice (a second transfer, its own id): the order is paid, the second waits.
    const again = credit(vietqr.content, 1_000_000);
    expect((await hook(again)).body.success).toBe(true);
    expect(await balanceOf(m.id)).toBe(1_000_000n);
    expect(await transfersOf('sepay', String(again.id))).toMatchObject([
      { status: 'unmatched', reason: 'alreadyPaid' },
    ]);
    expect(await statusOf(orderNo)).toBe(DwStatus.COMPLETED);
  });

  it('queues, with the reason, a transfer without a code, of another amount, for an expired or cancelled order, or to an unknown account', async () => {
    const m = await member('vqun');
    const a = await open(m.token);
    const cancelled = await open(m.token);
    await cancelDeposit(cancelled.orderNo);
    const cases: [Record<string, unknown>, string][] = [
      [credit('chuyen tien nap game', 300_000), 'noCode'],
      [credit(a.vietqr.content, 299_999), 'badAmount'],
      [credit(a.vietqr.content, 300_000, { accountNumber: '999888777' }), 'unknownAccount'],
      [credit(cancelled.vietqr.content, 300_000), 'expired'],
      [credit('LT22222', 300_000), 'noCode'],
    ];
    for (const [event, reason] of cases) {
      expect(await hook(event)).toEqual({ status: 200, body: { success: true } });
      expect(await transfersOf('sepay', String(event.id)), reason).toMatchObject([
        { status: 'unmatched', reason },
      ]);
    }
    // Past the order's 30 minutes: the bank's own time decides.
    env.now = new Date(env.now.getTime() + 31 * 60_000);
    const late = credit(a.vietqr.content, 300_000, { transactionDate: '2026-11-26 17:31:00' });
    await hook(late);
    expect(await transfersOf('sepay', String(late.id))).toMatchObject([
      { status: 'unmatched', reason: 'expired' },
    ]);
    expect(await balanceOf(m.id)).toBe(0n);
    expect(await statusOf(a.orderNo)).toBe(DwStatus.PROCESSING);
    const queue = (
      await env.api.get(
        bankTransferPaths.consoleTransfers,
        { status: 'unmatched', size: 100 },
        { token: env.op },
      )
    ).body;
    ok(queue);
    const ids = queue.data.list.map((r: { feedId: string }) => r.feedId);
    for (const [event] of cases) expect(ids).toContain(String(event.id));
    expect(queue.data.list.every((r: { status: string }) => r.status === 'unmatched')).toBe(true);
  });

  it('checks the key before anything is read: 401, nothing taken, the call recorded', async () => {
    const m = await member('vqkey');
    const { vietqr } = await open(m.token);
    const event = credit(vietqr.content, 300_000);
    for (const auth of [
      null,
      'Apikey wrong-key-123',
      `Bearer ${DEMO_SEPAY_KEY}`,
      `Apikey ${DEMO_SEPAY_KEY}x`,
      DEMO_SEPAY_KEY,
    ]) {
      expect(await hook(event, { auth }), String(auth)).toEqual({
        status: 401,
        body: { success: false, message: 'invalid key' },
      });
    }
    // Not even parsed: bad JSON with a wrong key is refused as the key, not as the JSON.
    expect((await hook('{not json', { auth: 'Apikey nope-nope' })).status).toBe(401);
    expect(await transfersOf('sepay', String(event.id))).toHaveLength(0);
    expect(await balanceOf(m.id)).toBe(0n);
    const refused = await env.database.db
      .select()
      .from(payCallbacks)
      .where(and(eq(payCallbacks.provider, 'sepay'), eq(payCallbacks.outcome, 'badSignature')));
    expect(refused.length).toBeGreaterThanOrEqual(6);
    expect(refused.every((r) => r.amount === null && r.orderNo === null && r.answer === '401')).toBe(true);
    expect(JSON.stringify(refused, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      DEMO_SEPAY_KEY,
    );
    // The right key: credited.
    expect((await hook(event)).body.success).toBe(true);
    expect(await balanceOf(m.id)).toBe(300_000n);
    const doc = await env.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.body).toContain(bankTransferPaths.sepayWebhook);
    expect(doc.body).not.toContain(DEMO_SEPAY_KEY);
  });

  it('takes the webhook only from PAY_ALLOWED_IPS when it is set, ignores money out, refuses what is not a transaction', async () => {
    const m = await member('vqip');
    const { vietqr } = await open(m.token);
    const event = credit(vietqr.content, 300_000);
    env.app.deps.config.payAllowedIps = ['103.255.238.9'];
    expect((await hook(event, { ip: '198.51.100.7' })).status).toBe(403);
    expect(await balanceOf(m.id)).toBe(0n);
    expect(
      (await hook(credit(vietqr.content, 300_000, { transferType: 'out' }), { ip: '103.255.238.9' })).body
        .success,
    ).toBe(true);
    expect(await balanceOf(m.id)).toBe(0n);
    for (const bad of [
      '{not json',
      '[]',
      'null',
      JSON.stringify({ ...event, transferAmount: '300000' }),
      JSON.stringify({ ...event, transferType: 'sideways' }),
    ]) {
      expect((await hook(bad, { ip: '103.255.238.9' })).status, bad).toBe(400);
    }
    expect(await balanceOf(m.id)).toBe(0n);
    expect((await hook(event, { ip: '103.255.238.9' })).body.success).toBe(true);
    expect(await balanceOf(m.id)).toBe(300_000n);
  });

  it('lets an operator match a queued transfer to an order of its amount or to a member, once, and mark another refunded', async () => {
    const m = await member('vqmatch');
    const expired = await open(m.token, '200');
    env.now = new Date(env.now.getTime() + 40 * 60_000);
    const late = credit(expired.vietqr.content, 200_000, { transactionDate: '2026-11-26 17:45:00' });
    await hook(late);
    const [queued] = await transfersOf('sepay', String(late.id));
    expect(queued).toMatchObject({ status: 'unmatched', reason: 'expired' });
    const match = (values: Record<string, string | number>, token = env.op) =>
      env.api.post(bankTransferPaths.consoleTransferMatch, values, { token });
    // Refusals: both targets, another amount's order, an unknown member; nothing credited.
    expect(
      (await match({ id: String(queued!.id), orderNo: expired.orderNo, account: m.account })).body.code,
    ).not.toBe(0);
    const other = await open(m.token, '150');
    const differs = (await match({ id: String(queued!.id), orderNo: other.orderNo })).body;
    expect(differs.code).not.toBe(0);
    expect(differs.msg).toContain('200,000 VND');
    expect((await match({ id: String(queued!.id), account: 'nobody_here' })).body.code).not.toBe(0);
    expect(await balanceOf(m.id)).toBe(0n);
    // The expired order of the same amount: credited, once.
    const done = (await match({ id: String(queued!.id), orderNo: expired.orderNo })).body;
    ok(done);
    expect(done.data).toEqual({ status: 'matched', awaitingSecond: false, orderNo: expired.orderNo });
    expect(await statusOf(expired.orderNo)).toBe(DwStatus.COMPLETED);
    expect(await balanceOf(m.id)).toBe(200_000n);
    expect((await match({ id: String(queued!.id), orderNo: expired.orderNo })).body.code).not.toBe(0);
    expect(await balanceOf(m.id)).toBe(200_000n);
    // A transfer without a code, to the member: its VND at the channel's rate (1,000), truncated.
    const loose = credit('nap tien cho vqmatch', 123_456);
    await hook(loose);
    const [looseRow] = await transfersOf('sepay', String(loose.id));
    const toMember = (await match({ id: String(looseRow!.id), account: m.account })).body;
    ok(toMember);
    expect(await balanceOf(m.id)).toBe(200_000n + 123_456n);
    expect(env.pushes.length).toBeGreaterThanOrEqual(2);
    // Refunded: out of the queue, nothing credited; not twice.
    const stray = credit('khong ro', 50_000);
    await hook(stray);
    const [strayRow] = await transfersOf('sepay', String(stray.id));
    const refund = (values: Record<string, string | number>) =>
      env.api.post(bankTransferPaths.consoleTransferRefund, values, { token: env.op });
    expect((await refund({ id: String(strayRow!.id), note: '' })).body.code).not.toBe(0);
    ok((await refund({ id: String(strayRow!.id), note: 'VCB FT2533 returned' })).body);
    expect((await refund({ id: String(strayRow!.id), note: 'again' })).body.code).not.toBe(0);
    expect(await transfersOf('sepay', String(stray.id))).toMatchObject([
      { status: 'refunded', note: 'VCB FT2533 returned' },
    ]);
    // A member may not see or act on the queue.
    expect(
      (await env.api.get(bankTransferPaths.consoleTransfers, {}, { token: m.token })).body.code,
    ).not.toBe(0);
  });

  it('needs a second operator to match a transfer at or above the large amount', async () => {
    const m = await member('vqbig');
    const big = credit('chuyen khoan lon', 60_000_000); // 60,000 units ≥ withdrawTwoPersonMin 50,000
    await hook(big);
    const [row] = await transfersOf('sepay', String(big.id));
    const match = (token: string, account = m.account) =>
      env.api.post(bankTransferPaths.consoleTransferMatch, { id: String(row!.id), account }, { token });
    const first = (await match(env.op)).body;
    ok(first);
    expect(first.data).toEqual({ status: 'unmatched', awaitingSecond: true, orderNo: null });
    expect(await balanceOf(m.id)).toBe(0n);
    expect((await match(env.op)).body.code).not.toBe(0); // the proposer again
    const checker = await newOperator(env.app, 'vqchecker', 'finance');
    const other = await member('vqbig2');
    expect((await match(checker, other.account)).body.code).not.toBe(0); // another target than proposed
    const second = (await match(checker)).body;
    ok(second);
    expect(second.data.status).toBe('matched');
    expect(await balanceOf(m.id)).toBe(60_000_000n);
    expect((await match(checker)).body.code).not.toBe(0);
    expect(await balanceOf(m.id)).toBe(60_000_000n);
  });

  /** The console imports a bank statement for the demo's account; answers the envelope. */
  const importStatement = async (csv: string) =>
    (
      await env.api.post(
        bankTransferPaths.consoleStatementImport,
        { csv, accountNo: ACCOUNT },
        { token: env.op },
      )
    ).body;

  it('imports a Vietcombank statement into the same matcher, each line once', async () => {
    const m = await member('vqcsv');
    const { orderNo, vietqr } = await open(m.token, '250');
    const csv = [
      'NGÂN HÀNG TMCP NGOẠI THƯƠNG VIỆT NAM',
      `Số tài khoản:,${ACCOUNT}`,
      'Từ ngày:,26/11/2026,Đến ngày:,26/11/2026',
      '',
      'STT,Ngày giao dịch,Số tham chiếu,Số tiền ghi nợ,Số tiền ghi có,Số dư,Mô tả',
      `1,26/11/2026 17:05:00,5213 - 70211,,"250,000","19,327,000","MBVCB.3278907687.${vietqr.content}.CT tu 0123456789"`,
      '2,26/11/2026 17:06:00,5213 - 70212,"1,000,000",,"18,327,000",Phi dich vu',
      '3,26/11/2026 17:07:00,5213 - 70213,,"75,000","18,402,000",chuyen tien khong ma',
    ].join('\n');
    const imported = await importStatement(csv);
    ok(imported);
    expect(imported.data).toEqual({
      format: 'vietcombank',
      lines: 3,
      credited: 1,
      unmatched: 1,
      duplicate: 0,
      skipped: 1,
    });
    expect(await statusOf(orderNo)).toBe(DwStatus.COMPLETED);
    expect(await balanceOf(m.id)).toBe(250_000n);
    const again = await importStatement(csv);
    expect(again.data).toMatchObject({ credited: 0, unmatched: 0, duplicate: 2 });
    expect(await balanceOf(m.id)).toBe(250_000n);
    // Techcombank's columns.
    const tcb = await open(m.token, '120');
    const tcbCsv = [
      'Ngày giao dịch,Đối tác,Diễn giải,Nợ TKTT,Có TKTT,Số dư,Số tham chiếu',
      `26/11/2026,NGUYEN VAN A,${tcb.vietqr.content} nap,,120000,0,FT26330ABCD`,
    ].join('\n');
    const t = await importStatement(tcbCsv);
    ok(t);
    expect(t.data).toMatchObject({ format: 'techcombank', credited: 1 });
    expect(await balanceOf(m.id)).toBe(370_000n);
    const bad = (
      await env.api.post(
        bankTransferPaths.consoleStatementImport,
        { csv: 'a,b,c\n1,2,3', accountNo: ACCOUNT },
        { token: env.op },
      )
    ).body;
    expect(bad.code).not.toBe(0);
  });

  it('fuzz: bad JSON, huge or odd amounts, unknown fields never answer 5xx and credit nothing', async () => {
    const m = await member('vqfuzz');
    const { orderNo, vietqr } = await open(m.token, '300');
    const amount = fc
      .oneof(
        fc.integer(),
        fc.double(),
        fc.constantFrom(1e13, 2 ** 53 + 2, -300_000, 0, 300_000.5, 1e308),
        fc.string({ maxLength: 12 }),
        fc.constant(null),
      )
      .filter((a) => a !== 300_000);
    const body = fc.oneof(
      fc
        .record({
          id: fc.oneof(
            fc.integer(),
            fc.string({ maxLength: 80 }),
            fc.constant(null),
            fc.constantFrom(2 ** 63, 2 ** 64, '9223372036854775808', '18446744073709551616'),
          ),
          accountNumber: fc.oneof(fc.constant(ACCOUNT), fc.string({ maxLength: 40 })),
          content: fc.oneof(
            fc.constant(vietqr.content),
            fc.string({ maxLength: 600 }),
            fc.constant(`${vietqr.content} `.repeat(200)),
          ),
          transferType: fc.constantFrom('in', 'out', 'IN', ''),
          transferAmount: amount,
          extra: fc.jsonValue(),
        })
        .map((r) => JSON.stringify(r)),
      fc.string({ maxLength: 300 }),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (payload, type) => {
          const r = await hook(payload, { type });
          expect(r.status).toBeLessThan(500);
          expect(typeof r.body.success).toBe('boolean');
        },
      ),
      { numRuns: 120 },
    );
    expect(await balanceOf(m.id)).toBe(0n);
    expect(await statusOf(orderNo)).toBe(DwStatus.PROCESSING);
  });
});
