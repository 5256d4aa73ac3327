/**
 * The audit log reads in operators' words (issue #27): this walks every `audit()` call of the
 * server (TypeScript's parser over apps/server/src) and fails when an action it writes has no name
 * in the console (AUDIT_ACTIONS, cons.auditAction.*) or a field of its before, after or detail has
 * no label and kind (AUDIT_FIELDS, cons.auditField.*) in each language.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, messages } from '@lotus/i18n';
import { resources } from '@lotus/i18n';
import { AUDIT_ACTIONS } from './audit-actions.ts';
import { AUDIT_FIELDS, auditLines } from './audit-fields.ts';

const SERVER = fileURLToPath(new URL('../../../../server/src', import.meta.url));

function sources(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) {
      if (f !== 'test') sources(p, out);
    } else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

/** Every action and every before/after/detail field the server's `audit()` calls write. */
function scan() {
  const files = sources(SERVER).map((f) => ({ f, text: readFileSync(f, 'utf8') }));
  const all = files.map((x) => x.text).join('\n');
  // `${GROUP_OFFSET_KIND}.propose`: the constant's value, wherever it is declared.
  const constant = (name: string) => new RegExp(`const ${name}\\s*=\\s*'([^']+)'`).exec(all)?.[1];
  const actions = new Set<string>();
  const fields = new Set<string>();
  const unresolved: string[] = [];
  for (const { f, text } of files) {
    const src = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
    const literalActions = () => {
      // An action passed through a variable: the file's `action: '…'` literals name it.
      for (const m of text.matchAll(/action: '([a-z]+(?:\.[A-Za-z]+)+)'/g)) actions.add(m[1]!);
    };
    const keysOf = (e: ts.Node) => {
      if (ts.isObjectLiteralExpression(e)) {
        for (const p of e.properties) {
          if (ts.isSpreadAssignment(p)) keysOf(p.expression);
          else if (p.name) fields.add(p.name.getText());
        }
      } else if (ts.isConditionalExpression(e) || ts.isParenthesizedExpression(e) || ts.isBinaryExpression(e)) ts.forEachChild(e, keysOf);
    };
    const entry = (o: ts.ObjectLiteralExpression) => {
      const action = o.properties.find((p) => p.name?.getText() === 'action');
      if (!action) return;
      if (ts.isShorthandPropertyAssignment(action)) literalActions();
      else if (ts.isPropertyAssignment(action)) {
        const names = (e: ts.Node): void => {
          if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) actions.add(e.text);
          else if (ts.isTemplateExpression(e)) {
            const head = ts.isIdentifier(e.templateSpans[0]!.expression) ? constant(e.templateSpans[0]!.expression.text) : undefined;
            if (head !== undefined && e.templateSpans.length === 1) actions.add(`${e.head.text}${head}${e.templateSpans[0]!.literal.text}`);
            else unresolved.push(e.getText());
          } else if (ts.isIdentifier(e)) literalActions();
          else ts.forEachChild(e, names);
        };
        names(action.initializer);
      }
      for (const k of ['before', 'after', 'detail']) {
        const p = o.properties.find((q) => q.name?.getText() === k);
        if (p && ts.isPropertyAssignment(p)) keysOf(p.initializer);
      }
    };
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'audit' && n.arguments[1]) {
        const inner = (e: ts.Node): void => {
          if (ts.isObjectLiteralExpression(e) && e.properties.some((p) => p.name?.getText() === 'action')) entry(e);
          else ts.forEachChild(e, inner);
        };
        inner(n.arguments[1]);
      }
      ts.forEachChild(n, visit);
    };
    visit(src);
  }
  return { actions, fields, unresolved };
}

describe('the audit log in operators’ words', () => {
  const { actions, fields, unresolved } = scan();

  it('finds the server’s audit calls (the scan itself works)', () => {
    expect(actions.size).toBeGreaterThan(40);
    expect(fields.size).toBeGreaterThan(40);
    expect(actions).toContain('lottery.cancel');
    expect(fields).toContain('takenBack');
    // Only the proposals' shared refusal and the bonus decision, whose actions are each listed on their own.
    expect(unresolved).toEqual(['`${p.kind}.refuse`', '`promo.bonus.${action}`']);
  });

  it('names every action the server writes, in every language', () => {
    const missing = [...actions].filter((a) => !(AUDIT_ACTIONS as readonly string[]).includes(a));
    expect(missing, 'actions the console does not list (audit-actions.ts)').toEqual([]);
    for (const lang of LANGUAGES) {
      const unnamed = [...AUDIT_ACTIONS].filter((a) => !messages[lang][`cons.auditAction.${a}`]);
      expect(unnamed, `actions without a name in ${lang}`).toEqual([]);
    }
  });

  it('labels every field the server writes, in every language, with its kind', () => {
    const missing = [...fields].filter((f) => !(f in AUDIT_FIELDS));
    expect(missing, 'fields without a kind (audit-fields.ts)').toEqual([]);
    for (const lang of LANGUAGES) {
      const unlabelled = Object.keys(AUDIT_FIELDS).filter((f) => !messages[lang][`cons.auditField.${f}`]);
      expect(unlabelled, `fields without a label in ${lang}`).toEqual([]);
    }
  });

  it('reads amounts in units and statuses, permissions and booleans in words', async () => {
    await i18n.init({ lng: 'vi', resources });
    const vi = auditLines(i18n.t, 'vi', 'withdrawal.approve', { status: 4, amount: '5000.000', fee: '12.5' });
    expect(vi.map((l) => `${l.label}: ${l.text}`)).toEqual([
      `${messages.vi['cons.auditField.status']}: ${messages.vi['cons.auditValue.dw4']}`,
      `${messages.vi['cons.auditField.amount']}: 5.000`,
      `${messages.vi['cons.auditField.fee']}: 12,50`,
    ]);
    await i18n.changeLanguage('en');
    const cancel = auditLines(i18n.t, 'en', 'lottery.cancel', { status: 3, takenBack: '1234567.000' });
    expect(cancel.map((l) => l.text)).toEqual(['Settled', '1,234,567']);
    const role = auditLines(i18n.t, 'en', 'role.save', { permissions: ['result.enter'], walletLocked: true });
    expect(role[0]!.text).not.toContain('result.enter');
    expect(role[1]!.text).toBe('Yes');
    expect(auditLines(i18n.t, 'en', 'member.adjust.propose', { status: 'pending' })[0]!.text).toBe(messages.en['cons.auditValue.pending']);
    // The nightly money audit's counts read by kind of problem, in words.
    const counts = auditLines(i18n.t, 'en', 'ledger.audit', { counts: { house_balance: 1 }, problems: [] });
    expect(counts.map((l) => l.text)).toEqual([`${messages.en['cons.auditKind.house_balance']}: 1`, '—']);
  });
});
