import { beforeAll, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { inboxPaths, memberPaths, paths } from '@lotus/contracts';
import { LANGUAGES, translate } from '@lotus/i18n';
import { auditLog, members, outbox } from '../../db/schema.ts';
import { describeApp, handClock } from '../../../test/app.ts';
import { client, expectRefused } from '../../../test/client.ts';

/**
 * Verified contacts and account recovery (issue #33), on PGlite and PostgreSQL: an email is bound
 * with a code sent to it by email (the machinery of the mobile's codes, modules/members/codes.ts);
 * a forgotten login password is reset with a code sent to the verified mobile or email, in the
 * member's language; asking answers the same for any account; a code dies at its fifth wrong
 * guess; a reset ends every session and leaves the fund password as it was.
 */
describeApp('verified contacts and account recovery', { clock: () => handClock() }, (ctx) => {
  let api: ReturnType<typeof client>;
  beforeAll(() => {
    api = client(ctx.app);
  });
  const update = (type: string) => memberPaths.update.replace(':type', type);

  /** The newest message in the outbox to this recipient. */
  async function lastTo(recipient: string) {
    const rows = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1);
    const row = rows[0]!;
    return { ...row, code: /(\d{6})/.exec(row.body)![1]! };
  }
  const outboxCount = async () => (await ctx.db.select({ id: outbox.id }).from(outbox)).length;
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  let seq = 0;
  /** A new member with his mobile bound (and verified) by its code; each call from its own address. */
  async function memberWithMobile(prefix: string) {
    seq += 1;
    const ip = `10.33.0.${seq}`;
    const m = await api.newMember(prefix);
    const mobile = `09${String(10_000_000 + seq * 7919).slice(-8)}`;
    expect((await api.post(memberPaths.mobileSendCode, { mobile }, { token: m.token, ip })).body.code).toBe(
      0,
    );
    const bound = await api.post(
      update('mobile'),
      { mobile, code: (await lastTo(mobile)).code },
      { token: m.token, ip },
    );
    expect(bound.body.code, bound.body.msg).toBe(0);
    return { ...m, mobile, ip };
  }

  it("binds an email with the code sent to it by email; a verified email changes only with the old one's code or the fund password", async () => {
    const m = await api.newMember('mail');
    const ip = '10.33.1.1';
    const sent = await api.post(
      memberPaths.emailSendCode,
      { email: 'an@example.com' },
      { token: m.token, ip, lang: 'vi' },
    );
    expect(sent.body).toEqual({
      code: 0,
      msg: translate('vi', 'member.emailCodeSent'),
      data: { resendAfterSeconds: 60 },
    });
    expectRefused(
      (await api.post(memberPaths.emailSendCode, { email: 'an@example.com' }, { token: m.token, ip })).body,
      'member.codeTooFrequent',
      { seconds: 60 },
    );
    const mail = await lastTo('an@example.com');
    expect([mail.channel, mail.template, mail.lang, mail.subject]).toEqual([
      'email',
      'code',
      'vi',
      translate('vi', 'msg.tpl.code.subject'),
    ]);
    expect(mail.body).toBe(translate('vi', 'msg.tpl.code.body', { code: mail.code }));
    expectRefused(
      (
        await api.post(
          update('email'),
          { email: 'an@example.com', code: wrong(mail.code) },
          { token: m.token },
        )
      ).body,
      'member.codeInvalid',
    );
    // A code for one address does not bind another.
    expectRefused(
      (await api.post(update('email'), { email: 'other@example.com', code: mail.code }, { token: m.token }))
        .body,
      'member.codeInvalid',
    );
    const ok = await api.post(
      update('email'),
      { email: 'an@example.com', code: mail.code },
      { token: m.token },
    );
    expect(ok.body.code, ok.body.msg).toBe(0);
    expect((await api.get(memberPaths.memberInfo, {}, { token: m.token })).body.data).toMatchObject({
      email: 'an@example.com',
      emailVerified: true,
      mobileVerified: false,
    });
    // A code is used once.
    expectRefused(
      (await api.post(update('email'), { email: 'an@example.com', code: mail.code }, { token: m.token }))
        .body,
      'member.codeInvalid',
    );

    // Changing it: the new address's code alone is not enough.
    await api.post(memberPaths.emailSendCode, { email: 'binh@example.com' }, { token: m.token, ip });
    const next = await lastTo('binh@example.com');
    expectRefused(
      (await api.post(update('email'), { email: 'binh@example.com', code: next.code }, { token: m.token }))
        .body,
      'msg.oldEmailProof',
    );
    // With the old address's code it moves.
    ctx.clock.at += 61_000;
    await api.post(memberPaths.emailSendCode, { email: 'an@example.com' }, { token: m.token, ip });
    const old = await lastTo('an@example.com');
    const moved = await api.post(
      update('email'),
      { email: 'binh@example.com', code: next.code, oldCode: old.code },
      { token: m.token },
    );
    expect(moved.body.code, moved.body.msg).toBe(0);
    // And with the fund password instead.
    expect(
      (
        await api.post(
          update('fundPwd'),
          { fundPwd: '654321ab', confirmFundPwd: '654321ab' },
          { token: m.token },
        )
      ).body.code,
    ).toBe(0);
    await api.post(memberPaths.emailSendCode, { email: 'chi@example.com' }, { token: m.token, ip });
    const third = await lastTo('chi@example.com');
    expectRefused(
      (
        await api.post(
          update('email'),
          { email: 'chi@example.com', code: third.code, fundPwd: 'wrong999x' },
          { token: m.token },
        )
      ).body,
      'msg.oldEmailProof',
    );
    const byFund = await api.post(
      update('email'),
      { email: 'chi@example.com', code: third.code, fundPwd: '654321ab' },
      { token: m.token },
    );
    expect(byFund.body.code, byFund.body.msg).toBe(0);
    expect((await api.get(memberPaths.memberInfo, {}, { token: m.token })).body.data).toMatchObject({
      email: 'chi@example.com',
      emailVerified: true,
    });
  });

  it('an email saved before codes existed is shown unverified and does not recover the account', async () => {
    const m = await api.newMember('legacy');
    await ctx.db
      .update(members)
      .set({ email: 'old@example.com', emailVerified: false })
      .where(eq(members.account, m.account));
    expect((await api.get(memberPaths.memberInfo, {}, { token: m.token })).body.data).toMatchObject({
      email: 'old@example.com',
      emailVerified: false,
    });
    const before = await outboxCount();
    const asked = await api.post(
      memberPaths.recoveryCode,
      { account: m.account, channel: 'email' },
      { ip: '10.33.2.1' },
    );
    expect(asked.body.code).toBe(0);
    expect(await outboxCount()).toBe(before);
  });

  it.each(LANGUAGES)('sends the recovery code to the verified mobile with the text in %s', async (lang) => {
    const m = await memberWithMobile(`rl${lang}`);
    const asked = await api.post(
      memberPaths.recoveryCode,
      { account: m.account, channel: 'mobile' },
      { ip: m.ip, lang },
    );
    expect(asked.body).toEqual({
      code: 0,
      msg: translate(lang, 'recovery.codeSent'),
      data: { resendAfterSeconds: 60 },
    });
    const sms = await lastTo(m.mobile);
    expect([sms.channel, sms.template, sms.lang]).toEqual(['sms', 'recovery', lang]);
    expect(sms.subject).toBe(translate(lang, 'msg.tpl.recovery.subject'));
    expect(sms.body).toBe(translate(lang, 'msg.tpl.recovery.body', { account: m.account, code: sms.code }));
    expect(sms.body).toContain(m.account);
  });

  it('answers the same for an unknown account, an account with no verified contact and a known one, and audits each ask', async () => {
    const known = await memberWithMobile('same');
    const bare = await api.newMember('bare');
    const ask = (account: string, channel: string, ip: string) =>
      api.post(memberPaths.recoveryCode, { account, channel }, { ip, lang: 'vi' });
    const before = await outboxCount();
    const unknown = await ask('nobody123x', 'mobile', '10.33.3.1');
    const noContact = await ask(bare.account, 'mobile', '10.33.3.2');
    const noEmail = await ask(known.account, 'email', '10.33.3.3');
    expect(await outboxCount()).toBe(before);
    const real = await ask(known.account, 'mobile', '10.33.3.4');
    expect(await outboxCount()).toBe(before + 1);
    for (const r of [unknown, noContact, noEmail, real]) {
      expect(r.res.statusCode).toBe(200);
      expect(r.body).toEqual(real.body);
    }
    // A second ask within the minute: the same answer again, and no second code.
    expect((await ask(known.account, 'mobile', '10.33.3.4')).body).toEqual(real.body);
    expect(await outboxCount()).toBe(before + 1);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.recovery.ask'), eq(auditLog.actorId, known.account)))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.ip, (r.detail as { sent: boolean }).sent])).toEqual([
      ['10.33.3.3', false],
      ['10.33.3.4', true],
      ['10.33.3.4', false],
    ]);
    const unknownRows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.recovery.ask'), eq(auditLog.actorId, 'nobody123x')));
    expect(unknownRows).toHaveLength(1);
    expect(unknownRows[0]!.target).toBeNull();
    // Bad input is a translated refusal, never a 5xx.
    const askEn = (values: Record<string, string>) =>
      api.post(memberPaths.recoveryCode, values, { ip: '10.33.3.5' });
    expectRefused((await askEn({ account: 'ab', channel: 'mobile' })).body, 'member.accountInvalid');
    expectRefused((await askEn({ account: known.account, channel: 'fax' })).body, 'recovery.channelInvalid');
    const empty = await askEn({});
    expect(empty.res.statusCode).toBeLessThan(500);
    expect(empty.body.code).not.toBe(0);
  });

  it('limits asks per account and per address, the same for an unknown account', async () => {
    for (const account of ['ghost7777x', (await memberWithMobile('lim')).account]) {
      for (let i = 0; i < 5; i += 1) {
        expect(
          (
            await api.post(
              memberPaths.recoveryCode,
              { account, channel: 'mobile' },
              { ip: `10.33.4.${i + 1}` },
            )
          ).body.code,
        ).toBe(0);
      }
      expectRefused(
        (await api.post(memberPaths.recoveryCode, { account, channel: 'mobile' }, { ip: '10.33.4.9' })).body,
        'recovery.tooMany',
      );
    }
    for (let i = 0; i < 20; i += 1) {
      expect(
        (
          await api.post(
            memberPaths.recoveryCode,
            { account: `spray${i}xxx`, channel: 'email' },
            { ip: '10.33.5.1' },
          )
        ).body.code,
      ).toBe(0);
    }
    expectRefused(
      (
        await api.post(
          memberPaths.recoveryCode,
          { account: 'spray99xxx', channel: 'email' },
          { ip: '10.33.5.1' },
        )
      ).body,
      'recovery.tooMany',
    );
    // An hour later the account may ask again.
    ctx.clock.at += 61 * 60_000;
    expect(
      (
        await api.post(
          memberPaths.recoveryCode,
          { account: 'ghost7777x', channel: 'mobile' },
          { ip: '10.33.4.9' },
        )
      ).body.code,
    ).toBe(0);
  });

  it('a recovery code dies at its fifth wrong guess', async () => {
    const m = await memberWithMobile('five');
    await api.post(memberPaths.recoveryCode, { account: m.account, channel: 'mobile' }, { ip: m.ip });
    const { code } = await lastTo(m.mobile);
    const reset = (c: string) =>
      api.post(
        memberPaths.recoveryReset,
        {
          account: m.account,
          channel: 'mobile',
          code: c,
          password: 'newpass99',
          confirmPassword: 'newpass99',
        },
        { ip: m.ip },
      );
    for (let i = 0; i < 5; i += 1) expectRefused((await reset(wrong(code))).body, 'member.codeInvalid');
    expectRefused((await reset(code)).body, 'member.codeInvalid');
    // The old password still signs in; the new one does not.
    await api.login(m.account, m.password);
    expect(
      (await api.post(paths.memberLogin, { account: m.account, password: 'newpass99' })).body.code,
    ).not.toBe(0);
    // A bind code for the same mobile is no recovery code.
    ctx.clock.at += 61_000;
    await api.post(memberPaths.mobileSendCode, { mobile: m.mobile }, { token: m.token, ip: m.ip });
    expectRefused((await reset((await lastTo(m.mobile)).code)).body, 'member.codeInvalid');
    // An unknown account reads the same.
    expectRefused(
      (
        await api.post(
          memberPaths.recoveryReset,
          {
            account: 'ghost8888x',
            channel: 'mobile',
            code,
            password: 'newpass99',
            confirmPassword: 'newpass99',
          },
          { ip: m.ip },
        )
      ).body,
      'member.codeInvalid',
    );
  });

  it('a reset by code changes the login password, ends every session and leaves the fund password', async () => {
    const m = await memberWithMobile('reset');
    expect(
      (
        await api.post(
          update('fundPwd'),
          { fundPwd: '654321ab', confirmFundPwd: '654321ab' },
          { token: m.token },
        )
      ).body.code,
    ).toBe(0);
    const fundBefore = (await ctx.db.select().from(members).where(eq(members.account, m.account)))[0]!;
    const second = await api.login(m.account, m.password);
    await api.post(
      memberPaths.recoveryCode,
      { account: m.account, channel: 'mobile' },
      { ip: m.ip, lang: 'en' },
    );
    const { code } = await lastTo(m.mobile);
    const body = {
      account: m.account,
      channel: 'mobile',
      code,
      password: 'fresh2468x',
      confirmPassword: 'fresh2468x',
    };
    // The password rules first (the code is not spent on a refused password).
    expectRefused(
      (
        await api.post(
          memberPaths.recoveryReset,
          { ...body, password: 'ab', confirmPassword: 'ab' },
          { ip: m.ip },
        )
      ).body,
      'member.passwordInvalid',
    );
    expectRefused(
      (await api.post(memberPaths.recoveryReset, { ...body, confirmPassword: 'fresh2468y' }, { ip: m.ip }))
        .body,
      'member.passwordMismatch',
    );
    const done = await api.post(memberPaths.recoveryReset, body, { ip: m.ip });
    expect(done.body).toEqual({ code: 0, msg: translate('en', 'recovery.done'), data: null });
    for (const token of [m.token, second])
      expect((await api.get(memberPaths.isOnline, {}, { token })).res.statusCode).toBe(401);
    expect(
      (await api.post(paths.memberLogin, { account: m.account, password: m.password })).body.code,
    ).not.toBe(0);
    const token = await api.login(m.account, 'fresh2468x');
    const after = (await ctx.db.select().from(members).where(eq(members.account, m.account)))[0]!;
    expect(after.fundPasswordHash).toBe(fundBefore.fundPasswordHash);
    expect(after.fundPasswordChangedAt).toEqual(fundBefore.fundPasswordChangedAt);
    expect(after.loginPasswordChangedAt).not.toBeNull();
    // The member is alerted at his verified contact and in his messages (issue #33).
    const alert = await ctx.db.select().from(outbox).where(and(eq(outbox.memberId, after.id), eq(outbox.template, 'loginPwd')));
    expect(alert.map((r) => r.channel)).toEqual(['sms']);
    const inbox = await api.get(inboxPaths.list, {}, { token });
    expect(inbox.body.data.list[0]).toMatchObject({ kind: 'loginPwd', read: false });
    // The fund password still works where it is asked for: changing it needs the old one.
    expect(
      (
        await api.post(
          update('fundPwd'),
          { oldFundPwd: '654321ab', fundPwd: '777888ab', confirmFundPwd: '777888ab' },
          { token },
        )
      ).body.code,
    ).toBe(0);
    // The code is spent.
    expectRefused(
      (
        await api.post(
          memberPaths.recoveryReset,
          { ...body, password: 'other2468x', confirmPassword: 'other2468x' },
          { ip: m.ip },
        )
      ).body,
      'member.codeInvalid',
    );
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member.recovery.reset'), eq(auditLog.actorId, m.account)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => (a.detail as { outcome: string }).outcome)).toEqual(['ok', 'codeInvalid']);
  });

  it('recovers by the verified email too', async () => {
    const m = await api.newMember('bymail');
    const ip = '10.33.6.1';
    await api.post(memberPaths.emailSendCode, { email: 'dung@example.com' }, { token: m.token, ip });
    expect(
      (
        await api.post(
          update('email'),
          { email: 'dung@example.com', code: (await lastTo('dung@example.com')).code },
          { token: m.token },
        )
      ).body.code,
    ).toBe(0);
    await api.post(memberPaths.recoveryCode, { account: m.account, channel: 'email' }, { ip, lang: 'zh' });
    const mail = await lastTo('dung@example.com');
    expect([mail.channel, mail.template, mail.subject]).toEqual([
      'email',
      'recovery',
      translate('zh', 'msg.tpl.recovery.subject'),
    ]);
    const done = await api.post(
      memberPaths.recoveryReset,
      {
        account: m.account,
        channel: 'email',
        code: mail.code,
        password: 'mail2468x',
        confirmPassword: 'mail2468x',
      },
      { ip },
    );
    expect(done.body.code, done.body.msg).toBe(0);
    await api.login(m.account, 'mail2468x');
  });
});
