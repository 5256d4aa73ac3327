import { defineCatalog } from '../define.ts';

/**
 * Play, series and catalogue names and rule texts of the engine's families of issue #3 (SSC, 3D,
 * P3, P5, 11x5, K3, KL8, PK10; see packages/engine). Entries are [vi, zh, en, id]; names built from
 * parts (任二 + 直选单式, 第N名 …) are composed below so each word is translated once.
 */
type T = readonly [vi: string, zh: string, en: string, id: string];
const E: Record<string, T> = {};
const put = (key: string, t: T) => {
  E[key] = t;
};
const join = (a: T, b: T, sep: T = [' ', '', ' ', ' ']): T => [a[0] + sep[0] + b[0], a[1] + sep[1] + b[1], a[2] + sep[2] + b[2], a[3] + sep[3] + b[3]];
const num = (n: number | string): T => [String(n), String(n), String(n), String(n)];

// ------------------------------------------------------------ families
const FAMILIES: Record<string, T> = {
  ssc: ['Xổ số thời thời (SSC)', '时时彩', 'Time lottery (SSC)', 'Lotre waktu (SSC)'],
  '3d': ['Xổ số 3D', '福彩3D', '3D lottery', 'Lotre 3D'],
  p3: ['Xếp hạng 3 (P3)', '排列三', 'Pick 3 (P3)', 'Urutan 3 (P3)'],
  p5: ['Xếp hạng 5 (P5)', '排列五', 'Pick 5 (P5)', 'Urutan 5 (P5)'],
  x5: ['11 chọn 5', '11选5', '11 pick 5', '11 pilih 5'],
  k3: ['Nhanh 3 (K3)', '快3', 'Fast 3 (K3)', 'Cepat 3 (K3)'],
  kl8: ['Vui vẻ 8 (KL8)', '快乐8', 'Happy 8 (KL8)', 'Gembira 8 (KL8)'],
  pk10: ['Đua xe PK10', '北京赛车 PK10', 'PK10 racing', 'Balap PK10'],
};
for (const [k, t] of Object.entries(FAMILIES)) put(`play.family.${k}`, t);
put('play.group.high', ['Xổ số cao tần', '高频彩', 'High-frequency', 'Frekuensi tinggi']);
put('play.group.low', ['Xổ số hằng ngày', '低频彩', 'Daily draws', 'Undian harian']);

// ------------------------------------------------------------ scopes, catalogues, sub-catalogues
const SCOPE: Record<string, T> = {
  '5x': ['5 sao', '五星', '5 stars', '5 bintang'],
  '3x': ['3 sao', '三星', '3 stars', '3 bintang'],
  q4: ['4 đầu', '前四', 'First 4', '4 depan'],
  h4: ['4 cuối', '后四', 'Last 4', '4 belakang'],
  q3: ['3 đầu', '前三', 'First 3', '3 depan'],
  z3: ['3 giữa', '中三', 'Middle 3', '3 tengah'],
  h3: ['3 cuối', '后三', 'Last 3', '3 belakang'],
  q2: ['2 đầu', '前二', 'First 2', '2 depan'],
  h2: ['2 cuối', '后二', 'Last 2', '2 belakang'],
};
const CATS: Record<string, T> = {
  ...SCOPE,
  bdw: ['Bất định vị', '不定位', 'Any position', 'Posisi bebas'],
  bsoe: ['Lớn nhỏ lẻ chẵn', '大小单双', 'Big/small/odd/even', 'Besar/kecil/ganjil/genap'],
  champ: ['Đoán quán quân', '猜冠军', 'Winner', 'Tebak juara'],
  diff: ['Khác số', '不同号', 'Different numbers', 'Angka berbeda'],
  double: ['Hai mặt', '双面盘', 'Two-sided', 'Dua sisi'],
  dt: ['Rồng hổ', '龙虎', 'Dragon/tiger', 'Naga/harimau'],
  dwd: ['Định vị', '定位胆', 'Fixed position', 'Posisi tetap'],
  fun: ['Thú vị', '趣味', 'Fun', 'Seru'],
  other: ['Khác', '其他', 'Other', 'Lainnya'],
  pair: ['Cùng số đôi', '二同号', 'Pair', 'Pasangan'],
  pick: ['Chọn số', '选号', 'Pick numbers', 'Pilih angka'],
  r2: ['Bất kỳ 2', '任二', 'Any 2', 'Bebas 2'],
  r3: ['Bất kỳ 3', '任三', 'Any 3', 'Bebas 3'],
  r4: ['Bất kỳ 4', '任四', 'Any 4', 'Bebas 4'],
  rx: ['Chọn bất kỳ', '任选', 'Any pick', 'Pilih bebas'],
  sum: ['Tổng', '和值', 'Sum', 'Jumlah'],
  top2: ['Đoán 2 đầu', '猜前二', 'Top 2', 'Tebak 2 teratas'],
  top3: ['Đoán 3 đầu', '猜前三', 'Top 3', 'Tebak 3 teratas'],
  top4: ['Đoán 4 đầu', '猜前四', 'Top 4', 'Tebak 4 teratas'],
  top5: ['Đoán 5 đầu', '猜前五', 'Top 5', 'Tebak 5 teratas'],
  triple: ['Cùng số ba', '三同号', 'Triple', 'Triple'],
};
for (const [k, t] of Object.entries(CATS)) put(`play.cat.${k}`, t);
const SUBS: Record<string, T> = {
  '5x': SCOPE['5x'] as T,
  '3x': SCOPE['3x'] as T,
  h4: SCOPE.h4 as T,
  q3: SCOPE.q3 as T,
  z3: SCOPE.z3 as T,
  h3: SCOPE.h3 as T,
  bdw: CATS.bdw as T,
  bsoe: CATS.bsoe as T,
  champ: CATS.champ as T,
  diff2: ['2 khác số', '二不同号', '2 different', '2 berbeda'],
  diff3: ['3 khác số', '三不同号', '3 different', '3 berbeda'],
  direct: ['Trực tiếp', '直选', 'Straight', 'Langsung'],
  double: CATS.double as T,
  dt: CATS.dt as T,
  dwd: CATS.dwd as T,
  fun: CATS.fun as T,
  group: ['Nhóm', '组选', 'Group', 'Grup'],
  other: CATS.other as T,
  pair: CATS.pair as T,
  pick: CATS.pick as T,
  sum: CATS.sum as T,
  top2: CATS.top2 as T,
  top3: CATS.top3 as T,
  top4: CATS.top4 as T,
  top5: CATS.top5 as T,
  triple: CATS.triple as T,
};
for (let k = 1; k <= 8; k++) SUBS[`r${k}`] = [`Bất kỳ ${k}`, `任选${'一二三四五六七八'[k - 1]}`, `Any ${k}`, `Bebas ${k}`];
for (const [k, t] of Object.entries(SUBS)) put(`play.sub.${k}`, t);

// ------------------------------------------------------------ methods
const METHODS: Record<string, T> = {
  fushi: ['Phức thức', '复式', 'Multiple', 'Majemuk'],
  danshi: ['Đơn thức', '单式', 'Single entry', 'Entri tunggal'],
  dantuo: ['Đảm kéo', '胆拖', 'Banker & drag', 'Banker & tarik'],
  combo: ['Tổ hợp', '组合', 'Combination', 'Kombinasi'],
  sum: ['Tổng', '和值', 'Sum', 'Jumlah'],
  span: ['Khoảng cách', '跨度', 'Span', 'Rentang'],
  groupSum: ['Tổng nhóm', '组选和值', 'Group sum', 'Jumlah grup'],
  baodan: ['Bao đảm', '包胆', 'Key digit', 'Angka kunci'],
  sumTail: ['Đuôi tổng', '和值尾数', 'Sum tail', 'Ekor jumlah'],
  special: ['Số đặc biệt', '特殊号', 'Special patterns', 'Pola khusus'],
  mixed: ['Nhóm hỗn hợp', '混合组选', 'Mixed group', 'Grup campuran'],
  group3: ['Nhóm 3', '组三', 'Group 3', 'Grup 3'],
  group6: ['Nhóm 6', '组六', 'Group 6', 'Grup 6'],
  dwd: CATS.dwd as T,
  bsoe: CATS.bsoe as T,
  dt: CATS.dt as T,
  double: CATS.double as T,
  fun1: ['Thuận buồm xuôi gió', '一帆风顺', 'Smooth sailing', 'Berlayar lancar'],
  fun2: ['Song hỷ lâm môn', '好事成双', 'Double happiness', 'Kebahagiaan ganda'],
  fun3: ['Tam tinh báo hỷ', '三星报喜', 'Three stars of joy', 'Tiga bintang bahagia'],
  fun4: ['Tứ quý phát tài', '四季发财', 'Four seasons of fortune', 'Empat musim rezeki'],
  middle: ['Đoán số giữa', '猜中位', 'Guess the median', 'Tebak median'],
  oddCount: ['Định lẻ chẵn', '定单双', 'Odd count', 'Jumlah ganjil'],
  tripleAll: ['Ba cùng số chọn chung', '三同号通选', 'Any triple', 'Triple apa saja'],
  tripleOne: ['Ba cùng số chọn một', '三同号单选', 'Specific triple', 'Triple tertentu'],
  pairAny: ['Hai cùng số chọn nhiều', '二同号复选', 'Any pair', 'Pasangan apa saja'],
  pairOne: ['Hai cùng số chọn một', '二同号单选', 'Specific pair', 'Pasangan tertentu'],
  straightAll: ['Ba số liền chọn chung', '三连号通选', 'Any straight', 'Beruntun apa saja'],
  single: ['Một xúc xắc', '单挑一骰', 'Single die', 'Satu dadu'],
};
for (const code of ['120', '60', '30', '20', '10', '5', '24', '12', '4'])
  METHODS[`group${code}`] = [`Nhóm ${code}`, `组选${code}`, `Group ${code}`, `Grup ${code}`];
