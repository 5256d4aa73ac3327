import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt } from 'drizzle-orm';
import { consolePaths, formatPlatformTime, inboxPaths, memberPaths, protectionPaths, walletPaths } from '@lotus/contracts';
import { formatAmount, translate, type Language } from '@lotus/i18n';
import { loadConfig } from '../../config.ts';
import { dwOrders, members, opsQueueAlerts, outbox } from '../../db/schema.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { client } from '../../../test/client.ts';
import { loadSettings } from '../settings/index.ts';
import { clientCountry } from '../../lib/client-country.ts';
import { countryName, maskContact, opsAlert, opsRecipient, queueAlertPass, verifiedChannels } from './index.ts';

/**
 * Security and operator alerts (issue #33): each event writes its template to the outbox, addressed
 * to the member's verified mobile, in the language of his sign-in, and to his messages in the
 * member centre; a deposit or withdrawal waiting too long tells the operators once; no address
 * configured, no operator email.
 */
describe('alert channels', () => {
  it('sends to the mobile, and to the email only once verified', () => {
    expect(verifiedChannels({ mobile: '+84912345678', email: 'a@b.vn' })).toEqual([{ channel: 'sms', to: '+84912345678' }]);
    expect(verifiedChannels({ mobile: null, email: 'a@b.vn', emailVerified: true })).toEqual([{ channel: 'email', to: 'a@b.vn' }]);
    expect(verifiedChannels({ mobile: '', email: 'a@b.vn', emailVerifiedAt: new Date() })).toEqual([{ channel: 'email', to: 'a@b.vn' }]);
    expect(verifiedChannels({ mobile: null, email: null })).toEqual([]);
  });
  it('masks a contact shown in an alert', () => {
    expect(maskContact('0912345678')).toBe('091****678');
    expect(maskContact('nguyen@mail.vn')).toBe('n***@mail.vn');
  });

  it('an operator address reads in the language named after it, else the default', () => {
    expect(opsRecipient('ops@lotus.test')).toEqual({ to: 'ops@lotus.test', lang: 'vi' });
    expect(opsRecipient(' ops@lotus.test = zh ')).toEqual({ to: 'ops@lotus.test', lang: 'zh' });
    expect(opsRecipient('ops@lotus.test=fr')).toBeNull();
    expect(opsRecipient('=en')).toBeNull();
    expect(() => loadConfig({ OPS_ALERT_EMAILS: 'a@lotus.test=en, b@lotus.test' })).not.toThrow();
    expect(() => loadConfig({ OPS_ALERT_EMAILS: 'a@lotus.test=fr' })).toThrow();
  });
});

