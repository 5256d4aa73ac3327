import { beforeAll, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { consoleMemberPaths, MEMBER_NOTE_MAX, ResultCode } from '@lotus/contracts';
import { auditLog, memberNotes } from '../../db/schema.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { form, FORM } from '../../../test/harness.ts';
import { newOperator } from '../../../test/operators.ts';
import { client, expectRefused } from '../../../test/client.ts';

describeApp("internal notes on a member", { clock: () => handClock(Date.parse('2026-11-23T08:00:00Z')) }, (ctx) => {
  let api: ReturnType<typeof client>;
  let member: { account: string; token: string };
  let service: string;
  const clock = ctx.clock;
  const notesOf = (account: string) => consoleMemberPaths.notes.replace(':account', account);
  const audits = async (action: string) => Number((await ctx.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]!.n);

  beforeAll(async () => {
    api = client(ctx.app);
    member = await api.newMember('noted');
    service = await newOperator(ctx.app, 'service_n', 'service');
  });

  it('customer service adds notes, audited; operators list them newest first', async () => {
    expect((await api.get(notesOf(member.account), {}, { token: service })).body.data).toEqual([]);
    const first = await api.post(notesOf(member.account), { body: '  Called about a late deposit  ' }, { token: service, ip: '198.51.100.9' });
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.data).toMatchObject({ body: 'Called about a late deposit', operator: 'service_n' });
    clock.at += 60_000;
    await api.post(notesOf(member.account), { body: 'Asked to close the account' }, { token: service });
    expect(await audits('member.note')).toBe(2);
    const [row] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'member.note')).orderBy(auditLog.id).limit(1);
    expect(row).toMatchObject({ actorKind: 'operator', target: member.account, ip: '198.51.100.9', after: { body: 'Called about a late deposit' } });
    // Risk reads them (member.view) but may not write one.
    const risk = await newOperator(ctx.app, 'risk_n', 'risk');
    const listed = await api.get(notesOf(member.account), {}, { token: risk });
    expect(listed.body.data.map((n: { body: string }) => n.body)).toEqual(['Asked to close the account', 'Called about a late deposit']);
    expectRefused((await api.get(notesOf('ghost99'), {}, { token: risk })).body, 'console.memberNotFound');
  });

  it('refuses a member token, and a role without member.note, writing nothing', async () => {
    const before = Number((await ctx.db.select({ n: count() }).from(memberNotes))[0]!.n);
    const inject = (method: 'GET' | 'POST', token: string) =>
      ctx.app.inject({ method, url: notesOf(member.account), headers: { ...FORM, token }, payload: method === 'POST' ? form({ body: 'x' }) : undefined });
    for (const method of ['GET', 'POST'] as const) {
      const res = await inject(method, member.token);
      expect(res.statusCode, method).toBe(403);
      expect(res.json().code).toBe(ResultCode.FORBIDDEN);
    }
    const finance = await newOperator(ctx.app, 'finance_n', 'finance');
    expect((await inject('POST', finance)).statusCode).toBe(403);
    expect((await inject('GET', finance)).statusCode).toBe(200);
    expect(Number((await ctx.db.select({ n: count() }).from(memberNotes))[0]!.n)).toBe(before);
  });

  it('enforces the length limit with a translated message', async () => {
    const tooLong = 'a'.repeat(MEMBER_NOTE_MAX + 1);
    const en = await api.post(notesOf(member.account), { body: tooLong }, { token: service });
    expectRefused(en.body, 'console.noteTooLong');
    const vi = await ctx.app.inject({ method: 'POST', url: notesOf(member.account), headers: { ...FORM, token: service, lang: 'vi' }, payload: form({ body: tooLong }) });
    expect(vi.json().msg).toBe('Ghi chú tối đa 1.000 ký tự');
    const zh = await ctx.app.inject({ method: 'POST', url: notesOf(member.account), headers: { ...FORM, token: service, lang: 'zh' }, payload: form({ body: '   ' }) });
    expect(zh.json().msg).toBe('请输入备注内容');
    const exact = await api.post(notesOf(member.account), { body: 'b'.repeat(MEMBER_NOTE_MAX) }, { token: service });
    expect(exact.body.code, exact.body.msg).toBe(0);
  });
});