for (let k = 1; k <= 3; k++) METHODS[`bdw${k}`] = [`${k} số`, `${'一二三'[k - 1]}码`, `${k} digit${k > 1 ? 's' : ''}`, `${k} angka`];
for (const [k, t] of Object.entries(METHODS)) put(`play.method.${k}`, t);

// ------------------------------------------------------------ play names
const SEP: T = [' · ', '', ' · ', ' · '];
const NAMES: Record<string, T> = {
  'direct.fushi': join(SUBS.direct as T, METHODS.fushi as T),
  'direct.danshi': join(SUBS.direct as T, METHODS.danshi as T),
  'direct.combo': METHODS.combo as T,
  'direct.sum': join(SUBS.direct as T, METHODS.sum as T),
  'direct.span': join(SUBS.direct as T, METHODS.span as T),
  'group.fushi': join(SUBS.group as T, METHODS.fushi as T),
  'group.g2danshi': join(SUBS.group as T, METHODS.danshi as T),
  'group.sum': METHODS.groupSum as T,
  'group.baodan': join(SUBS.group as T, METHODS.baodan as T),
  'group.z3': join(METHODS.group3 as T, METHODS.fushi as T),
  'group.z3danshi': join(METHODS.group3 as T, METHODS.danshi as T),
  'group.z6': join(METHODS.group6 as T, METHODS.fushi as T),
  'group.z6danshi': join(METHODS.group6 as T, METHODS.danshi as T),
  'group.mixeddanshi': METHODS.mixed as T,
  bsoe: CATS.bsoe as T,
  dt: CATS.dt as T,
  dwd: CATS.dwd as T,
  special: METHODS.special as T,
  sumTail: METHODS.sumTail as T,
  'dbl.ball': ['Số từng bóng', '单球号码', 'Ball number', 'Angka bola'],
  'dbl.ballBsoe': ['Hai mặt từng bóng', '单球两面', 'Ball two-sided', 'Dua sisi per bola'],
  'dbl.sum': ['Tổng hai mặt', '总和两面', 'Total two-sided', 'Total dua sisi'],
  'dbl.dt': ['Rồng hổ hòa', '龙虎和', 'Dragon/tiger/tie', 'Naga/harimau/seri'],
  'dbl.shape': ['Hình thái', '形态', 'Patterns', 'Pola'],
};
for (let t = 1; t <= 4; t++) NAMES[`fun${t}`] = METHODS[`fun${t}`] as T;
for (let k = 1; k <= 3; k++) NAMES[`bdw${k}`] = join(CATS.bdw as T, METHODS[`bdw${k}`] as T);
for (const code of ['120', '60', '30', '20', '10', '5', '24', '12', '6', '4'])
  NAMES[`group.g${code}`] = [`Nhóm ${code}`, `组选${code}`, `Group ${code}`, `Grup ${code}`];
// 任二 / 任三 / 任四 with positions.
const ANY_BASES: Record<number, string[]> = {
  2: ['direct.danshi', 'direct.sum', 'group.fushi', 'group.g2danshi', 'group.sum'],
  3: ['direct.danshi', 'direct.sum', 'group.z3', 'group.z3danshi', 'group.z6', 'group.z6danshi', 'group.mixeddanshi', 'group.sum'],
  4: ['direct.danshi', 'group.g24', 'group.g12', 'group.g6', 'group.g4'],
};
for (const k of [2, 3, 4])
  for (const base of ANY_BASES[k] as string[])
    NAMES[`r${k}.${base}`] = join(CATS[`r${k}`] as T, NAMES[base] as T, SEP);
// 11x5
for (const s of ['q3', 'q2'])
  for (const [a, b] of [
    ['direct', 'fushi'],
    ['direct', 'danshi'],
    ['group', 'fushi'],
    ['group', 'danshi'],
    ['group', 'dantuo'],
  ])
    NAMES[`x5.${s}.${a}.${b}`] = join(SCOPE[s] as T, join(SUBS[a as string] as T, METHODS[b as string] as T), SEP);
NAMES['x5.q3.bdw'] = join(SCOPE.q3 as T, CATS.bdw as T, SEP);
NAMES['x5.dwd'] = CATS.dwd as T;
NAMES['x5.fun.middle'] = METHODS.middle as T;
NAMES['x5.fun.oddCount'] = METHODS.oddCount as T;
for (let k = 1; k <= 8; k++)
  for (const m of k > 1 ? ['fushi', 'danshi', 'dantuo'] : ['fushi', 'danshi']) NAMES[`x5.r${k}.${m}`] = join(SUBS[`r${k}`] as T, METHODS[m] as T, SEP);
// K3
NAMES['k3.sum'] = METHODS.sum as T;
NAMES['k3.sumBsoe'] = ['Tổng lớn nhỏ lẻ chẵn', '和值大小单双', 'Sum big/small/odd/even', 'Jumlah besar/kecil/ganjil/genap'];
for (const m of ['tripleAll', 'tripleOne', 'pairAny', 'pairOne', 'straightAll', 'single']) NAMES[`k3.${m}`] = METHODS[m] as T;
NAMES['k3.diff3'] = SUBS.diff3 as T;
NAMES['k3.diff3.dantuo'] = join(SUBS.diff3 as T, METHODS.dantuo as T, SEP);
NAMES['k3.diff2'] = SUBS.diff2 as T;
NAMES['k3.diff2.dantuo'] = join(SUBS.diff2 as T, METHODS.dantuo as T, SEP);
NAMES['k3.dbl.dice'] = ['Xúc xắc hai mặt', '骰子两面', 'Dice board', 'Papan dadu'];
// KL8
const PICK_ZH = '一二三四五六七八九十';
for (let n = 1; n <= 10; n++) NAMES[`kl8.pick${n}`] = [`Chọn ${n}`, `选${PICK_ZH[n - 1]}`, `Pick ${n}`, `Pilih ${n}`];
NAMES['kl8.dbl.disc'] = ['Trên dưới, lẻ chẵn, ngũ hành', '上下盘 奇偶盘 五行', 'Up/down, odd/even discs, elements', 'Atas/bawah, ganjil/genap, elemen'];
NAMES['kl8.dbl.number'] = ['Số chính', '正码', 'Drawn number', 'Angka keluar'];
// PK10
NAMES['pk10.dwd'] = CATS.dwd as T;
NAMES['pk10.sum'] = ['Tổng quán á quân', '冠亚和值', 'First + second sum', 'Jumlah juara 1 + 2'];
NAMES['pk10.top1.fushi'] = CATS.champ as T;
for (let k = 2; k <= 5; k++)
  for (const m of ['fushi', 'danshi']) NAMES[`pk10.top${k}.${m}`] = join(CATS[`top${k}`] as T, METHODS[m] as T, SEP);
for (const [k, t] of Object.entries(NAMES)) put(`play.name.${k}`, t);

