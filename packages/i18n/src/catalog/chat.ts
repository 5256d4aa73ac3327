import { defineCatalog } from '../define.ts';

/**
 * The built-in live chat (issue #16 "Customer service"): the server's refusals, the member's chat
 * page (/manager/sys/chat) and the console's inbox. Texts in the order vi (default), zh, en, id.
 */
const rows = {
  'chat.messageRequired': ['Vui lòng nhập tin nhắn', '请输入消息内容', 'Write a message first', 'Tulis pesan dulu'],
  'chat.messageTooLong': ['Tin nhắn tối đa 1.000 ký tự', '消息最多 1000 个字符', 'A message is at most 1,000 characters', 'Pesan paling banyak 1.000 karakter'],
  'chat.tooFast': [
    'Bạn gửi quá nhanh, vui lòng đợi một chút',
    '发送过于频繁，请稍后再试',
    'You are sending too fast; wait a moment',
    'Anda mengirim terlalu cepat; tunggu sebentar',
  ],
  'chat.conversationNotFound': ['Không tìm thấy cuộc trò chuyện', '会话不存在', 'No such conversation', 'Percakapan tidak ditemukan'],
  'chat.closed': ['Cuộc trò chuyện đã đóng', '会话已关闭', 'The conversation is closed', 'Percakapan sudah ditutup'],
  'chat.operatorInvalid': [
    'Nhân viên này không thể trả lời trò chuyện',
    '该操作员无法接待会话',
    'That operator cannot answer chats',
    'Operator itu tidak dapat menjawab obrolan',
  ],
  'chat.cannedTitleRequired': ['Vui lòng nhập tiêu đề', '请输入标题', 'Give it a title', 'Beri judul'],
  'chat.cannedTitleTooLong': ['Tiêu đề tối đa 60 ký tự', '标题最多 60 个字符', 'A title is at most 60 characters', 'Judul paling banyak 60 karakter'],
  'chat.cannedFull': [
    'Mỗi ngôn ngữ tối đa 100 câu trả lời mẫu',
    '每种语言最多 100 条快捷回复',
    'At most 100 canned replies per language',
    'Paling banyak 100 balasan siap per bahasa',
  ],
  'chat.cannedNotFound': ['Không tìm thấy câu trả lời mẫu', '快捷回复不存在', 'No such canned reply', 'Balasan siap tidak ditemukan'],

  'pages.chat.intro': [
    'Nhắn cho chăm sóc khách hàng, chúng tôi trả lời ngay tại đây.',
    '给客服留言，我们会在这里回复您。',
    'Write to customer service; we answer right here.',
    'Tulis ke layanan pelanggan; kami menjawab di sini.',
  ],
  'pages.chat.placeholder': ['Nhập tin nhắn…', '输入消息…', 'Type a message…', 'Ketik pesan…'],
  'pages.chat.send': ['Gửi', '发送', 'Send', 'Kirim'],
  'pages.chat.empty': [
    'Chưa có tin nhắn. Hãy hỏi chúng tôi bất cứ điều gì.',
    '还没有消息，有任何问题都可以问我们。',
    'No messages yet. Ask us anything.',
    'Belum ada pesan. Tanyakan apa saja.',
  ],
  'pages.chat.older': ['Xem tin nhắn cũ hơn', '查看更早的消息', 'Show older messages', 'Tampilkan pesan lama'],
  'pages.chat.you': ['Bạn', '我', 'You', 'Anda'],
  'pages.chat.service': ['Chăm sóc khách hàng', '客服', 'Customer service', 'Layanan pelanggan'],
  'pages.chat.waiting': [
    'Đang chờ nhân viên, chúng tôi sẽ trả lời sớm.',
    '正在等待客服接入，我们会尽快回复。',
    'Waiting for an operator; we will answer soon.',
    'Menunggu operator; kami segera menjawab.',
  ],
  'pages.chat.closedNote': [
    'Cuộc trò chuyện đã kết thúc. Gửi tin nhắn mới để mở lại.',
    '会话已结束，发送新消息即可重新开始。',
    'This conversation was closed. Write again to reopen it.',
    'Percakapan ini sudah ditutup. Tulis lagi untuk membukanya.',
  ],
  'pages.chat.login': [
    'Đăng nhập để trò chuyện với chăm sóc khách hàng.',
    '登录后即可与客服聊天。',
    'Sign in to chat with customer service.',
    'Masuk untuk mengobrol dengan layanan pelanggan.',
  ],
  'pages.chat.loginButton': ['Đăng nhập', '登录', 'Sign in', 'Masuk'],
  'pages.chat.loadError': ['Không tải được tin nhắn', '消息加载失败', 'Messages could not be loaded', 'Pesan gagal dimuat'],
  'pages.chat.retry': ['Thử lại', '重试', 'Try again', 'Coba lagi'],

  'cons.nav.chat': ['Trò chuyện trực tuyến', '在线客服', 'Live chat', 'Obrolan langsung'],
  'cons.chat.tab.1': ['Đang chờ', '待接入', 'Waiting', 'Menunggu'],
  'cons.chat.tab.mine': ['Của tôi', '我的', 'Mine', 'Milik saya'],
  'cons.chat.tab.2': ['Đã nhận', '已分配', 'Assigned', 'Ditugaskan'],
  'cons.chat.tab.3': ['Đã đóng', '已关闭', 'Closed', 'Ditutup'],
  'cons.chat.empty': ['Không có cuộc trò chuyện', '暂无会话', 'No conversations', 'Tidak ada percakapan'],
  'cons.chat.pick': ['Chọn một cuộc trò chuyện', '请选择一个会话', 'Choose a conversation', 'Pilih percakapan'],
  'cons.chat.take': ['Nhận', '接入', 'Take', 'Ambil'],
  'cons.chat.handOver': ['Chuyển cho…', '转交给…', 'Hand over to…', 'Serahkan ke…'],
  'cons.chat.close': ['Đóng', '关闭', 'Close', 'Tutup'],
  'cons.chat.closedNote': [
    'Đã đóng: hội viên nhắn lại sẽ mở lại.',
    '已关闭：会员再次发消息会重新打开。',
    'Closed: the member reopens it by writing.',
    'Ditutup: member membukanya lagi dengan menulis.',
  ],
  'cons.chat.assignedTo': ['Nhân viên: {{name}}', '接待人：{{name}}', 'Assigned to {{name}}', 'Ditangani {{name}}'],
  'cons.chat.unassigned': ['Chưa có người nhận', '未分配', 'Not assigned', 'Belum ditugaskan'],
  'cons.chat.placeholder': ['Trả lời hội viên…', '回复会员…', 'Reply to the member…', 'Balas member…'],
  'cons.chat.send': ['Gửi', '发送', 'Send', 'Kirim'],
  'cons.chat.older': ['Tin nhắn cũ hơn', '更早的消息', 'Older messages', 'Pesan lama'],
  'cons.chat.memberSays': ['Hội viên', '会员', 'Member', 'Member'],
  'cons.chat.canned': ['Trả lời mẫu', '快捷回复', 'Canned replies', 'Balasan siap'],
  'cons.chat.cannedInsert': ['Chèn trả lời mẫu', '插入快捷回复', 'Insert a canned reply', 'Sisipkan balasan siap'],
  'cons.chat.cannedManage': ['Quản lý trả lời mẫu', '管理快捷回复', 'Manage canned replies', 'Kelola balasan siap'],
  'cons.chat.cannedLang': ['Ngôn ngữ', '语言', 'Language', 'Bahasa'],
  'cons.chat.cannedTitle': ['Tiêu đề', '标题', 'Title', 'Judul'],
  'cons.chat.cannedBody': ['Nội dung', '内容', 'Text', 'Teks'],
  'cons.chat.cannedAdd': ['Thêm', '添加', 'Add', 'Tambah'],
  'cons.chat.cannedDelete': ['Xóa', '删除', 'Delete', 'Hapus'],
  'cons.chat.cannedNone': ['Chưa có trả lời mẫu cho ngôn ngữ này', '该语言暂无快捷回复', 'No canned replies in this language', 'Belum ada balasan siap dalam bahasa ini'],
  'cons.chat.member': ['Hội viên', '会员', 'Member', 'Member'],
  'cons.chat.balance': ['Số dư', '余额', 'Balance', 'Saldo'],
  'cons.chat.vip': ['Cấp VIP', 'VIP 等级', 'VIP level', 'Level VIP'],
  'cons.chat.joined': ['Ngày đăng ký', '注册时间', 'Joined', 'Bergabung'],
  'cons.chat.status': ['Trạng thái', '状态', 'Status', 'Status'],
  'cons.chat.orders': ['Đơn cược gần đây', '最近注单', 'Recent orders', 'Pesanan terbaru'],
  'cons.chat.deposits': ['Nạp tiền gần đây', '最近充值', 'Recent deposits', 'Deposit terbaru'],
  'cons.chat.none': ['Không có', '无', 'None', 'Tidak ada'],
  'cons.chat.done': ['Đã lưu', '已保存', 'Saved', 'Tersimpan'],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const chat = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