// The second address reads English (`=en`), the first the default (vi).
const OPS = ['ops1@lotus.test', 'ops2@lotus.test=en'];
describeApp('security and operator alerts', {
  clock: () => handClock(Date.now()),
  // Behind a trusted proxy that names the client's country (Cloudflare's header), for the new-country alert.
  config: (base) => ({ ...base, trustProxy: true, countryHeader: 'cf-ipcountry', messages: { ...base.messages, opsAlertEmails: OPS, queueAlertMinutes: 15 } }),
}, (ctx) => {
  let api: ReturnType<typeof client>;
  // Real time: the ledger and sessions are stamped by the database's clock too.
  const clock = ctx.clock;
  let op: string;

  beforeAll(async () => {
    api = client(ctx.app);
    op = await api.operator();
  });

  let mobiles = 0;
  /** A member signed in in `lang`, with a verified mobile; his id, token and the outbox's last id. */
  async function member(lang: Language) {
    const m = await api.newMember(`al${lang}`);
    mobiles += 1;
    const mobile = `09${String(10_000_000 + mobiles * 7919).padStart(8, '0')}`;
    // A mobile is bound only through its code (members.test.ts): here it is written as bound.
    await ctx.db.update(members).set({ mobile }).where(eq(members.account, m.account));
    const token = await api.login(m.account, m.password, { lang });
    const row = (await ctx.db.select().from(members).where(eq(members.account, m.account)))[0]!;
    return { ...m, token, mobile, id: row.id, lang };
  }
  const lastId = async () => (await ctx.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0n;
  const sentSince = (since: bigint) => ctx.db.select().from(outbox).where(gt(outbox.id, since)).orderBy(outbox.id);
  const shownTime = async () => formatPlatformTime(clock.now(), (await loadSettings(ctx.db)).platformTimeZone);
  const ok = (b: { code: number; msg: string }) => expect(b.code, b.msg).toBe(0);

  /** The event wrote exactly this template to the member's mobile, with this text, and to his messages. */
  async function expectAlert(
    m: Awaited<ReturnType<typeof member>>,
    since: bigint,
    template: string,
    vars: Record<string, string | number>,
    to: [string, string][] = [['sms', m.mobile]],
  ) {
    const vs = { account: m.account, time: await shownTime(), ...vars };
    const body = translate(m.lang, `msg.tpl.${template}.body`, vs);
    const sent = (await sentSince(since)).filter((r) => r.memberId === m.id);
    expect(sent.map((r) => [r.template, r.channel, r.recipient, r.lang, r.body])).toEqual(to.map(([channel, recipient]) => [template, channel, recipient, m.lang, body]));
    const inbox = await api.get(inboxPaths.list, { page: 1, size: 5 }, { token: m.token });
    ok(inbox.body);
    expect(inbox.body.data.list[0]).toMatchObject({ kind: template, title: translate(m.lang, `msg.tpl.${template}.subject`), body, read: false });
    return body;
  }

  it.each(['vi', 'en'] as const)('a sign-in from a new device alerts in %s; a known device does not', async (lang) => {
    const m = await member(lang);
    const since = await lastId();
    // The same browser again: no alert.
    await api.login(m.account, m.password, { lang });
    expect((await sentSince(since)).filter((r) => r.memberId === m.id)).toEqual([]);
    const token = await api.login(m.account, m.password, { lang, deviceId: 'phone-0001-abcdef' });
    const body = await expectAlert({ ...m, token }, since, 'newDevice', {
      device: translate(lang, 'rg.sessions.device.1'),
      ip: '127.0.0.1',
    });
    expect(body).toContain(lang === 'vi' ? 'thiết bị mới' : 'new device');
    // That device is known from now on.
    const again = await lastId();
    await api.login(m.account, m.password, { lang, deviceId: 'phone-0001-abcdef' });
    expect((await sentSince(again)).filter((r) => r.memberId === m.id)).toEqual([]);
  });

  it.each(['vi', 'en'] as const)('a sign-in from a new country alerts in %s; a known country, an unknown one or none does not', async (lang) => {
    const m = await member(lang);
    const since = await lastId();
    const from = (country: string) => api.login(m.account, m.password, { lang, headers: { 'cf-ipcountry': country } });
    // His earlier sign-ins had no country: the first one named is no alert (turning the header on alerts no one).
    await from('VN');
    await from('vn');
    await from('XX');
    expect((await sentSince(since)).filter((r) => r.memberId === m.id)).toEqual([]);
    const token = await from('SG');
    const body = await expectAlert({ ...m, token }, since, 'newCountry', { country: countryName('SG', lang), ip: '127.0.0.1' });
    expect(body).toContain(lang === 'vi' ? 'Singapore (SG)' : 'Singapore (SG)');
    const again = await lastId();
    await from('SG');
    await from('VN');
    expect((await sentSince(again)).filter((r) => r.memberId === m.id)).toEqual([]);
  });

  it('reads the country only from a valid code of the configured header', () => {
    expect(clientCountry({ 'cf-ipcountry': 'sg' }, 'cf-ipcountry')).toBe('SG');
    expect(clientCountry({ 'cf-ipcountry': 'SG' }, null)).toBeNull();
    expect(clientCountry({ 'cf-ipcountry': 'T1' }, 'cf-ipcountry')).toBeNull();
    expect(clientCountry({ 'cf-ipcountry': 'Singapore' }, 'cf-ipcountry')).toBeNull();
    expect(clientCountry({}, 'cf-ipcountry')).toBeNull();
    expect(countryName('VN', 'vi')).toBe('Việt Nam (VN)');
    expect(countryName('VN', 'en')).toBe('Vietnam (VN)');
  });

  it.each(['vi', 'en'] as const)('a changed login password alerts in %s (every session ended)', async (lang) => {
    const m = await member(lang);
    const since = await lastId();
    ok((await api.post(memberPaths.update.replace(':type', 'loginPwd'), { oldPassword: m.password, password: 'xyz45678q', confirmPassword: 'xyz45678q' }, { token: m.token, lang })).body);
    const token = await api.login(m.account, 'xyz45678q', { lang });
    await expectAlert({ ...m, token }, since, 'loginPwd', {});
  });

  it.each(['vi', 'en'] as const)('a set fund password and a changed email alert in %s', async (lang) => {
    const m = await member(lang);
    let since = await lastId();
    ok((await api.post(memberPaths.update.replace(':type', 'fundPwd'), { fundPwd: '654321ab', confirmFundPwd: '654321ab' }, { token: m.token, lang })).body);
    await expectAlert(m, since, 'fundPwd', {});
    // An email is bound with the code sent to it; the member's verified mobile is told of it.
    const email = `new-${lang}@mail.vn`;
    ok((await api.post(memberPaths.emailSendCode, { email }, { token: m.token, lang })).body);
    const sent = await ctx.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(desc(outbox.id)).limit(1);
    const code = /(\d{6})/.exec(sent[0]!.body)![1]!;
    since = await lastId();
    ok((await api.post(memberPaths.update.replace(':type', 'email'), { email, code }, { token: m.token, lang })).body);
    // The new address, verified by its code, is told as well.
    await expectAlert(m, since, 'contact', { what: translate(lang, 'msg.channel.email'), value: 'n***@mail.vn' }, [
      ['sms', m.mobile],
      ['email', email],
    ]);
    // Verified, the email receives the next alert too.
    since = await lastId();
    ok((await api.post(memberPaths.update.replace(':type', 'fundPwd'), { oldFundPwd: '654321ab', fundPwd: '654321cd', confirmFundPwd: '654321cd' }, { token: m.token, lang })).body);
    const both = (await sentSince(since)).filter((r) => r.memberId === m.id);
    expect(both.map((r) => [r.template, r.channel, r.recipient, r.lang])).toEqual([
      ['fundPwd', 'sms', m.mobile, lang],
      ['fundPwd', 'email', email, lang],
    ]);
    expect(both[1]!.subject).toBe(translate(lang, 'msg.tpl.fundPwd.subject'));
  });

  it.each(['vi', 'en'] as const)('a withdrawal asked for and paid alert in %s, amounts in its number format', async (lang) => {
    const m = await member(lang);
    const cardId = await api.readyToWithdraw(m.token);
    await api.credit(op, m.account, '5000');
    let since = await lastId();
    const w = await api.post(walletPaths.withdraw, { amount: '1234.5', cardId, fundPwd: '654321ab' }, { token: m.token, lang });
    ok(w.body);
    const amount = formatAmount('1234.500', lang);
    expect(amount).toBe(lang === 'vi' ? '1.234,50' : '1,234.50');
    await expectAlert(m, since, 'withdrawRequested', { amount });
    since = await lastId();
    const paid = await api.post(consolePaths.withdrawalApprove.replace(':orderNo', w.body.data.orderNo), { payoutRef: 'FT-ALERT-1' }, { token: op });
    ok(paid.body);
    await expectAlert(m, since, 'withdrawPaid', { amount });
  });

  it.each(['vi', 'en'] as const)('a play limit set alerts in %s, and the list marks read', async (lang) => {
    const m = await member(lang);
    const since = await lastId();
    ok((await api.post(protectionPaths.setLimit, { kind: 'deposit', period: '24h', amount: '1000' }, { token: m.token, lang })).body);
    await expectAlert(m, since, 'protection', {});
    const list = await api.get(inboxPaths.list, {}, { token: m.token });
    expect(list.body.data.unread).toBeGreaterThan(0);
    ok((await api.post(inboxPaths.read, {}, { token: m.token })).body);
    expect((await api.get(inboxPaths.list, {}, { token: m.token })).body.data).toMatchObject({ unread: 0 });
  });

  it('a member without a verified channel still finds the alert in his messages', async () => {
    const m = await api.newMember('alnone');
    const since = await lastId();
    ok((await api.post(memberPaths.update.replace(':type', 'fundPwd'), { fundPwd: '654321ab', confirmFundPwd: '654321ab' }, { token: m.token })).body);
    const id = (await ctx.db.select().from(members).where(eq(members.account, m.account)))[0]!.id;
    expect((await sentSince(since)).filter((r) => r.memberId === id)).toEqual([]);
    const list = await api.get(inboxPaths.list, {}, { token: m.token });
    expect(list.body.data).toMatchObject({ total: 1, unread: 1, list: [{ kind: 'fundPwd' }] });
  });

  it('a deposit waiting longer than the bound tells the operators once, not every tick', async () => {
    const m = await member('vi');
    const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount: '200' }, { token: m.token });
    ok(pre.body);
    ok((await api.post(walletPaths.deposit, { orderNo: pre.body.data.orderNo, payerName: 'Nguyen Van A' }, { token: m.token })).body);
    const orderNo = pre.body.data.orderNo as string;
    const cfg = ctx.app.deps.config.messages;
    // Not yet old: nothing.
    const since = await lastId();
    await queueAlertPass(ctx.db, cfg, new Date(clock.now().getTime() + 14 * 60_000));
    expect(await sentSince(since)).toEqual([]);
    // Old: one email per queue and operator address (other tests' withdrawals may wait too).
    const later = new Date(clock.now().getTime() + 16 * 60_000);
    const first = await queueAlertPass(ctx.db, cfg, later);
    expect(first.deposit).toBe(1);
    const depositBody = (lang: 'vi' | 'en') =>
      translate(lang, 'msg.tpl.opsQueue.body', { queue: translate(lang, 'msg.queue.deposit'), count: 1, minutes: 15 });
    expect(depositBody('en')).not.toBe(depositBody('vi'));
    const told = (await sentSince(since)).filter((r) => r.template === 'opsQueue' && r.body === depositBody(r.lang as 'vi' | 'en'));
    expect(told.map((r) => [r.channel, r.recipient, r.lang])).toEqual([
      ['email', 'ops1@lotus.test', 'vi'],
      ['email', 'ops2@lotus.test', 'en'],
    ]);
    // The next passes, now and an hour later, tell no one again.
    const after = await lastId();
    expect(await queueAlertPass(ctx.db, cfg, later)).toEqual({ deposit: 0, withdrawal: 0 });
    expect(await queueAlertPass(ctx.db, cfg, new Date(later.getTime() + 60 * 60_000))).toEqual({ deposit: 0, withdrawal: 0 });
    expect(await sentSince(after)).toEqual([]);
    expect(await ctx.db.select().from(opsQueueAlerts).where(eq(opsQueueAlerts.orderNo, orderNo))).toHaveLength(1);
  });

  it('no operator address configured: no operator email, and nothing recorded', async () => {
    const m = await member('en');
    const pre = await api.post(walletPaths.depositPre, { channelId: 1, amount: '300' }, { token: m.token });
    ok(pre.body);
    ok((await api.post(walletPaths.deposit, { orderNo: pre.body.data.orderNo, payerName: 'Nguyen Van B' }, { token: m.token })).body);
    const since = await lastId();
    const later = new Date(clock.now().getTime() + 60 * 60_000);
    expect(await queueAlertPass(ctx.db, { ...ctx.app.deps.config.messages, opsAlertEmails: [] }, later)).toEqual({ deposit: 0, withdrawal: 0 });
    expect(await ctx.db.transaction((tx) => opsAlert(tx, [], 'opsAudit', { count: 3 }, later))).toBe(0);
    expect(await sentSince(since)).toEqual([]);
    const order = (await ctx.db.select().from(dwOrders).where(eq(dwOrders.orderNo, pre.body.data.orderNo)))[0]!;
    expect(await ctx.db.select().from(opsQueueAlerts).where(and(eq(opsQueueAlerts.orderNo, order.orderNo)))).toEqual([]);
  });
});
