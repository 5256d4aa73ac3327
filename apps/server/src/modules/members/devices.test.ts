/**
 * Devices in the console (issue #31): a member's sign-in devices from his login records, the share
 * of bets per device over a range (the installed app apart, cancelled orders left out), and who
 * may read them and the VAPID key pair (report.view, member.view, settings.manage).
 */
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consoleMemberTabPaths, consolePushPaths, consoleReportPaths, orderPaths, paths, ResultCode, type PlacedOrders } from '@lotus/contracts';
import { buildBetLine, type Play } from '@lotus/engine';
import { members } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { client } from '../../../test/client.ts';
import { form, FORM } from '../../../test/harness.ts';
import { testClock } from '../../../test/lottery-helpers.ts';
import { newOperator } from '../../../test/operators.ts';
import { HOUSE, houseAccount, memberAccount, moveMoney } from '../ledger/service.ts';
import { familyOf } from '../lottery/families.ts';

const DWD = familyOf('ssc')!.plays.find((p) => p.code === 'ssc.5x.dwd')! as unknown as Play;
/** One digit on 万 at `multiple` × 2.000. */
const line = (digit: number) => ({ z: 0, ...buildBetLine({ play: DWD, selection: { rows: [[digit], [], [], [], []] }, mode: 1, multiple: 1, lineNo: 1 }) });
const ISSUE = '202611211021';

