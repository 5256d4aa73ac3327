/**
 * What the money-path test (money-path.test.ts, issue #29) counts as writing money: a statement
 * that changes a wallet's balance, creates a wallet with a balance, changes a house account, or
 * writes a money move or a ledger row, whether written with drizzle's query builder or as SQL.
 * Only files under `modules/ledger/` may hold one.
 */

/** A statement's text from `start`, up to the end of its call or template (bounded). */
function statementAt(code: string, start: number): string {
  const rest = code.slice(start, start + 1500);
  const end = rest.search(/;|`\)|`,/);
  return end < 0 ? rest : rest.slice(0, end);
}

export interface MoneyWrite {
  offset: number;
  what: string;
}

const RULES: { what: string; re: RegExp; test?: (statement: string) => boolean }[] = [
  // Raw SQL. `update wallets [as] w set … balance = …` (turnover and lock columns are not money).
  {
    what: 'UPDATE wallets … balance',
    re: /\bupdate\s+"?wallets"?(?:\s+(?:as\s+)?(?!set\b)\w+)?\s+set\b/gi,
    test: (s) => /\bbalance"?\s*=/i.test(s.replace(/^[\s\S]*?\bset\b/i, '').split(/\b(?:where|from|returning)\b/i)[0]!),
  },
  { what: 'INSERT INTO wallets (… balance …)', re: /\binsert\s+into\s+"?wallets"?\s*\(/gi, test: (s) => /\bbalance\b/i.test(s.slice(0, s.indexOf(')') + 1)) },
  { what: 'INSERT INTO ledger', re: /\binsert\s+into\s+"?ledger"?(?!\w)/gi },
  { what: 'UPDATE/DELETE ledger', re: /\b(?:update|delete\s+from)\s+"?ledger"?(?!\w)/gi },
  { what: 'INSERT INTO money_moves', re: /\binsert\s+into\s+"?money_moves"?(?!\w)/gi },
  { what: 'INSERT/UPDATE house_accounts', re: /\b(?:insert\s+into|update)\s+"?house_accounts"?(?!\w)/gi },
  // drizzle: `.update(wallets).set({ balance: … })`, `.insert(wallets).values({ …, balance })`, `.insert(ledger)`…
  { what: 'update(wallets).set({ balance })', re: /\.update\(\s*(?:\w+\.)?wallets\s*\)/g, test: (s) => /\bbalance\b/.test(s.split('.where(')[0]!) },
  { what: 'insert(wallets).values({ balance })', re: /\.insert\(\s*(?:\w+\.)?wallets\s*\)/g, test: (s) => /\bbalance\b/.test(s) },
  { what: 'insert/update/delete(ledger)', re: /\.(?:insert|update|delete)\(\s*(?:\w+\.)?ledger\s*\)/g },
  { what: 'insert(moneyMoves)', re: /\.insert\(\s*(?:\w+\.)?moneyMoves\s*\)/g },
  { what: 'insert/update(houseAccounts)', re: /\.(?:insert|update)\(\s*(?:\w+\.)?houseAccounts\s*\)/g },
];

/** Every money write in a file's code (comments already blanked). */
export function moneyWrites(code: string): MoneyWrite[] {
  const found: MoneyWrite[] = [];
  for (const rule of RULES) {
    for (const m of code.matchAll(rule.re)) {
      if (!rule.test || rule.test(statementAt(code, m.index))) found.push({ offset: m.index, what: rule.what });
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}