// ------------------------------------------------------------ rows
const ROWS: Record<string, T> = {
  wan: ['Vạn', '万位', 'Ten-thousands', 'Puluh ribuan'],
  qian: ['Nghìn', '千位', 'Thousands', 'Ribuan'],
  bai: ['Trăm', '百位', 'Hundreds', 'Ratusan'],
  shi: ['Chục', '十位', 'Tens', 'Puluhan'],
  ge: ['Đơn vị', '个位', 'Units', 'Satuan'],
  banker: ['Số đảm', '胆码', 'Banker', 'Banker'],
  drag: ['Số kéo', '拖码', 'Drag', 'Tarik'],
  baodan: ['Số bao', '包胆', 'Key digit', 'Angka kunci'],
  bdw: ['Chọn số', '选号', 'Numbers', 'Angka'],
  combo: ['Xiên', '过关', 'Combined', 'Gabungan'],
  double: ['Số đôi', '二重号', 'Pair digits', 'Angka ganda'],
  triple: ['Số ba', '三重号', 'Triple digits', 'Angka triple'],
  quad: ['Số bốn', '四重号', 'Quad digit', 'Angka kuad'],
  single: ['Số đơn', '单号', 'Single digits', 'Angka tunggal'],
  group: ['Chọn nhóm', '组选号码', 'Group digits', 'Angka grup'],
  elements: ['Ngũ hành', '五行', 'Five elements', 'Lima elemen'],
  first: ['Vị trí 1', '第一位', '1st', 'Ke-1'],
  second: ['Vị trí 2', '第二位', '2nd', 'Ke-2'],
  third: ['Vị trí 3', '第三位', '3rd', 'Ke-3'],
  fun: ['Chọn số', '选号', 'Digits', 'Angka'],
  gyPair: ['Tổ hợp quán á', '冠亚组合', 'First–second pair', 'Pasangan juara 1–2'],
  middle: ['Số giữa', '中位', 'Median', 'Median'],
  oddCount: ['Số lẻ', '单数个数', 'Odd numbers', 'Jumlah ganjil'],
  oddEvenDisc: ['Lẻ hòa chẵn', '奇和偶盘', 'Odd/tie/even disc', 'Cakram ganjil/seri/genap'],
  upDown: ['Trên giữa dưới', '上中下盘', 'Up/middle/down disc', 'Cakram atas/tengah/bawah'],
  pair: ['Số đôi', '对子', 'Pair', 'Pasangan'],
  pick: ['Chọn số', '选号', 'Numbers', 'Angka'],
  span: ['Khoảng cách', '跨度', 'Span', 'Rentang'],
  special: ['Đặc biệt', '特殊号', 'Special', 'Khusus'],
  straightAll: ['Ba số liền', '三连号', 'Straight', 'Beruntun'],
  sum: ['Tổng', '和值', 'Sum', 'Jumlah'],
  sum12: ['Tổng quán á', '冠亚和', 'First + second', 'Juara 1 + 2'],
  sumValue: ['Giá trị tổng', '和值号码', 'Sum value', 'Nilai jumlah'],
  tail: ['Đuôi', '尾数', 'Tail', 'Ekor'],
  tripleAll: ['Ba cùng số', '三同号', 'Triple', 'Triple'],
  twoFaces: ['Hai mặt liền', '两连', 'Two faces', 'Dua muka'],
};
const POS_ROWS = ['wan', 'qian', 'bai', 'shi', 'ge'];
for (let i = 1; i <= 5; i++) ROWS[`ball${i}`] = [`Bóng ${i}`, `第${'一二三四五'[i - 1]}球`, `Ball ${i}`, `Bola ${i}`];
const RANK_ZH = ['冠军', '亚军', '第三名', '第四名', '第五名', '第六名', '第七名', '第八名', '第九名', '第十名'];
for (let i = 1; i <= 10; i++) ROWS[`rank${i}`] = [`Hạng ${i}`, RANK_ZH[i - 1] as string, `Place ${i}`, `Peringkat ${i}`];
for (let i = 1; i <= 5; i++) ROWS[`pk10dt${i}`] = [`Hạng ${i} với ${11 - i}`, `${RANK_ZH[i - 1]}龙虎`, `Place ${i} vs ${11 - i}`, `Peringkat ${i} vs ${11 - i}`];
for (let a = 0; a < 5; a++)
  for (let b = a + 1; b < 5; b++) {
    const x = ROWS[POS_ROWS[a] as string] as T;
    const y = ROWS[POS_ROWS[b] as string] as T;
    ROWS[`dt.${a}${b}`] = [`${x[0]} – ${y[0]}`, `${x[1]}${y[1]}`, `${x[2]} vs ${y[2]}`, `${x[3]} vs ${y[3]}`];
  }
for (const [k, t] of Object.entries(ROWS)) put(`play.row.${k}`, t);

// ------------------------------------------------------------ options
const OPTS: Record<string, T> = {
  big: ['Lớn', '大', 'Big', 'Besar'],
  small: ['Nhỏ', '小', 'Small', 'Kecil'],
  odd: ['Lẻ', '单', 'Odd', 'Ganjil'],
  even: ['Chẵn', '双', 'Even', 'Genap'],
  dragon: ['Rồng', '龙', 'Dragon', 'Naga'],
  tiger: ['Hổ', '虎', 'Tiger', 'Harimau'],
  tie: ['Hòa', '和', 'Tie', 'Seri'],
  leopard: ['Báo', '豹子', 'Triple', 'Triple'],
  straight: ['Sảnh', '顺子', 'Straight', 'Beruntun'],
  pair: ['Đôi', '对子', 'Pair', 'Pasangan'],
  halfStraight: ['Nửa sảnh', '半顺', 'Half straight', 'Setengah beruntun'],
  mixed6: ['Tạp lục', '杂六', 'Mixed', 'Campuran'],
  anyTriple: ['Bộ ba bất kỳ', '任意豹子', 'Any triple', 'Triple apa saja'],
  anyStraight: ['Sảnh bất kỳ', '三连号通选', 'Any straight', 'Beruntun apa saja'],
  bigOdd: ['Lớn lẻ', '大单', 'Big odd', 'Besar ganjil'],
  bigEven: ['Lớn chẵn', '大双', 'Big even', 'Besar genap'],
  smallOdd: ['Nhỏ lẻ', '小单', 'Small odd', 'Kecil ganjil'],
  smallEven: ['Nhỏ chẵn', '小双', 'Small even', 'Kecil genap'],
  up: ['Trên', '上盘', 'Up', 'Atas'],
  middle: ['Giữa', '中盘', 'Middle', 'Tengah'],
  down: ['Dưới', '下盘', 'Down', 'Bawah'],
  oddDisc: ['Lẻ', '奇盘', 'Odd disc', 'Cakram ganjil'],
  tieDisc: ['Hòa', '和盘', 'Tie disc', 'Cakram seri'],
  evenDisc: ['Chẵn', '偶盘', 'Even disc', 'Cakram genap'],
  metal: ['Kim', '金', 'Metal', 'Logam'],
  wood: ['Mộc', '木', 'Wood', 'Kayu'],
  water: ['Thủy', '水', 'Water', 'Air'],
  fire: ['Hỏa', '火', 'Fire', 'Api'],
  earth: ['Thổ', '土', 'Earth', 'Tanah'],
  gybig: ['Tổng lớn', '冠亚大', 'Sum big', 'Jumlah besar'],
  gysmall: ['Tổng nhỏ', '冠亚小', 'Sum small', 'Jumlah kecil'],
  gyodd: ['Tổng lẻ', '冠亚单', 'Sum odd', 'Jumlah ganjil'],
  gyeven: ['Tổng chẵn', '冠亚双', 'Sum even', 'Jumlah genap'],
  sum30: ['Tổng 30', '总和30', 'Sum 30', 'Jumlah 30'],
  sum810: ['Tổng 810', '和值810', 'Sum 810', 'Jumlah 810'],
  tailBig: ['Đuôi lớn', '尾大', 'Tail big', 'Ekor besar'],
  tailSmall: ['Đuôi nhỏ', '尾小', 'Tail small', 'Ekor kecil'],
};
for (let n = 0; n <= 80; n++) OPTS[`n${n}`] = num(n);
for (let s = 3; s <= 19; s++) OPTS[`sum${s}`] = [`Tổng ${s}`, `和值${s}`, `Sum ${s}`, `Jumlah ${s}`];
for (let j = 0; j <= 5; j++) OPTS[`odd${j}`] = [`${j} lẻ ${5 - j} chẵn`, `${j}单${5 - j}双`, `${j} odd ${5 - j} even`, `${j} ganjil ${5 - j} genap`];
for (let f = 1; f <= 6; f++) {
  OPTS[`face${f}`] = [`Mặt ${f}`, `${f}点`, `Face ${f}`, `Muka ${f}`];
  OPTS[`pair${f}`] = num(`${f}${f}`);
  OPTS[`triple${f}`] = num(`${f}${f}${f}`);
  for (let g = f + 1; g <= 6; g++) OPTS[`two${f}${g}`] = num(`${f}${g}`);
}
for (let a = 1; a <= 10; a++) for (let b = a + 1; b <= 10; b++) OPTS[`pair${a}_${b}`] = num(`${a}-${b}`);
for (const [k, t] of Object.entries(OPTS)) put(`play.opt.${k}`, t);

