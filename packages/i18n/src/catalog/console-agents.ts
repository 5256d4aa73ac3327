import { defineCatalog } from '../define.ts';

/** Agents for operators (issue #14): the server's refusals and the console's Agents screen. */
const rows = {
  // Server messages.
  'agent.notAgentAccount': ['Tài khoản này không phải đại lý', '该账号不是代理', 'This account is not an agent', 'Akun ini bukan agen'],
  'agent.hasTeam': [
    'Đại lý còn {{count}} cấp dưới nên không thể chuyển thành thành viên',
    '该代理还有 {{count}} 个下级，不能转为会员',
    'This agent still has {{count}} subordinates and cannot become a member',
    'Agen ini masih memiliki {{count}} bawahan dan tidak dapat dijadikan anggota',
  ],
  'agent.quotaTopOnly': [
    'Chỉ cấp hạn mức cho đại lý tổng; đại lý cấp dưới nhận hạn mức từ cấp trên',
    '配额只发放给总代；下级代理由上级分配配额',
    'Quota is granted to top agents only; other agents receive it from their parent',
    'Kuota hanya diberikan kepada agen utama; agen lain menerimanya dari atasannya',
  ],
  'agent.quotaGroupInvalid': [
    'Hạn mức chỉ dành cho nhóm thưởng trên {{above}} và không cao hơn nhóm của đại lý ({{group}})',
    '配额仅适用于高于 {{above}} 且不高于该代理奖金组（{{group}}）的奖金组',
    'Quota is only for prize groups above {{above}}, up to the agent’s own group ({{group}})',
    'Kuota hanya untuk grup hadiah di atas {{above}}, hingga grup agen itu sendiri ({{group}})',
  ],
  'agent.groupOutOfRange': [
    'Nhóm thưởng phải từ {{min}} đến {{max}}, bước {{step}}',
    '奖金组须在 {{min}} 至 {{max}} 之间，步长 {{step}}',
    'The prize group must be from {{min}} to {{max}} in steps of {{step}}',
    'Grup hadiah harus dari {{min}} sampai {{max}} dengan kelipatan {{step}}',
  ],
  'agent.typeInvalid': ['Loại tài khoản không hợp lệ', '账号类型无效', 'Invalid account type', 'Jenis akun tidak valid'],
  'agent.quotaCountInvalid': ['Số lượng hạn mức phải từ 1 đến 10000', '配额数量须为 1 至 10000', 'The quota count must be 1 to 10000', 'Jumlah kuota harus 1 sampai 10000'],
  // The console's Agents screen.
  'cons.nav.agents': ['Đại lý', '代理', 'Agents', 'Agen'],
  'cons.agents.search': ['Tìm theo tài khoản', '按账号搜索', 'Search by account', 'Cari berdasarkan akun'],
  'cons.agents.topOnly': ['Chỉ đại lý tổng', '仅总代', 'Top agents only', 'Hanya agen utama'],
  'cons.agents.account': ['Tài khoản', '账号', 'Account', 'Akun'],
  'cons.agents.parent': ['Cấp trên', '上级', 'Parent', 'Atasan'],
  'cons.agents.top': ['Đại lý tổng', '总代', 'Top agent', 'Agen utama'],
  'cons.agents.level': ['Cấp', '层级', 'Level', 'Tingkat'],
  'cons.agents.group': ['Nhóm thưởng', '奖金组', 'Prize group', 'Grup hadiah'],
  'cons.agents.groupRebate': ['{{group}} ({{rebate}}%)', '{{group}}（{{rebate}}%）', '{{group}} ({{rebate}}%)', '{{group}} ({{rebate}}%)'],
  'cons.agents.teamSize': ['Quy mô đội', '团队人数', 'Team size', 'Ukuran tim'],
  'cons.agents.quotas': ['Hạn mức', '配额', 'Quotas', 'Kuota'],
  'cons.agents.noQuota': ['Không có', '无', 'None', 'Tidak ada'],
  'cons.agents.status': ['Trạng thái', '状态', 'Status', 'Status'],
  'cons.agents.status1': ['Hoạt động', '正常', 'Active', 'Aktif'],
  'cons.agents.status2': ['Đã khoá', '已冻结', 'Frozen', 'Dibekukan'],
  'cons.agents.empty': ['Chưa có đại lý nào', '暂无代理', 'No agents yet', 'Belum ada agen'],
  'cons.agents.create': ['Tạo đại lý tổng', '创建总代', 'Create top agent', 'Buat agen utama'],
  'cons.agents.createNote': [
    'Tài khoản đại lý không có cấp trên, với nhóm thưởng trong khoảng của nền tảng.',
    '没有上级的代理账号，奖金组须在平台范围内。',
    'An agent account without parent, at a prize group within the platform’s range.',
    'Akun agen tanpa atasan, dengan grup hadiah dalam rentang platform.',
  ],
  'cons.agents.password': ['Mật khẩu đăng nhập', '登录密码', 'Login password', 'Kata sandi masuk'],
  'cons.agents.created': ['Đã tạo đại lý tổng {{account}}', '已创建总代 {{account}}', 'Top agent {{account}} created', 'Agen utama {{account}} dibuat'],
  'cons.agents.grant': ['Cấp hạn mức', '发放配额', 'Grant quota', 'Beri kuota'],
  'cons.agents.grantNote': [
    'Nhóm thưởng trên {{above}} cần hạn mức; đại lý tổng chuyển hạn mức xuống cấp dưới.',
    '高于 {{above}} 的奖金组需要配额；总代再向下级分配。',
    'Prize groups above {{above}} need quota; the top agent hands it down.',
    'Grup hadiah di atas {{above}} memerlukan kuota; agen utama meneruskannya ke bawah.',
  ],
  'cons.agents.count': ['Số lượng', '数量', 'Count', 'Jumlah'],
  'cons.agents.reason': ['Lý do (ghi nhật ký)', '原因（记入审计）', 'Reason (audited)', 'Alasan (diaudit)'],
  'cons.agents.granted': ['Đã cấp: nhóm {{group}} còn {{remaining}}', '已发放：奖金组 {{group}} 剩余 {{remaining}}', 'Granted: group {{group}} has {{remaining}} left', 'Diberikan: grup {{group}} tersisa {{remaining}}'],
  'cons.agents.quotaTitle': ['Hạn mức của {{account}}', '{{account}} 的配额', 'Quota of {{account}}', 'Kuota {{account}}'],
  'cons.agents.revoke': ['Thu hồi hạn mức', '收回配额', 'Take back quota', 'Tarik kuota'],
  'cons.agents.modeGrant': ['Cấp', '发放', 'Grant', 'Beri'],
  'cons.agents.modeRevoke': ['Thu hồi', '收回', 'Take back', 'Tarik'],
  'cons.agents.revokeNote': [
    'Chỉ thu hồi được hạn mức chưa dùng (còn lại) của đại lý tổng; tài khoản đã mở không bị ảnh hưởng.',
    '只能收回总代未使用（剩余）的配额；已开设的账号不受影响。',
    'Only a top agent’s unused (remaining) quota can be taken back; accounts already opened keep their group.',
    'Hanya kuota agen utama yang belum dipakai (sisa) yang dapat ditarik; akun yang sudah dibuka tetap.',
  ],
  'cons.agents.revoked': ['Đã thu hồi: nhóm {{group}} còn {{remaining}}', '已收回：奖金组 {{group}} 剩余 {{remaining}}', 'Taken back: group {{group}} has {{remaining}} left', 'Ditarik: grup {{group}} tersisa {{remaining}}'],
  'cons.agents.nothingToRevoke': ['Không có hạn mức chưa dùng để thu hồi', '没有可收回的未使用配额', 'No unused quota to take back', 'Tidak ada kuota tersisa untuk ditarik'],
  'cons.agents.noQuotaGroup': [
    'Nhóm thưởng của đại lý này không cần hạn mức',
    '该代理的奖金组不需要配额',
    'This agent’s prize group needs no quota',
    'Grup hadiah agen ini tidak memerlukan kuota',
  ],
  'cons.agents.direct': ['Cấp dưới trực tiếp', '直属下级', 'Direct subordinates', 'Bawahan langsung'],
  'cons.agents.agentsBelow': ['Đại lý trong đội', '团队中的代理', 'Agents in the team', 'Agen dalam tim'],
  'cons.agents.toMember': ['Chuyển thành thành viên', '转为会员', 'Make member', 'Jadikan anggota'],
  'cons.agents.toAgent': ['Chuyển thành đại lý', '转为代理', 'Make agent', 'Jadikan agen'],
  'cons.agents.toMemberBlocked': [
    'Đại lý còn cấp dưới nên không thể chuyển',
    '代理还有下级，不能转换',
    'An agent with subordinates cannot be converted',
    'Agen yang masih memiliki bawahan tidak dapat dikonversi',
  ],
  'cons.agents.convertTitle': ['Chuyển loại tài khoản', '转换账号类型', 'Convert an account', 'Konversi akun'],
  'cons.agents.convertNote': [
    'Thành viên có thể thành đại lý bất cứ lúc nào (không có cấp trên: đại lý tổng); đại lý chỉ thành thành viên khi không còn cấp dưới.',
    '会员可随时转为代理（无上级即为总代）；代理只有在没有下级时才能转为会员。',
    'A member can become an agent at any time (without parent: a top agent); an agent becomes a member only with no subordinates.',
    'Anggota dapat menjadi agen kapan saja (tanpa atasan: agen utama); agen menjadi anggota hanya jika tidak punya bawahan.',
  ],
  'cons.agents.memberAccount': ['Tài khoản thành viên', '会员账号', 'Member account', 'Akun anggota'],
  'cons.agents.convertConfirm': [
    'Chuyển {{account}} thành {{type}}?',
    '确定将 {{account}} 转为{{type}}？',
    'Convert {{account}} to {{type}}?',
    'Konversi {{account}} menjadi {{type}}?',
  ],
  'cons.agents.type1': ['thành viên', '会员', 'member', 'anggota'],
  'cons.agents.type2': ['đại lý', '代理', 'agent', 'agen'],
  'cons.agents.converted': ['Đã chuyển {{account}} thành {{type}}', '已将 {{account}} 转为{{type}}', '{{account}} is now a {{type}}', '{{account}} sekarang {{type}}'],
  'cons.agents.confirm': ['Xác nhận', '确认', 'Confirm', 'Konfirmasi'],
  'cons.agents.cancel': ['Huỷ', '取消', 'Cancel', 'Batal'],
  'cons.agents.save': ['Lưu', '保存', 'Save', 'Simpan'],
  'cons.agents.type': ['Loại', '类型', 'Type', 'Jenis'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleAgents = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
