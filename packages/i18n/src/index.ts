import { LANGUAGES, DEFAULT_LANGUAGE, type Language } from './define.ts';
import { common } from './catalog/common.ts';
import { errors } from './catalog/errors.ts';
import { web } from './catalog/web.ts';
import { playsOne } from './catalog/plays-1.ts';
import { playsTwo } from './catalog/plays-2.ts';
import { lottery } from './catalog/lottery.ts';
import { members } from './catalog/members.ts';
import { webApp } from './catalog/web-app.ts';
import { operations } from './catalog/operations.ts';
import { webPages } from './catalog/web-pages.ts';
import { webPlay } from './catalog/web-play.ts';
import { webBoard } from './catalog/web-board.ts';
import { webRecords } from './catalog/web-records.ts';
import { webTrendVn } from './catalog/web-trend-vn.ts';
import { promotions } from './catalog/promotions.ts';
import { webPromo } from './catalog/web-promo.ts';
import { agents } from './catalog/agents.ts';
import { webTeam } from './catalog/web-team.ts';
import { webCentre } from './catalog/web-centre.ts';
import { consoleServer } from './catalog/console-server.ts';
import { webFirstVisit } from './catalog/web-first-visit.ts';
import { consoleApp } from './catalog/console-app.ts';
import { consoleOffice } from './catalog/console-office.ts';
import { protection } from './catalog/protection.ts';
import { consoleAgents } from './catalog/console-agents.ts';
import { api } from './catalog/api.ts';
import { consoleIssues } from './catalog/console-issues.ts';
import { consoleNotes } from './catalog/console-notes.ts';
import { chat } from './catalog/chat.ts';
import { consoleReports } from './catalog/console-reports.ts';
import { consoleMembers } from './catalog/console-members.ts';
import { consoleRisk } from './catalog/console-risk.ts';
import { consoleDash } from './catalog/console-dash.ts';
import { consoleHost } from './catalog/console-host.ts';
import { consoleLotset } from './catalog/console-lotset.ts';
import { consolePass } from './catalog/console-pass.ts';
import { consoleForms } from './catalog/console-forms.ts';
import { consoleAudit } from './catalog/console-audit.ts';
import { consoleLedgerAudit } from './catalog/console-ledger-audit.ts';
import { webVerify } from './catalog/web-verify.ts';
import { payments } from './catalog/payments.ts';
import { webPwa } from './catalog/web-pwa.ts';
import { consoleDevices } from './catalog/console-devices.ts';
import { messagesCatalog } from './catalog/messages.ts';
import { recoveryCatalog } from './catalog/recovery.ts';
import { payouts } from './catalog/payouts.ts';
import { bankTransfers } from './catalog/bank-transfers.ts';

export * from './define.ts';
export * from './numbers.ts';

/**
 * Every section of the catalogue. A new section (e.g. a family's play names) is added here and
 * its keys become available to the server's `translate` and to the web's i18next alike.
 */
export const sections = {
  common,
  errors,
  web,
  playsOne,
  playsTwo,
  members,
  lottery,
  webApp,
  webPlay,
  webPages,
  operations,
  webBoard,
  webRecords,
  webTrendVn,
  webCentre,
  protection,
  promotions,
  webPromo,
  agents,
  webTeam,
  consoleServer,
  webFirstVisit,
  consoleApp,
  consoleOffice,
  consoleAgents,
  consoleIssues,
  consoleNotes,
  chat,
  consoleReports,
  consoleMembers,
  consoleRisk,
  consoleDash,
  consoleHost,
  consoleLotset,
  consolePass,
  consoleForms,
  consoleAudit,
  consoleLedgerAudit,
  webVerify,
  payments,
  webPwa,
  consoleDevices,
  messagesCatalog,
  recoveryCatalog,
  payouts,
  bankTransfers,
  api,
} as const;

type SectionKeys<S> = S extends Record<Language, Record<infer K, string>> ? K : never;
export type MessageKey = { [N in keyof typeof sections]: SectionKeys<(typeof sections)[N]> }[keyof typeof sections];

function merge(lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, section] of Object.entries(sections)) {
    for (const [key, text] of Object.entries(section[lang] as Record<string, string>)) {
      if (key in out) throw new Error(`i18n key ${key} is defined twice (section ${name})`);
      out[key] = text;
    }
  }
  return out;
}

/** Flat key → text maps per language. */
export const messages: Record<Language, Record<string, string>> = Object.fromEntries(
  LANGUAGES.map((l) => [l, merge(l)]),
) as Record<Language, Record<string, string>>;

/** Resources in the shape i18next takes: `{ vi: { translation: {...} }, ... }`. */
export const resources = Object.fromEntries(LANGUAGES.map((l) => [l, { translation: messages[l] }])) as Record<
  Language,
  { translation: Record<string, string> }
>;

/**
 * Server-side translation with `{{name}}` interpolation (the i18next syntax, so one text serves
 * both sides). An unknown key falls back to Vietnamese, then to the key itself.
 */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const text = messages[lang][key] ?? messages[DEFAULT_LANGUAGE][key] ?? key;
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** Problems that make a catalogue incomplete: missing or empty texts, placeholder mismatches. */
export function checkCatalog(): string[] {
  const problems: string[] = [];
  const placeholders = (t: string) => [...t.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');
  const all = new Set(LANGUAGES.flatMap((l) => Object.keys(messages[l])));
  for (const key of all) {
    const base = messages[DEFAULT_LANGUAGE][key];
    for (const lang of LANGUAGES) {
      const text = messages[lang][key];
      if (text === undefined) problems.push(`${key}: missing in ${lang}`);
      else if (text.trim() === '') problems.push(`${key}: empty in ${lang}`);
      else if (base !== undefined && placeholders(text) !== placeholders(base))
        problems.push(`${key}: placeholders in ${lang} differ from vi`);
    }
  }
  return problems;
}