// ------------------------------------------------------------ prize levels
const LEVELS: Record<string, T> = {
  bsoe: CATS.bsoe as T,
  dt: ['Rồng hoặc hổ', '龙或虎', 'Dragon or tiger', 'Naga atau harimau'],
  group2: ['Nhóm 2 sao', '二星组选', '2-star group', 'Grup 2 bintang'],
  group3: METHODS.group3 as T,
  group6: METHODS.group6 as T,
  tail: METHODS.sumTail as T,
  q3direct: join(SCOPE.q3 as T, SUBS.direct as T),
  q3group: join(SCOPE.q3 as T, SUBS.group as T),
  q2direct: join(SCOPE.q2 as T, SUBS.direct as T),
  q2group: join(SCOPE.q2 as T, SUBS.group as T),
  q3bdw: join(SCOPE.q3 as T, CATS.bdw as T),
};
for (let k = 1; k <= 5; k++) LEVELS[`direct${k}`] = [`Trực tiếp ${k} sao`, `${'一二三四五'[k - 1]}星直选`, `${k}-star straight`, `Langsung ${k} bintang`];
for (const code of ['120', '60', '30', '20', '10', '5', '24', '12', '4'])
  LEVELS[`group${code}`] = [`Nhóm ${code}`, `组选${code}`, `Group ${code}`, `Grup ${code}`];
for (let k = 1; k <= 3; k++) LEVELS[`bdw${k}`] = METHODS[`bdw${k}`] as T;
for (let m = 3; m <= 6; m++) LEVELS[`mid${m}`] = m === 6 ? ['Số giữa 06', '中位06', 'Median 06', 'Median 06'] : [`Số giữa 0${m}/0${12 - m}`, `中位0${m}/0${12 - m}`, `Median 0${m}/0${12 - m}`, `Median 0${m}/0${12 - m}`];
for (let k = 1; k <= 8; k++) LEVELS[`x5.r${k}`] = SUBS[`r${k}`] as T;
for (let s = 3; s <= 10; s++) LEVELS[`k3.sum${s}`] = [`Tổng ${s}/${21 - s}`, `和值${s}/${21 - s}`, `Sum ${s}/${21 - s}`, `Jumlah ${s}/${21 - s}`];
for (const m of ['tripleAll', 'tripleOne', 'pairAny', 'pairOne', 'straightAll', 'single']) LEVELS[`k3.${m}`] = METHODS[m] as T;
LEVELS['k3.diff3'] = SUBS.diff3 as T;
LEVELS['k3.diff2'] = SUBS.diff2 as T;
for (let m = 0; m <= 10; m++) LEVELS[`kl8.hit${m}`] = [`Trúng ${m}`, `中${m}`, `${m} hits`, `Kena ${m}`];
for (let k = 1; k <= 5; k++) LEVELS[`pk10.top${k}`] = k === 1 ? (CATS.champ as T) : (CATS[`top${k}`] as T);
for (const w of [2, 4, 6, 8, 10]) LEVELS[`pk10.sum${w}`] = [`Tổng (${w}/90)`, `和值（${w}/90）`, `Sum (${w}/90)`, `Jumlah (${w}/90)`];
for (const [k, t] of Object.entries(LEVELS)) put(`play.level.${k}`, t);

