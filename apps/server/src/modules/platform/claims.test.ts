/**
 * What the site tells members about verifiable draws is true. Only the house's own draws come from
 * a seed chain a member can check (modules/draws/fairness.ts); official results (Mark Six, the
 * Vietnamese regions' draws) are entered by operators and cannot be re-derived. So every text of
 * the catalogue or of the default site that says draws are verifiable names the house's draws, in
 * each language. The sign-in's lucky draws (promoWeb.*) are another kind of draw, all from a seed.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, sections, type Language } from '@lotus/i18n';
import { LOTTERY_SEEDS } from '../lottery/catalogue.ts';
import { DEFAULT_SITE } from './defaults.ts';

/** The words that say "the house's draws" in each language. */
const HOUSE: Record<Language, RegExp> = { vi: /nhà cái/, zh: /平台自开/, en: /\bhouse\b/i, id: /bandar/ };

/** Every text that could make the claim, by an id common to its four languages. */
function texts(): { id: string; text: Record<Language, string> }[] {
  const out: { id: string; text: Record<Language, string> }[] = [];
  for (const section of Object.values(sections)) {
    const by = section as Record<Language, Record<string, string>>;
    for (const key of Object.keys(by.en)) {
      if (key.startsWith('promoWeb.')) continue;
      out.push({ id: key, text: Object.fromEntries(LANGUAGES.map((l) => [l, by[l][key] ?? ''])) as Record<Language, string> });
    }
  }
  const banners = JSON.parse(DEFAULT_SITE.banner) as { title: Record<Language, string> }[];
  banners.forEach((b, i) => out.push({ id: `default site banner ${i + 1}`, text: b.title }));
  return out;
}

/** A claim about draws in general ("every draw…"), not the verify page's account of the one draw it shows. */
const claimsVerifiableDraws = (en: string) => /verif|provabl/i.test(en) && /\bdraws?\b/i.test(en) && /\b(every|each|all|any)\b/i.test(en);

describe('claims about verifiable draws', () => {
  it('the catalogue has official lotteries, so "every draw" would not be true', () => {
    expect(LOTTERY_SEEDS.some((l) => l.drawKind === 'official')).toBe(true);
  });

  it("every text that says draws can be verified names the house's draws, in every language", () => {
    const claims = texts().filter((t) => claimsVerifiableDraws(t.text.en));
    // The site's description and the default banner at least (a test that walks nothing proves nothing).
    expect(claims.map((c) => c.id)).toEqual(expect.arrayContaining(['content.siteDescription', 'default site banner 2']));
    const wrong = claims.flatMap((c) =>
      LANGUAGES.filter((l) => !HOUSE[l].test(c.text[l])).map((l) => `${c.id} (${l}): ${c.text[l]}`),
    );
    expect(wrong).toEqual([]);
  });
});