describeApp('devices in the console', { clock: () => testClock('2026-11-21T10:00:30Z'), checkMoney: true }, (ctx) => {
  let api: ReturnType<typeof client>;
  let op: string;
  let account: string;
  let password: string;
  let token: string;

  beforeAll(async () => {
    await ctx.app.scheduler.tick();
    api = client(ctx.app);
    op = await api.operator();
    ({ account, password, token } = await api.newMember('devs'));
    const [m] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.account, account));
    await ctx.db.transaction((tx) =>
      moveMoney(tx, { idempotencyKey: `test:${account}`, type: 'adjustment', from: houseAccount(HOUSE.adjustments), to: memberAccount(m!.id), amount: 1_000_000n, memberId: m!.id }),
    );
  });

  const ok = (body: { code: number; msg: string }) => expect(body.code, body.msg).toBe(0);

  async function bet(url: string, body: Record<string, string | number>, headers: Record<string, string>) {
    const res = await ctx.app.inject({ method: 'POST', url, headers: { ...FORM, lang: 'en', token, ...headers }, payload: form(body) });
    const json = res.json() as { code: number; msg: string; data: PlacedOrders };
    ok(json);
    return json.data.orderIds;
  }

  it("lists a member's sign-in devices: code and id, installed app or browser, sign-ins, first and last seen, last IP, most recent first", async () => {
    const login = async (values: Record<string, string | number>, ip: string, headers: Record<string, string> = {}) =>
      ok((await api.post(paths.memberLogin, { account, password, ...values }, { ip, headers })).body);
    await login({ device: 4, deviceId: 'phone-aaaa-1111' }, '10.0.0.4');
    ctx.clock.advance(60_000);
    await login({ device: 4, deviceId: 'phone-aaaa-1111' }, '10.0.0.5');
    ctx.clock.advance(60_000);
    // The same phone from the site installed as an app: the web adds `app: pwa` to its calls, as to its bets.
    await login({ device: 4, deviceId: 'phone-aaaa-1111' }, '10.0.0.6', { app: 'pwa' });
    ctx.clock.advance(60_000);
    await login({ device: 1, deviceId: 'desk-bbbb-2222' }, '10.0.0.1');
    // A failed sign-in is not a device of his.
    await api.post(paths.memberLogin, { account, password: 'wrong1234x', device: 3, deviceId: 'other-cccc-3333' }, { ip: '10.0.0.9' });

    const { body } = await api.get(consoleMemberTabPaths.loginDevices.replace(':account', account), { page: 1, size: 20 }, { token: op });
    ok(body);
    expect(body.data.total).toBe(4); // his sign-up's sign-in (device 1, no id), the phone's browser, its installed app, the desktop
    expect(
      body.data.list.map((r: { device: number; deviceId: string | null; installed: boolean; logins: number; lastIp: string }) => [r.device, r.deviceId, r.installed, r.logins, r.lastIp]),
    ).toEqual([
      [1, 'desk-bbbb-2222', false, 1, '10.0.0.1'],
      [4, 'phone-aaaa-1111', true, 1, '10.0.0.6'],
      [4, 'phone-aaaa-1111', false, 2, '10.0.0.5'],
      [1, null, false, 1, '127.0.0.1'],
    ]);
    const phone = body.data.list[2];
    expect(Date.parse(phone.lastSeenAt) - Date.parse(phone.firstSeenAt)).toBe(60_000);

    const page2 = (await api.get(consoleMemberTabPaths.loginDevices.replace(':account', account), { page: 2, size: 3 }, { token: op })).body;
    expect(page2.data).toMatchObject({ total: 4, page: 2, size: 3 });
    expect(page2.data.list).toHaveLength(1);
    expect((await api.get(consoleMemberTabPaths.loginDevices.replace(':account', account), { size: 101 }, { token: op })).body.code).not.toBe(0);
  });

  it('reports the share of bets per device with the installed app apart, cancelled orders left out', async () => {
    ctx.clock.set('2026-11-21T10:00:30Z'); // back on the issue's sale after the sign-ins above
    const one = (digit: number, key: string) => ({ tid: 101, pno: ISSUE, confirm: 1, key, bd: JSON.stringify([line(digit)]) });
    await bet(orderPaths.normalCreate, one(1, 'share-desktop-01'), { device: '1' });
    await bet(orderPaths.normalCreate, one(2, 'share-pwa-000001'), { device: '4', app: 'pwa' });
    await bet(orderPaths.normalChase, { tid: 101, confirm: 1, key: 'share-pwa-chase1', bd: JSON.stringify([line(3)]), cd: `${ISSUE},1|202611211022,2`, cm: 0 }, { device: '4', app: 'pwa' });
    await bet(orderPaths.normalCreate, one(4, 'share-mobile-001'), { device: '4' });
    await bet(orderPaths.normalCreate, one(5, 'share-nothing-01'), {});
    const [cancelled] = await bet(orderPaths.normalCreate, one(6, 'share-android-01'), { device: '3' });
    ok((await api.post(orderPaths.cancel, { orderId: cancelled! }, { token })).body);

    const { body } = await api.get(consoleReportPaths.devices, {}, { token: op });
    ok(body);
    expect(body.data.total).toEqual({ orders: 6, stake: '14.000' });
    expect(body.data.rows).toEqual([
      { device: 1, installed: false, orders: 1, stake: '2.000', orderShare: 16.66, stakeShare: 14.28 },
      { device: 4, installed: false, orders: 1, stake: '2.000', orderShare: 16.66, stakeShare: 14.28 },
      { device: 4, installed: true, orders: 3, stake: '8.000', orderShare: 50, stakeShare: 57.14 },
      { device: null, installed: false, orders: 1, stake: '2.000', orderShare: 16.66, stakeShare: 14.28 },
    ]);
    // A range without bets has no rows; a range longer than 92 days is refused.
    const before = (await api.get(consoleReportPaths.devices, { from: '2026-10-01', to: '2026-10-31' }, { token: op })).body;
    ok(before);
    expect(before.data).toMatchObject({ from: '2026-10-01', to: '2026-10-31', rows: [], total: { orders: 0, stake: '0.000' } });
    expect((await api.get(consoleReportPaths.devices, { from: '2026-01-01', to: '2026-11-21' }, { token: op })).body.code).not.toBe(0);
  });

  it('lets only report.view read the share, member.view the devices, settings.manage the VAPID keys', async () => {
    const service = await newOperator(ctx.app, 'svc_dev', 'service'); // member.view, no report.view
    const operations = await newOperator(ctx.app, 'ops_dev', 'operations'); // report.view, no member.view
    const finance = await newOperator(ctx.app, 'fin_dev', 'finance'); // no settings.manage
    // Refused: 403, and an operator's call the FORBIDDEN result code (a member's is refused before his permissions are read).
    const forbidden = (r: { res: { statusCode: number }; body: { code: number } }, byMember = false) => {
      expect(r.res.statusCode).toBe(403);
      if (!byMember) expect(r.body.code).toBe(ResultCode.FORBIDDEN);
    };
    const devices = consoleMemberTabPaths.loginDevices.replace(':account', account);
    forbidden(await api.get(consoleReportPaths.devices, {}, { token: service }));
    forbidden(await api.get(consoleReportPaths.devices, {}, { token }), true);
    ok((await api.get(consoleReportPaths.devices, {}, { token: operations })).body);
    forbidden(await api.get(devices, {}, { token: operations }));
    forbidden(await api.get(devices, {}, { token }), true);
    ok((await api.get(devices, {}, { token: service })).body);

    const view = (await api.get(consolePushPaths.vapid, {}, { token: op })).body;
    ok(view);
    for (const t of [finance, service, token]) {
      forbidden(await api.get(consolePushPaths.vapid, {}, { token: t }), t === token);
      forbidden(await api.post(consolePushPaths.vapid, { publicKey: view.data.publicKey, privateKey: 'A'.repeat(43) }, { token: t }), t === token);
    }
    // Nothing was changed by the refused calls.
    expect((await api.get(consolePushPaths.vapid, {}, { token: op })).body.data).toEqual(view.data);
  });
});