// ------------------------------------------------------------ rules and examples
const RULES: Record<string, [rule: T, example: T]> = {
  directFushi: [
    ['Chọn ít nhất 1 số cho mỗi vị trí trong {{k}} vị trí; trúng khi các số mở thưởng khớp đúng thứ tự.', '每位至少选1个号码，所选号码与开奖号码按位一致即中奖（共{{k}}位）。', 'Pick at least one digit for each of the {{k}} positions; wins when the drawn digits match in order.', 'Pilih minimal satu angka untuk tiap {{k}} posisi; menang bila angka keluar cocok sesuai urutan.'],
    ['Ví dụ: chọn 1|2|3, mở 123 là trúng ({{k}} vị trí).', '例：选1|2|3，开奖123即中奖（{{k}}位）。', 'Example: pick 1|2|3; draw 123 wins ({{k}} positions).', 'Contoh: pilih 1|2|3; keluar 123 menang ({{k}} posisi).'],
  ],
  directDanshi: [
    ['Nhập mỗi vé {{k}} chữ số, ngăn cách bởi xuống dòng, dấu phẩy, chấm phẩy, khoảng trắng hoặc |; vé trùng bị loại.', '手动输入{{k}}位号码，以换行、逗号、分号、空格或|分隔；重复号码自动去除。', 'Type tickets of {{k}} digits separated by newline, comma, semicolon, space or |; duplicates are removed.', 'Ketik tiket {{k}} angka dipisah baris baru, koma, titik koma, spasi atau |; duplikat dihapus.'],
    ['Ví dụ: 123 456,789 ({{k}} chữ số mỗi vé).', '例：123 456,789（每注{{k}}位）。', 'Example: 123 456,789 ({{k}} digits each).', 'Contoh: 123 456,789 ({{k}} angka per tiket).'],
  ],
  combo: [
    ['Mỗi lựa chọn tạo {{k}} vé trên các số cuối, mỗi vé trả theo cấp sao của nó.', '每组号码按后几位拆为{{k}}注，各按对应星级派奖。', 'Each pick makes {{k}} tickets on its trailing digits, each paid at its star level.', 'Setiap pilihan menjadi {{k}} tiket pada angka belakang, dibayar sesuai level bintang.'],
    ['Ví dụ: chọn 1|2|3 là {{k}} vé: 123, 23, 3.', '例：选1|2|3共{{k}}注：123、23、3。', 'Example: 1|2|3 is {{k}} tickets: 123, 23, 3.', 'Contoh: 1|2|3 menjadi {{k}} tiket: 123, 23, 3.'],
  ],
  directSum: [
    ['Chọn tổng của {{k}} chữ số; mỗi bộ số có tổng đó là một vé trực tiếp.', '选择{{k}}位号码之和，和值对应的每组号码为一注直选。', 'Pick the sum of the {{k}} digits; every tuple with that sum is one straight ticket.', 'Pilih jumlah {{k}} angka; setiap susunan dengan jumlah itu satu tiket langsung.'],
    ['Ví dụ: tổng 1 gồm 001, 010, 100 ({{k}} chữ số).', '例：和值1含001、010、100（{{k}}位）。', 'Example: sum 1 covers 001, 010, 100 ({{k}} digits).', 'Contoh: jumlah 1 mencakup 001, 010, 100 ({{k}} angka).'],
  ],
  directSpan: [
    ['Chọn khoảng cách giữa số lớn nhất và nhỏ nhất trong {{k}} chữ số.', '选择{{k}}位号码中最大与最小号码之差。', 'Pick the span (largest minus smallest) of the {{k}} digits.', 'Pilih rentang (terbesar dikurangi terkecil) dari {{k}} angka.'],
    ['Ví dụ: khoảng cách 9 trúng với 091 ({{k}} chữ số).', '例：跨度9，开奖091中奖（{{k}}位）。', 'Example: span 9 wins on 091 ({{k}} digits).', 'Contoh: rentang 9 menang pada 091 ({{k}} angka).'],
  ],
  groupSum: [
    ['Chọn tổng; trúng khi {{k}} chữ số không phải bộ ba/đôi giống nhau và có tổng đó, trả theo nhóm 3 hoặc nhóm 6.', '选择和值，开奖号码非豹子（二星非对子）且和值相同即中奖，按组三或组六派奖（{{k}}位）。', 'Pick sums; wins when the {{k}} digits are not all equal and add up to a pick, paid as group 3 or group 6.', 'Pilih jumlah; menang bila {{k}} angka tidak kembar semua dan jumlahnya cocok, dibayar grup 3 atau grup 6.'],
    ['Ví dụ: tổng 3 trúng với 012 hoặc 111 không trúng ({{k}} chữ số).', '例：和值3，开奖012中奖，111不中（{{k}}位）。', 'Example: sum 3 wins on 012, not on 111 ({{k}} digits).', 'Contoh: jumlah 3 menang pada 012, tidak pada 111 ({{k}} angka).'],
  ],
  groupBaodan: [
    ['Chọn 1 số; trúng khi số mở thưởng (không phải bộ giống nhau) chứa số đó ({{k}} chữ số).', '选1个号码，开奖号码（非豹子/对子）包含该号码即中奖（{{k}}位）。', 'Pick one digit; wins when the draw (not all equal) contains it ({{k}} digits).', 'Pilih satu angka; menang bila hasil (tidak kembar semua) memuatnya ({{k}} angka).'],
    ['Ví dụ: bao 5, mở 356 là trúng ({{k}} chữ số).', '例：包胆5，开奖356中奖（{{k}}位）。', 'Example: key 5, draw 356 wins ({{k}} digits).', 'Contoh: kunci 5, hasil 356 menang ({{k}} angka).'],
  ],
  group1: [
    ['Chọn các số theo mẫu nhóm {{code}} trong {{k}} vị trí, không cần đúng thứ tự.', '按组选{{code}}形态选号，{{k}}位号码不限顺序一致即中奖。', 'Pick digits for group {{code}} over {{k}} positions; order does not matter.', 'Pilih angka untuk grup {{code}} pada {{k}} posisi; urutan bebas.'],
    ['Ví dụ nhóm {{code}}: chọn 0 1 2 3 4 trúng với 43210 ({{k}} vị trí).', '例（组选{{code}}）：选01234，开奖43210中奖（{{k}}位）。', 'Example (group {{code}}): 0 1 2 3 4 wins on 43210 ({{k}} positions).', 'Contoh (grup {{code}}): 0 1 2 3 4 menang pada 43210 ({{k}} posisi).'],
  ],
  group2: [
    ['Chọn số lặp ở hàng trên và số đơn ở hàng dưới theo mẫu nhóm {{code}} ({{k}} vị trí), không cần thứ tự.', '按组选{{code}}形态，在重号行与单号行选号，{{k}}位不限顺序。', 'Pick repeated digits in the upper row and singles in the lower row for group {{code}} ({{k}} positions); order does not matter.', 'Pilih angka berulang di baris atas dan tunggal di baris bawah untuk grup {{code}} ({{k}} posisi); urutan bebas.'],
    ['Ví dụ nhóm {{code}}: số đôi 1, số đơn 2 3 4 trúng với 11234 ({{k}} vị trí).', '例（组选{{code}}）：二重号1，单号234，开奖11234中奖（{{k}}位）。', 'Example (group {{code}}): pair 1, singles 2 3 4 win on 11234 ({{k}} positions).', 'Contoh (grup {{code}}): ganda 1, tunggal 2 3 4 menang pada 11234 ({{k}} posisi).'],
  ],
  groupPair: [
    ['Chọn ít nhất 2 số; trúng khi 2 số mở thưởng khác nhau và đều được chọn (đôi không trúng).', '至少选2个号码，开奖两个号码不同且均被选中即中奖（对子不中奖）。', 'Pick at least 2 digits; wins when the 2 drawn digits differ and both are picked (a pair never wins).', 'Pilih minimal 2 angka; menang bila 2 angka keluar berbeda dan keduanya dipilih (kembar tidak menang).'],
    ['Ví dụ: chọn 1 2 3, mở 31 là trúng.', '例：选123，开奖31中奖。', 'Example: 1 2 3 wins on 31.', 'Contoh: 1 2 3 menang pada 31.'],
  ],
  group3: [
    ['Chọn ít nhất 2 số; trúng khi kết quả có đúng một đôi (AAB) và cả hai số đều được chọn.', '至少选2个号码，开奖为组三形态（AAB）且两个号码都被选中即中奖。', 'Pick at least 2 digits; wins when the draw is a pair (AAB) made of picked digits.', 'Pilih minimal 2 angka; menang bila hasil berpola AAB dari angka terpilih.'],
    ['Ví dụ: chọn 1 2 trúng với 112 hoặc 122.', '例：选12，开奖112或122中奖。', 'Example: 1 2 wins on 112 or 122.', 'Contoh: 1 2 menang pada 112 atau 122.'],
  ],
  group6: [
    ['Chọn ít nhất 3 số; trúng khi 3 số mở thưởng khác nhau và đều được chọn.', '至少选3个号码，开奖为三个不同号码且均被选中即中奖。', 'Pick at least 3 digits; wins when the draw has 3 different picked digits.', 'Pilih minimal 3 angka; menang bila hasil berisi 3 angka berbeda yang dipilih.'],
    ['Ví dụ: chọn 1 2 3 trúng với 312.', '例：选123，开奖312中奖。', 'Example: 1 2 3 wins on 312.', 'Contoh: 1 2 3 menang pada 312.'],
  ],
  'groupDanshi.z3': [
    ['Nhập vé 3 chữ số có đúng một đôi; vé cùng bộ số được gộp.', '手动输入组三号码（含一对），相同组合去重。', 'Type 3-digit tickets with exactly one pair; same sets are merged.', 'Ketik tiket 3 angka dengan tepat satu pasangan; set sama digabung.'],
    ['Ví dụ: 112, 335.', '例：112,335。', 'Example: 112, 335.', 'Contoh: 112, 335.'],
  ],
  'groupDanshi.z6': [
    ['Nhập vé 3 chữ số khác nhau; vé cùng bộ số được gộp.', '手动输入三个不同号码，相同组合去重。', 'Type 3-digit tickets of different digits; same sets are merged.', 'Ketik tiket 3 angka berbeda; set sama digabung.'],
    ['Ví dụ: 123, 456.', '例：123,456。', 'Example: 123, 456.', 'Contoh: 123, 456.'],
  ],
  'groupDanshi.mixed': [
    ['Nhập vé 3 chữ số không phải bộ ba; trả theo nhóm 3 hoặc nhóm 6 tùy kết quả.', '手动输入非豹子号码，按开奖形态以组三或组六派奖。', 'Type 3-digit tickets that are not triples; paid as group 3 or group 6 by the draw.', 'Ketik tiket 3 angka bukan triple; dibayar grup 3 atau grup 6 sesuai hasil.'],
    ['Ví dụ: 112, 123.', '例：112,123。', 'Example: 112, 123.', 'Contoh: 112, 123.'],
  ],
  'groupDanshi.g2': [
    ['Nhập vé 2 chữ số khác nhau; không trúng khi kết quả là đôi.', '手动输入两个不同号码，开奖为对子不中奖。', 'Type 2-digit tickets of different digits; a pair never wins.', 'Ketik tiket 2 angka berbeda; hasil kembar tidak menang.'],
    ['Ví dụ: 12, 34.', '例：12,34。', 'Example: 12, 34.', 'Contoh: 12, 34.'],
  ],
  sumTail: [
    ['Chọn chữ số cuối của tổng; trúng khi tổng mở thưởng có đuôi đó.', '选择和值尾数，开奖号码和值的个位与所选相同即中奖。', 'Pick the last digit of the sum; wins when the drawn sum ends with it.', 'Pilih angka terakhir jumlah; menang bila jumlah hasil berakhir dengannya.'],
    ['Ví dụ: chọn 5, mở 384 (tổng 15) là trúng.', '例：选5，开奖384（和值15）中奖。', 'Example: 5 wins on 384 (sum 15).', 'Contoh: 5 menang pada 384 (jumlah 15).'],
  ],
  special: [
    ['Chọn báo (3 số giống nhau), sảnh (3 số liền, kể cả 890, 901) hoặc đôi.', '选择豹子、顺子（含890、901）或对子形态。', 'Pick triple, straight (890 and 901 included) or pair.', 'Pilih triple, beruntun (termasuk 890 dan 901) atau pasangan.'],
    ['Ví dụ: sảnh trúng với 901.', '例：顺子，开奖901中奖。', 'Example: straight wins on 901.', 'Contoh: beruntun menang pada 901.'],
  ],
  dwd: [
    ['Chọn số ở bất kỳ vị trí nào; mỗi vị trí khớp là một vé trúng.', '在任意位置选号，每个位置号码一致即中一注。', 'Pick digits at any positions; each matching position is one win.', 'Pilih angka di posisi mana pun; tiap posisi cocok satu kemenangan.'],
    ['Ví dụ: vị trí 1 chọn 3, mở 3xxxx là trúng.', '例：第一位选3，开奖首位为3即中奖。', 'Example: 3 in the first position wins on 3xxxx.', 'Contoh: 3 di posisi pertama menang pada 3xxxx.'],
  ],
  bdw: [
    ['Chọn ít nhất {{k}} số; mỗi bộ {{k}} số xuất hiện trong phạm vi là một vé trúng.', '至少选{{k}}个号码，每组{{k}}个号码均在开奖范围内出现即中一注。', 'Pick at least {{k}} digits; each set of {{k}} that appears in the scope wins.', 'Pilih minimal {{k}} angka; tiap set {{k}} yang muncul dalam cakupan menang.'],
    ['Ví dụ: {{k}} số gồm 1…, mở có 1 là trúng.', '例：选{{k}}码含1，开奖含1即中奖。', 'Example: a {{k}}-digit set with 1 wins when 1 is drawn.', 'Contoh: set {{k}} angka berisi 1 menang bila 1 keluar.'],
  ],
  bsoe: [
    ['Chọn lớn (5–9), nhỏ (0–4), lẻ, chẵn cho {{k}} vị trí; mỗi tổ hợp khớp là một vé trúng.', '为{{k}}个位置选择大（5–9）、小（0–4）、单、双，每个符合的组合中一注。', 'Pick big (5–9), small (0–4), odd or even for {{k}} positions; every matching combination wins.', 'Pilih besar (5–9), kecil (0–4), ganjil atau genap untuk {{k}} posisi; tiap kombinasi cocok menang.'],
    ['Ví dụ: lớn|lẻ trúng với 73 ({{k}} vị trí).', '例：大|单，开奖73中奖（{{k}}位）。', 'Example: big|odd wins on 73 ({{k}} positions).', 'Contoh: besar|ganjil menang pada 73 ({{k}} posisi).'],
  ],
  fun: [
    ['Chọn số; trúng khi số đó xuất hiện ít nhất {{t}} lần trong 5 số mở thưởng.', '选号，所选号码在开奖5个号码中至少出现{{t}}次即中奖。', 'Pick digits; wins when one appears at least {{t}} times among the 5 drawn.', 'Pilih angka; menang bila muncul minimal {{t}} kali di antara 5 angka.'],
    ['Ví dụ: chọn 8, cần 8 xuất hiện {{t}} lần.', '例：选8，开奖中8出现{{t}}次以上。', 'Example: 8 must appear {{t}} times.', 'Contoh: 8 harus muncul {{t}} kali.'],
  ],
  dt: [
    ['So sánh hai vị trí: rồng khi số đầu lớn hơn, hổ khi nhỏ hơn, hòa khi bằng nhau; rồng và hổ thua khi hòa.', '比较两个位置：前者大为龙，小为虎，相等为和；开和时龙虎不中奖。', 'Compare two positions: dragon when the first is larger, tiger when smaller, tie when equal; dragon and tiger lose on a tie.', 'Bandingkan dua posisi: naga bila pertama lebih besar, harimau bila lebih kecil, seri bila sama; naga dan harimau kalah saat seri.'],
    ['Ví dụ: vạn 7, đơn vị 2 → rồng.', '例：万位7，个位2为龙。', 'Example: 7 vs 2 is dragon.', 'Contoh: 7 lawan 2 adalah naga.'],
  ],
  anyDirect: [
    ['Chọn số ở ít nhất {{k}} vị trí; mỗi bộ {{k}} vị trí được tính riêng.', '至少在{{k}}个位置选号，每组{{k}}个位置分别计奖。', 'Pick digits in at least {{k}} positions; each set of {{k}} positions is settled separately.', 'Pilih angka di minimal {{k}} posisi; tiap set {{k}} posisi dihitung terpisah.'],
    ['Ví dụ: bất kỳ {{k}}: chọn vạn 1, nghìn 2 trúng khi mở 12xxx.', '例：任选{{k}}，万位1千位2，开奖12xxx中奖。', 'Example: any {{k}}: 1 and 2 in the first two positions win on 12xxx.', 'Contoh: bebas {{k}}: 1 dan 2 di dua posisi awal menang pada 12xxx.'],
  ],
  credit: [
    ['Mỗi lựa chọn là một cược với tỷ lệ riêng (đã gồm tiền cược); khi hòa theo quy định tiền cược được hoàn.', '每个选项为一注，按各自赔率（含本金）派彩；和局按规则退还本金。', 'Each option is one bet at its own odds (stake included); pushes refund the stake.', 'Setiap opsi satu taruhan dengan odds sendiri (termasuk modal); seri mengembalikan modal.'],
    ['Ví dụ: lớn 10 với tỷ lệ 1.98 trả 19.8.', '例：大下注10，赔率1.98，派彩19.8。', 'Example: 10 on big at 1.98 pays 19.8.', 'Contoh: 10 pada besar dengan odds 1,98 membayar 19,8.'],
  ],
  'x5.frontDirect': [
    ['Chọn số cho {{k}} vị trí đầu; trúng khi khớp đúng thứ tự.', '从01–11中为前{{k}}位各选号码，与开奖号码按位一致即中奖。', 'Pick numbers for the first {{k}} places; wins when they match in order.', 'Pilih angka untuk {{k}} posisi pertama; menang bila cocok berurutan.'],
    ['Ví dụ: 01|02|03 trúng với 01 02 03 xx xx ({{k}} vị trí).', '例：01|02|03，开奖01 02 03 xx xx中奖（前{{k}}位）。', 'Example: 01|02|03 wins on 01 02 03 xx xx (first {{k}}).', 'Contoh: 01|02|03 menang pada 01 02 03 xx xx ({{k}} pertama).'],
  ],
  'x5.frontDirectDanshi': [
    ['Nhập vé {{k}} số khác nhau từ 01–11, ví dụ "01 02 03"; đúng thứ tự.', '手动输入{{k}}个不同号码，如"01 02 03"，按位一致中奖。', 'Type tickets of {{k}} different numbers from 01–11, e.g. "01 02 03"; order matters.', 'Ketik tiket {{k}} angka berbeda dari 01–11, mis. "01 02 03"; urutan penting.'],
    ['Ví dụ: 01 02 03, 04 05 06 ({{k}} số).', '例：01 02 03,04 05 06（{{k}}个号码）。', 'Example: 01 02 03, 04 05 06 ({{k}} numbers).', 'Contoh: 01 02 03, 04 05 06 ({{k}} angka).'],
  ],
  'x5.frontGroup': [
    ['Chọn ít nhất {{k}} số; trúng khi {{k}} số đầu đều được chọn, không cần thứ tự.', '至少选{{k}}个号码，开奖前{{k}}位号码均被选中（不限顺序）即中奖。', 'Pick at least {{k}} numbers; wins when the first {{k}} drawn are all picked, in any order.', 'Pilih minimal {{k}} angka; menang bila {{k}} angka pertama semuanya terpilih, urutan bebas.'],
    ['Ví dụ: 01 02 03 trúng với 03 01 02 xx xx ({{k}} số).', '例：选01 02 03，开奖03 01 02 xx xx中奖（前{{k}}）。', 'Example: 01 02 03 wins on 03 01 02 xx xx (first {{k}}).', 'Contoh: 01 02 03 menang pada 03 01 02 xx xx ({{k}} pertama).'],
  ],
  'x5.frontGroupDanshi': [
    ['Nhập vé {{k}} số khác nhau; không cần thứ tự; vé cùng bộ được gộp.', '手动输入{{k}}个不同号码，不限顺序，相同组合去重。', 'Type tickets of {{k}} different numbers; order does not matter; same sets are merged.', 'Ketik tiket {{k}} angka berbeda; urutan bebas; set sama digabung.'],
    ['Ví dụ: 01 02 03 ({{k}} số).', '例：01 02 03（{{k}}个号码）。', 'Example: 01 02 03 ({{k}} numbers).', 'Contoh: 01 02 03 ({{k}} angka).'],
  ],
  'x5.frontDantuo': [
    ['Chọn số đảm và số kéo (không trùng); mỗi vé gồm toàn bộ số đảm và số kéo cho đủ {{k}} số.', '选择胆码与拖码（不可重复），每注由全部胆码加拖码凑足{{k}}个号码。', 'Pick bankers and drags (no overlap); each ticket is all bankers plus drags up to {{k}} numbers.', 'Pilih banker dan tarik (tanpa tumpang tindih); tiap tiket semua banker plus tarik hingga {{k}} angka.'],
    ['Ví dụ: đảm 01, kéo 02 03 04 ({{k}} số).', '例：胆01，拖02 03 04（{{k}}个号码）。', 'Example: banker 01, drags 02 03 04 ({{k}} numbers).', 'Contoh: banker 01, tarik 02 03 04 ({{k}} angka).'],
  ],
  'x5.bdw': [
    ['Chọn số; mỗi số xuất hiện ở 3 vị trí đầu là một vé trúng.', '选号，每个号码出现在开奖前三位即中一注。', 'Pick numbers; each one among the first 3 drawn wins.', 'Pilih angka; tiap angka di 3 posisi pertama menang.'],
    ['Ví dụ: chọn 05, mở 05 xx xx là trúng.', '例：选05，开奖前三含05中奖。', 'Example: 05 wins when it is among the first 3.', 'Contoh: 05 menang bila ada di 3 pertama.'],
  ],
  'x5.oddCount': [
    ['Đoán số lượng số lẻ trong 5 số mở thưởng (01, 03, 05, 07, 09, 11 là lẻ).', '猜开奖5个号码中单数的个数（01、03、05、07、09、11为单）。', 'Guess how many of the 5 drawn numbers are odd (01, 03, 05, 07, 09, 11).', 'Tebak berapa dari 5 angka keluar yang ganjil (01, 03, 05, 07, 09, 11).'],
    ['Ví dụ: 3 lẻ 2 chẵn trúng với 01 03 05 02 04.', '例：3单2双，开奖01 03 05 02 04中奖。', 'Example: 3 odd 2 even wins on 01 03 05 02 04.', 'Contoh: 3 ganjil 2 genap menang pada 01 03 05 02 04.'],
  ],
  'x5.middle': [
    ['Đoán số đứng giữa (thứ 3 theo thứ tự tăng) của 5 số mở thưởng, từ 03 đến 09.', '猜开奖5个号码从小到大排列后的第三个号码（03–09）。', 'Guess the middle (3rd smallest) of the 5 drawn numbers, 03 to 09.', 'Tebak angka tengah (terkecil ke-3) dari 5 angka, 03 sampai 09.'],
    ['Ví dụ: mở 01 04 06 08 11, số giữa là 06.', '例：开奖01 04 06 08 11，中位为06。', 'Example: 01 04 06 08 11 has median 06.', 'Contoh: 01 04 06 08 11 mediannya 06.'],
  ],
  'x5.renxuan': [
    ['Chọn ít nhất {{k}} số; với 5 số trở xuống trúng khi các số của vé đều được mở, trên 5 trúng khi cả 5 số mở nằm trong vé.', '至少选{{k}}个号码；任选五及以下所选号码全部开出即中奖，六及以上开奖5个号码均在所选之中即中奖。', 'Pick at least {{k}} numbers; up to 5 wins when all are drawn, above 5 wins when all 5 drawn are inside the ticket.', 'Pilih minimal {{k}} angka; sampai 5 menang bila semua keluar, di atas 5 menang bila 5 angka keluar semuanya ada di tiket.'],
    ['Ví dụ: bất kỳ {{k}} với 01 02… trúng theo số lượng số trúng.', '例：任选{{k}}，按命中个数计算中奖注数。', 'Example: any {{k}} pays by the number of matching tickets.', 'Contoh: bebas {{k}} dibayar sesuai jumlah tiket yang cocok.'],
  ],
  'x5.renxuanDanshi': [
    ['Nhập vé {{k}} số khác nhau; vé cùng bộ được gộp.', '手动输入{{k}}个不同号码，相同组合去重。', 'Type tickets of {{k}} different numbers; same sets are merged.', 'Ketik tiket {{k}} angka berbeda; set sama digabung.'],
    ['Ví dụ: 01 02 ({{k}} số mỗi vé).', '例：01 02（每注{{k}}个号码）。', 'Example: 01 02 ({{k}} numbers per ticket).', 'Contoh: 01 02 ({{k}} angka per tiket).'],
  ],
  'x5.renxuanDantuo': [
    ['Chọn 1 đến {{k}}−1 số đảm và số kéo không trùng, tổng tối đa 11 số; mỗi vé gồm toàn bộ số đảm.', '选1至{{k}}−1个胆码及拖码，胆拖不可重复，合计不超过11个号码；每注包含全部胆码。', 'Pick 1 to {{k}}−1 bankers and non-overlapping drags, at most 11 numbers; every ticket holds all bankers.', 'Pilih 1 sampai {{k}}−1 banker dan tarik tanpa tumpang tindih, maksimal 11 angka; tiap tiket memuat semua banker.'],
    ['Ví dụ: đảm 01, kéo 02 03 04 (bất kỳ {{k}}).', '例：胆01，拖02 03 04（任选{{k}}）。', 'Example: banker 01, drags 02 03 04 (any {{k}}).', 'Contoh: banker 01, tarik 02 03 04 (bebas {{k}}).'],
  ],
  'k3.sum': [
    ['Chọn tổng 3 xúc xắc (3–18); trả thưởng theo tổng.', '选择三个骰子点数之和（3–18），按和值派奖。', 'Pick the total of the 3 dice (3–18); the prize depends on the total.', 'Pilih total 3 dadu (3–18); hadiah sesuai total.'],
    ['Ví dụ: tổng 10 trúng với 136.', '例：和值10，开奖136中奖。', 'Example: 10 wins on 136.', 'Contoh: 10 menang pada 136.'],
  ],
  'k3.sumBsoe': [
    ['Lớn 11–18, nhỏ 3–10, lẻ, chẵn theo tổng 3 xúc xắc.', '按三骰和值：大11–18，小3–10，单，双。', 'Big 11–18, small 3–10, odd, even on the dice total.', 'Besar 11–18, kecil 3–10, ganjil, genap dari total dadu.'],
    ['Ví dụ: 456 (15) là lớn, lẻ.', '例：456（15）为大、单。', 'Example: 456 (15) is big and odd.', 'Contoh: 456 (15) besar dan ganjil.'],
  ],
  'k3.tripleAll': [
    ['Trúng khi 3 xúc xắc giống nhau (111 … 666).', '开出任意豹子（111…666）即中奖。', 'Wins on any triple (111 … 666).', 'Menang pada triple apa saja (111 … 666).'],
    ['Ví dụ: mở 555 là trúng.', '例：开奖555中奖。', 'Example: 555 wins.', 'Contoh: 555 menang.'],
  ],
  'k3.tripleOne': [
    ['Chọn bộ ba cụ thể; trúng khi mở đúng bộ đó.', '选择指定豹子，开出该豹子即中奖。', 'Pick a specific triple; wins when it is drawn.', 'Pilih triple tertentu; menang bila keluar.'],
    ['Ví dụ: chọn 666, mở 666 là trúng.', '例：选666，开奖666中奖。', 'Example: 666 wins on 666.', 'Contoh: 666 menang pada 666.'],
  ],
  'k3.pairAny': [
    ['Chọn số; trúng khi số đó xuất hiện ít nhất 2 lần (kể cả bộ ba).', '选号，该号码出现至少2次（含豹子）即中奖。', 'Pick faces; wins when one shows at least twice (triples included).', 'Pilih muka; menang bila muncul minimal dua kali (termasuk triple).'],
    ['Ví dụ: chọn 11*, mở 113 hoặc 111 là trúng.', '例：选11*，开奖113或111中奖。', 'Example: 11* wins on 113 or 111.', 'Contoh: 11* menang pada 113 atau 111.'],
  ],
  'k3.pairOne': [
    ['Chọn số đôi và số đơn (không trùng); trúng khi mở đúng đôi và đơn đó.', '选择同号与不同号（不可重复），开奖为该对子加单号即中奖。', 'Pick the pair face and the single face (different); wins on exactly that pair and single.', 'Pilih muka pasangan dan muka tunggal (berbeda); menang pada pasangan dan tunggal itu.'],
    ['Ví dụ: đôi 2, đơn 5 trúng với 225.', '例：同号2，不同号5，开奖225中奖。', 'Example: pair 2, single 5 wins on 225.', 'Contoh: pasangan 2, tunggal 5 menang pada 225.'],
  ],
  'k3.diff3': [
    ['Chọn ít nhất 3 số; trúng khi 3 xúc xắc khác nhau và đều được chọn.', '至少选3个号码，开奖三个不同号码均被选中即中奖。', 'Pick at least 3 faces; wins when the dice show 3 different picked faces.', 'Pilih minimal 3 muka; menang bila dadu menunjukkan 3 muka berbeda yang dipilih.'],
    ['Ví dụ: chọn 1 2 3, mở 132 là trúng.', '例：选123，开奖132中奖。', 'Example: 1 2 3 wins on 132.', 'Contoh: 1 2 3 menang pada 132.'],
  ],
  'k3.diff3.dantuo': [
    ['Chọn 1–2 số đảm và số kéo; mỗi vé gồm số đảm và số kéo cho đủ 3 số khác nhau.', '选1–2个胆码与拖码，每注由胆码与拖码组成3个不同号码。', 'Pick 1–2 bankers and drags; each ticket is 3 different faces with all bankers.', 'Pilih 1–2 banker dan tarik; tiap tiket 3 muka berbeda dengan semua banker.'],
    ['Ví dụ: đảm 1, kéo 2 3 4.', '例：胆1，拖234。', 'Example: banker 1, drags 2 3 4.', 'Contoh: banker 1, tarik 2 3 4.'],
  ],
  'k3.diff2': [
    ['Chọn ít nhất 2 số; mỗi cặp số đều xuất hiện là một vé trúng.', '至少选2个号码，每对号码同时开出即中一注。', 'Pick at least 2 faces; every picked pair that both show wins.', 'Pilih minimal 2 muka; tiap pasangan yang keduanya muncul menang.'],
    ['Ví dụ: chọn 1 2 3, mở 123 trúng 3 vé.', '例：选123，开奖123中3注。', 'Example: 1 2 3 on 123 wins 3 bets.', 'Contoh: 1 2 3 pada 123 menang 3 taruhan.'],
  ],
  'k3.diff2.dantuo': [
    ['Chọn 1 số đảm và số kéo; trúng khi số đảm và số kéo cùng xuất hiện.', '选1个胆码及拖码，胆码与拖码同时开出即中奖。', 'Pick 1 banker and drags; wins when the banker and a drag both show.', 'Pilih 1 banker dan tarik; menang bila banker dan tarik muncul bersama.'],
    ['Ví dụ: đảm 1, kéo 2 5; mở 125 trúng 2 vé.', '例：胆1，拖2、5，开奖125中2注。', 'Example: banker 1, drags 2 5; 125 wins 2 bets.', 'Contoh: banker 1, tarik 2 5; 125 menang 2 taruhan.'],
  ],
  'k3.straightAll': [
    ['Trúng khi mở 123, 234, 345 hoặc 456 theo bất kỳ thứ tự.', '开出123、234、345、456任意顺序即中奖。', 'Wins on 123, 234, 345 or 456 in any order.', 'Menang pada 123, 234, 345 atau 456 urutan bebas.'],
    ['Ví dụ: mở 432 là trúng.', '例：开奖432中奖。', 'Example: 432 wins.', 'Contoh: 432 menang.'],
  ],
  'k3.single': [
    ['Chọn mặt xúc xắc; trúng một lần khi mặt đó xuất hiện.', '选择骰子点数，开出该点数即中奖（只计一次）。', 'Pick a face; wins once when it shows.', 'Pilih muka; menang sekali bila muncul.'],
    ['Ví dụ: chọn 6, mở 166 là trúng một lần.', '例：选6，开奖166中奖一次。', 'Example: 6 wins once on 166.', 'Contoh: 6 menang sekali pada 166.'],
  ],
  'kl8.pick': [
    ['Chọn ít nhất {{n}} số từ 1–80; mỗi bộ {{n}} số là một vé, trả theo số lượng số trùng với 20 số mở thưởng.', '从1–80中至少选{{n}}个号码，每{{n}}个号码为一注，按与20个开奖号码相同的个数派奖。', 'Pick at least {{n}} numbers from 1–80; each set of {{n}} is one bet, paid by how many match the 20 drawn.', 'Pilih minimal {{n}} angka dari 1–80; tiap set {{n}} satu taruhan, dibayar sesuai jumlah yang cocok dengan 20 angka.'],
    ['Ví dụ: chọn {{n}} số, trúng theo bảng thưởng.', '例：选{{n}}，按奖级表派奖。', 'Example: pick {{n}} pays by the prize table.', 'Contoh: pilih {{n}} dibayar sesuai tabel hadiah.'],
  ],
  'kl8.creditPick': [
    ['Chọn đúng {{n}} số từ 1–80 làm một cược; trả theo tỷ lệ của số lượng số trùng với 20 số mở thưởng.', '从1–80中选{{n}}个号码为一注，按与20个开奖号码相同的个数以赔率派彩。', 'Pick exactly {{n}} numbers from 1–80 as one bet; paid at the odds for how many match the 20 drawn.', 'Pilih tepat {{n}} angka dari 1–80 sebagai satu taruhan; dibayar dengan odds sesuai jumlah yang cocok dengan 20 angka.'],
    ['Ví dụ: chọn {{n}} số, trúng {{n}} số trả theo tỷ lệ cao nhất.', '例：选{{n}}中{{n}}按最高赔率派彩。', 'Example: {{n}} of {{n}} pays the top odds.', 'Contoh: {{n}} dari {{n}} dibayar odds tertinggi.'],
  ],
  'pk10.top': [
    ['Chọn xe cho {{k}} hạng đầu; trúng khi khớp đúng thứ tự.', '为前{{k}}名各选车号，与开奖按名次一致即中奖。', 'Pick cars for the first {{k}} places; wins when they match in order.', 'Pilih mobil untuk {{k}} peringkat pertama; menang bila cocok berurutan.'],
    ['Ví dụ: 01|02 trúng khi quán quân 01, á quân 02 ({{k}} hạng).', '例：冠军01亚军02中奖（前{{k}}名）。', 'Example: 01|02 wins when 01 wins and 02 is second (top {{k}}).', 'Contoh: 01|02 menang bila 01 juara dan 02 kedua ({{k}} teratas).'],
  ],
  'pk10.topDanshi': [
    ['Nhập vé {{k}} số xe khác nhau, ví dụ "01 02"; đúng thứ tự.', '手动输入{{k}}个不同车号，如"01 02"，按名次一致中奖。', 'Type tickets of {{k}} different cars, e.g. "01 02"; order matters.', 'Ketik tiket {{k}} mobil berbeda, mis. "01 02"; urutan penting.'],
    ['Ví dụ: 01 02, 03 04 ({{k}} xe).', '例：01 02,03 04（{{k}}个车号）。', 'Example: 01 02, 03 04 ({{k}} cars).', 'Contoh: 01 02, 03 04 ({{k}} mobil).'],
  ],
  'pk10.sum': [
    ['Chọn tổng số xe quán quân và á quân (3–19); trả thưởng theo tổng.', '选择冠军与亚军车号之和（3–19），按和值派奖。', 'Pick the sum of the first and second cars (3–19); the prize depends on the sum.', 'Pilih jumlah mobil juara 1 dan 2 (3–19); hadiah sesuai jumlah.'],
    ['Ví dụ: tổng 3 trúng khi 01 và 02 về nhất nhì.', '例：和值3，冠亚为01、02中奖。', 'Example: 3 wins when 01 and 02 finish first and second.', 'Contoh: 3 menang bila 01 dan 02 finis pertama dan kedua.'],
  ],
};
for (const [k, [rule, ex]] of Object.entries(RULES)) {
  put(`play.rule.${k}`, rule);
  put(`play.example.${k}`, ex);
}

/** Keys stay typed as `play.…` so the rest of the catalogue keeps its literal key checks. */
type PlayKey = `play.${string}`;
const lang = (i: 0 | 1 | 2 | 3) => Object.fromEntries(Object.entries(E).map(([k, t]) => [k, t[i]])) as Record<PlayKey, string>;

/** Play, series and catalogue names and rule texts of the engine's families (see packages/engine). */
export const playsOne = defineCatalog({
  vi: lang(0),
  zh: lang(1),
  en: lang(2),
  id: lang(3),
});
