import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { memberPaths } from '@lotus/contracts';
import { members } from '../../db/schema.ts';
import { describeApp } from '../../../test/app.ts';
import { client } from '../../../test/client.ts';

/**
 * The member's language on record (members.lang: his alerts and messages are written in it) follows
 * the language he uses now, not only the one he signed in with (issue #31): his profile asked for in
 * another language (the `lang` header; the web asks at start and after a language change) records
 * it; Accept-Language alone, an unknown language, an unsigned call or another route does not.
 */
describeApp('member language follows the lang header', (ctx) => {
  const langOf = async (account: string) =>
    (await ctx.db.select({ lang: members.lang }).from(members).where(eq(members.account, account)))[0]?.lang;

  it('records the language of a signed-in call, and nothing else changes it', async () => {
    const api = client(ctx.app);
    const m = await api.newMember('lng');
    expect(await langOf(m.account)).toBe('en'); // signed in with lang: en

    const info = async (headers: Record<string, string>) =>
      expect((await api.get(memberPaths.memberInfo, {}, { token: m.token, headers })).body.code).toBe(0);

    await info({ lang: 'zh' });
    expect(await langOf(m.account)).toBe('zh');
    await info({ lang: 'ID' });
    expect(await langOf(m.account)).toBe('id');

    await info({ lang: 'xx' }); // not a language of the product
    await info({ lang: '', 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(await langOf(m.account)).toBe('id');

    // A call without a session changes no one's language.
    await api.get(memberPaths.memberInfo, {}, { headers: { lang: 'vi' } });
    expect(await langOf(m.account)).toBe('id');

    // Another route (refused or not) leaves it: only his profile's read records it.
    await api.get(memberPaths.userConf, {}, { token: m.token, headers: { lang: 'vi' } });
    expect(await langOf(m.account)).toBe('id');

    // Back to the first language.
    await info({ lang: 'en' });
    expect(await langOf(m.account)).toBe('en');
  });
});
