import { defineCatalog } from '../define.ts';

/**
 * Internal notes on a member (issue #16 "Members … internal notes"): the server's refusals and
 * the Notes part of the console's member detail. Texts in the order vi (default), zh, en, id.
 */
const rows = {
  'console.noteRequired': ['Vui lòng nhập nội dung ghi chú', '请输入备注内容', 'Write the note first', 'Tulis catatannya dulu'],
  'console.noteTooLong': [
    'Ghi chú tối đa 1.000 ký tự',
    '备注最多 1000 个字符',
    'A note is at most 1,000 characters',
    'Catatan paling banyak 1.000 karakter',
  ],
  'cons.notes.title': ['Ghi chú nội bộ', '内部备注', 'Internal notes', 'Catatan internal'],
  'cons.notes.help': [
    'Chỉ nhân viên xem được; hội viên không bao giờ thấy.',
    '仅后台人员可见，会员看不到。',
    'Seen by operators only; never shown to the member.',
    'Hanya terlihat oleh operator; tidak pernah ditampilkan ke member.',
  ],
  'cons.notes.placeholder': ['Viết ghi chú…', '填写备注…', 'Write a note…', 'Tulis catatan…'],
  'cons.notes.add': ['Thêm ghi chú', '添加备注', 'Add note', 'Tambah catatan'],
  'cons.notes.empty': ['Chưa có ghi chú', '暂无备注', 'No notes yet', 'Belum ada catatan'],
  'cons.notes.added': ['Đã thêm ghi chú', '备注已添加', 'Note added', 'Catatan ditambahkan'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleNotes = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
