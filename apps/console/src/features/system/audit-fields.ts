import type { TFunction } from 'i18next';
import { formatAmount, type Language } from '@lotus/i18n';
import { permissionLabel } from '../../components/Proposals.tsx';
import { roleLabel } from '../../lib/roles.ts';
import { when } from '../../lib/time.ts';

/**
 * The audit log's recorded fields in operators' words and units (issue #27), one table: each field
 * the server writes in an entry's before, after or detail (`audit()` calls) has a label
 * (cons.auditField.<field>) and a kind that says how its value reads. `audit-fields.test.ts` walks
 * every `audit()` call of the server and fails on an action or a field missing here.
 */
export type FieldKind =
  /** Currency units as the server writes them ("5000.000"), shown in the reader's number format. */
  | 'money'
  | 'count'
  | 'text'
  /** A status code whose meaning depends on the action (issue, deposit/withdrawal, chat, member, operator, proposal). */
  | 'status'
  | 'bool'
  | 'time'
  | 'role'
  | 'permissions'
  /** Settings, counts or changes by name: shown as "name: value" pairs. */
  | 'object';

export const AUDIT_FIELDS = {
  amountVnd: 'text',
  publicKey: 'text',
  proposedTarget: 'text',
  target: 'text',
  format: 'text',
  lines: 'count',
  credited: 'count',
  unmatched: 'count',
  duplicate: 'count',
  skipped: 'count',
  orderNo: 'text',
  account: 'text',
  amount: 'money',
  balance: 'money',
  bank: 'text',
  channel: 'text',
  body: 'text',
  by: 'text',
  code: 'text',
  count: 'count',
  counts: 'object',
  depth: 'count',
  endAt: 'time',
  fee: 'money',
  firstApprovedBy: 'text',
  generation: 'count',
  group: 'text',
  groupOffset: 'count',
  holder: 'text',
  id: 'text',
  kind: 'text',
  lang: 'text',
  linksDisabled: 'count',
  lockedBy: 'text',
  lowering: 'bool',
  messageId: 'text',
  moveId: 'text',
  moved: 'count',
  name: 'text',
  note: 'text',
  operator: 'text',
  outcome: 'text',
  orders: 'count',
  paid: 'money',
  parent: 'text',
  passwordChanged: 'bool',
  path: 'text',
  payoutRef: 'text',
  payoutChannelId: 'text',
  permissions: 'permissions',
  problems: 'object',
  proposalId: 'text',
  proposedBy: 'text',
  read: 'object',
  reason: 'text',
  reasons: 'text',
  refunded: 'money',
  remaining: 'count',
  replaced: 'text',
  reset: 'bool',
  resetTotp: 'bool',
  result: 'text',
  reversedOrders: 'count',
  role: 'role',
  seconds: 'count',
  sent: 'bool',
  sessionsRevoked: 'count',
  settleAfter: 'time',
  status: 'status',
  tail: 'text',
  takenBack: 'money',
  title: 'text',
  topAgent: 'text',
  totpEnabled: 'bool',
  type: 'text',
  value: 'text',
  walletLocked: 'bool',
  win: 'money',
  content: 'text',
  error: 'text',
  issue: 'text',
  lotteryId: 'text',
  memberId: 'text',
  period: 'text',
  playId: 'text',
  before: 'object',
  after: 'object',
} as const satisfies Record<string, FieldKind>;

export type AuditField = keyof typeof AUDIT_FIELDS;

/** Which status a numeric `status` is, by the action that recorded it. */
const STATUS_KEYS: [RegExp, string][] = [
  [/^lottery\./, 'cons.issues.status'],
  [/^(deposit|withdrawal)\./, 'cons.auditValue.dw'],
  [/^chat\./, 'cons.auditValue.chat'],
  [/^member\.status$/, 'cons.members.status'],
  [/^operator\./, 'cons.operators.status'],
];

/** A status in words: a proposal's ("pending"), or the numeric status of what the action is about. */
export function statusText(t: TFunction, action: string, value: unknown): string {
  if (typeof value === 'string' && !/^\d+$/.test(value)) return t(`cons.auditValue.${value}`, { defaultValue: value });
  const prefix = STATUS_KEYS.find(([re]) => re.test(action))?.[1];
  return prefix ? t(`${prefix}${String(value)}`, { defaultValue: String(value) }) : String(value);
}

/** One recorded field's value in words and units. */
export function fieldValue(t: TFunction, lang: Language, action: string, field: string, value: unknown, depth = 0): string {
  if (value === null || value === undefined || value === '') return '—';
  const kind: FieldKind | undefined = (AUDIT_FIELDS as Record<string, FieldKind>)[field];
  switch (kind) {
    case 'money':
      return typeof value === 'string' || typeof value === 'number' ? formatAmount(value, lang) : String(value);
    case 'count':
      return typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value)) ? formatAmount(value, lang) : String(value);
    case 'status':
      return statusText(t, action, value);
    case 'bool':
      return t(value === true || value === 'true' || value === 1 || value === '1' ? 'cons.auditValue.yes' : 'cons.auditValue.no');
    case 'time':
      return typeof value === 'string' || typeof value === 'number' ? when(value, 'second') : String(value);
    case 'role':
      return typeof value === 'string' ? roleLabel(t, value) : String(value);
    case 'permissions':
      return Array.isArray(value) ? value.map((p) => permissionLabel(t, String(p))).join(', ') : String(value);
    default:
      break;
  }
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => fieldValue(t, lang, action, '', v, depth + 1)).join(', ');
  if (typeof value === 'object' && depth < 3)
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${fieldLabel(t, k)}: ${fieldValue(t, lang, action, k, v, depth + 1)}`)
      .join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A field's label: a money audit's kind of problem in words, else its own name (a setting's key). */
export const fieldLabel = (t: TFunction, field: string) =>
  t(`cons.auditField.${field}`, { defaultValue: t(`cons.auditKind.${field}`, { defaultValue: field }) });

/** A recorded value (before, after or detail) as labelled lines. */
export function auditLines(t: TFunction, lang: Language, action: string, value: unknown): { field: string; label: string; text: string }[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [{ field: '', label: '', text: fieldValue(t, lang, action, '', value) }];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, x]) => x !== null && x !== undefined && x !== '')
    .map(([k, x]) => ({ field: k, label: fieldLabel(t, k), text: fieldValue(t, lang, action, k, x) }));
}
