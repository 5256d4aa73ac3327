import { defineCatalog } from '../define.ts';

/**
 * The console's per-host site configuration, the server's checks of payment channels, and the
 * lottery prize-group offset under the two-person rule (issue #16). Each key's texts sit side by
 * side in the order vi (default), zh, en, id.
 */
const rows = {
  'console.channelRangeInvalid': [
    'Kênh {{name}}: số tiền tối thiểu lớn hơn tối đa',
    '渠道 {{name}}：最低金额大于最高金额',
    'Channel {{name}}: the minimum is above the maximum',
    'Saluran {{name}}: minimum melebihi maksimum',
  ],
  'console.host.hostInvalid': [
    'Tên miền không hợp lệ (ví dụ: lotus.example, hoặc * cho trang mặc định)',
    '域名无效（例如 lotus.example，默认站点为 *）',
    'Invalid host name (for example lotus.example, or * for the default site)',
    'Nama host tidak valid (misalnya lotus.example, atau * untuk situs bawaan)',
  ],
  'console.host.nameTooLong': [
    'Tên trang tối đa 64 ký tự',
    '站点名称最多 64 个字符',
    'The site name may have at most 64 characters',
    'Nama situs paling banyak 64 karakter',
  ],
  'console.host.textTooLong': [
    'Tối đa 64 ký tự',
    '最多 64 个字符',
    'At most 64 characters',
    'Paling banyak 64 karakter',
  ],
  'console.host.colourInvalid': [
    'Màu phải có dạng #rrggbb',
    '颜色格式须为 #rrggbb',
    'The colour must look like #rrggbb',
    'Warna harus berbentuk #rrggbb',
  ],
  'console.host.langInvalid': [
    'Ngôn ngữ phải là một trong: vi, zh, en, id',
    '语言须为 vi、zh、en、id 之一',
    'The language must be one of vi, zh, en, id',
    'Bahasa harus salah satu dari vi, zh, en, id',
  ],
  'console.host.linkInvalid': [
    'Liên kết phải là đường dẫn của trang (/…) hoặc địa chỉ http(s)',
    '链接须为站内路径（/…）或 http(s) 地址',
    'A link must be a site path (/…) or an http(s) address',
    'Tautan harus berupa jalur situs (/…) atau alamat http(s)',
  ],
  'console.host.downloadInvalid': [
    'Địa chỉ tải về phải là địa chỉ https',
    '下载地址须为 https 地址',
    'A download address must be an https address',
    'Alamat unduhan harus berupa alamat https',
  ],
  'console.host.tooManyBanners': ['Tối đa 10 banner', '最多 10 个横幅', 'At most 10 banners', 'Paling banyak 10 banner'],
  'console.host.bannersInvalid': [
    'Danh sách banner không hợp lệ',
    '横幅列表无效',
    'The banners are not a valid list',
    'Daftar banner tidak valid',
  ],
  'console.host.blankInvalid': [
    'Danh sách mục để trống không hợp lệ',
    '留空项列表无效',
    'The list of keys left empty is not valid',
    'Daftar kunci yang dikosongkan tidak valid',
  ],
  'cons.sites.blank': [
    'Để trống trên trang này (không dùng giá trị của trang mặc định)',
    '在此站点留空（不使用默认站点的值）',
    "Empty on this site (not the default site's value)",
    'Kosong di situs ini (bukan nilai situs bawaan)',
  ],
  'cons.sites.blankHelp': [
    'Chọn mục mà tên miền này không hiển thị, dù trang mặc định có giá trị.',
    '选择此域名不显示的项，即使默认站点有值。',
    'Pick what this host shows nothing for, even where the default site has a value.',
    'Pilih yang tidak ditampilkan host ini, meski situs bawaan punya nilai.',
  ],
  'cons.nav.sites': ['Cấu hình trang', '站点配置', 'Sites', 'Konfigurasi situs'],
  'cons.sites.help': [
    'Tên, logo, màu, banner, liên kết chat và tải ứng dụng của trang thành viên theo tên miền. Ô để trống của một tên miền dùng giá trị của trang mặc định (chữ xám).',
    '按域名配置会员站点的名称、标志、主色、横幅、客服与下载链接。某域名留空的字段使用默认站点的值（灰字显示）。',
    "The member site's name, logo, colour, banners, chat and download links by host. A host's empty field shows the default site's value (in grey).",
    'Nama, logo, warna, banner, tautan chat dan unduhan situs anggota per host. Kolom kosong sebuah host memakai nilai situs bawaan (abu-abu).',
  ],
  'cons.sites.host': ['Tên miền', '域名', 'Host', 'Host'],
  'cons.sites.default': ['Trang mặc định (*)', '默认站点 (*)', 'Default site (*)', 'Situs bawaan (*)'],
  'cons.sites.name': ['Tên trang', '站点名称', 'Site name', 'Nama situs'],
  'cons.sites.own': ['Mục riêng', '自有项', 'Own keys', 'Kunci sendiri'],
  'cons.sites.edit': ['Sửa', '编辑', 'Edit', 'Ubah'],
  'cons.sites.newHost': ['Tên miền mới', '新域名', 'New host', 'Host baru'],
  'cons.sites.open': ['Cấu hình tên miền này', '配置此域名', 'Configure this host', 'Atur host ini'],
  'cons.sites.loadFailed': ['Không tải được cấu hình', '无法加载配置', 'Could not load the configuration', 'Konfigurasi tidak dapat dimuat'],
  'cons.sites.inherits': [
    'Ô trống: như trang mặc định',
    '留空：与默认站点相同',
    'Empty: as the default site',
    'Kosong: sama dengan situs bawaan',
  ],
  'cons.sites.none': ['(không có)', '（无）', '(none)', '(tidak ada)'],
  'cons.sites.theme': ['Màu chủ đạo', '主色', 'Main colour', 'Warna utama'],
  'cons.sites.language': ['Ngôn ngữ của trang', '网站语言', 'Site language', 'Bahasa situs'],
  'cons.sites.languageHelp': [
    'Ngôn ngữ trang hiện ở lần ghé đầu tiên và của mô tả trên công cụ tìm kiếm; hội viên vẫn tự chọn được',
    '首次访问时显示的语言及搜索结果中描述的语言；会员仍可自行选择',
    'What a first visit shows and the language of the description in search results; members can still choose their own',
    'Bahasa yang tampil pada kunjungan pertama dan bahasa deskripsi di hasil pencarian; anggota tetap bisa memilih sendiri',
  ],
  'cons.sites.logo': ['Logo (đường dẫn hoặc https)', '标志（路径或 https）', 'Logo (path or https)', 'Logo (jalur atau https)'],
  'cons.sites.favicon': ['Favicon (đường dẫn hoặc https)', '网站图标（路径或 https）', 'Favicon (path or https)', 'Favicon (jalur atau https)'],
  'cons.sites.chat': ['Chăm sóc khách hàng', '客服', 'Customer service', 'Layanan pelanggan'],
  'cons.sites.chatlink': ['Liên kết chat', '客服链接', 'Chat link', 'Tautan chat'],
  'cons.sites.zalo': ['Zalo', 'Zalo', 'Zalo', 'Zalo'],
  'cons.sites.chatKey': ['Tên kênh chat thứ hai', '第二客服名称', 'Second chat name', 'Nama chat kedua'],
  'cons.sites.chatValue': ['Liên kết kênh chat thứ hai', '第二客服链接', 'Second chat link', 'Tautan chat kedua'],
  'cons.sites.downloads': ['Tải ứng dụng', '应用下载', 'App downloads', 'Unduh aplikasi'],
  'cons.sites.ios': ['iOS (https)', 'iOS（https）', 'iOS (https)', 'iOS (https)'],
  'cons.sites.android': ['Android (https)', 'Android（https）', 'Android (https)', 'Android (https)'],
  'cons.sites.banners': ['Banner trang chủ', '首页横幅', 'Home banners', 'Banner beranda'],
  'cons.sites.bannerAdd': ['Thêm banner', '添加横幅', 'Add a banner', 'Tambah banner'],
  'cons.sites.bannersInherited': [
    'Không có banner riêng: hiển thị {{n}} banner của trang mặc định',
    '无自有横幅：显示默认站点的 {{n}} 个横幅',
    "No banners of its own: the default site's {{n}} show",
    'Tanpa banner sendiri: {{n}} banner situs bawaan ditampilkan',
  ],
  'cons.sites.bannersNone': ['Chưa có banner', '暂无横幅', 'No banners', 'Belum ada banner'],
  'cons.sites.banner': ['Banner {{n}}', '横幅 {{n}}', 'Banner {{n}}', 'Banner {{n}}'],
  'cons.sites.bannerRemove': ['Xóa banner {{n}}', '删除横幅 {{n}}', 'Remove banner {{n}}', 'Hapus banner {{n}}'],
  'cons.sites.bannerImage': ['Hình (đường dẫn hoặc https)', '图片（路径或 https）', 'Picture (path or https)', 'Gambar (jalur atau https)'],
  'cons.sites.bannerLink': ['Liên kết khi bấm', '点击链接', 'Link when tapped', 'Tautan saat diketuk'],
  'cons.sites.bannerTitle': ['Tiêu đề ({{lang}})', '标题（{{lang}}）', 'Title ({{lang}})', 'Judul ({{lang}})'],
  'cons.sites.save': ['Lưu cấu hình', '保存配置', 'Save the configuration', 'Simpan konfigurasi'],
  'cons.sites.undo': ['Hoàn tác', '撤销修改', 'Undo changes', 'Batalkan perubahan'],
  'cons.sites.saved': ['Đã lưu cấu hình của {{host}}', '{{host}} 的配置已保存', 'Configuration of {{host}} saved', 'Konfigurasi {{host}} disimpan'],
  'cons.sites.remove': ['Bỏ cấu hình riêng', '删除自有配置', 'Remove its own settings', 'Hapus pengaturan sendiri'],
  'cons.sites.removeConfirm': [
    '{{host}} sẽ dùng mọi giá trị của trang mặc định. Tiếp tục?',
    '{{host}} 将使用默认站点的全部设置。继续吗？',
    '{{host}} will show every value of the default site. Go on?',
    '{{host}} akan memakai semua nilai situs bawaan. Lanjutkan?',
  ],
  'cons.sites.removed': ['{{host}} đã dùng lại cấu hình mặc định', '{{host}} 已恢复使用默认配置', '{{host}} uses the default site again', '{{host}} kembali memakai situs bawaan'],
  'console.groupOffsetTwoPerson': [
    'Độ lệch nhóm thưởng do hai nhân viên thay đổi: hãy đề xuất, một nhân viên khác xác nhận',
    '奖金组偏移须由两名操作员修改：请先提出，由另一名操作员确认',
    'The prize-group offset is changed by two operators: propose it, and another operator confirms',
    'Selisih grup hadiah diubah oleh dua operator: usulkan, lalu operator lain mengonfirmasi',
  ],
} as const satisfies Record<string, readonly [vi: string, zh: string, en: string, id: string]>;

type Key = keyof typeof rows;
const column = (i: 0 | 1 | 2 | 3) =>
  Object.fromEntries(Object.entries(rows).map(([key, texts]) => [key, texts[i]])) as Record<Key, string>;

export const consoleHost = defineCatalog({ vi: column(0), zh: column(1), en: column(2), id: column(3) });
