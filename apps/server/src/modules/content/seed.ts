import type { Db } from '../../db/client.ts';
import { activities, notices, promoDepositRules, systemState } from '../../db/schema.ts';
import { DEFAULT_HOST } from '../platform/index.ts';

const DAY_MS = 86_400_000;

/**
 * The demo's first-deposit promotion, as its card always said: 10 % of a first deposit of 100 or
 * more, at most 888, paid after the platform's review (the console's bonus review), 1× turnover.
 */
export const DEMO_FIRST_DEPOSIT_RULE = {
  host: DEFAULT_HOST,
  kind: 'first',
  percentBp: 1_000,
  capMilli: 888_000n,
  minDepositMilli: 100_000n,
  turnoverMultiple: 1,
  review: true,
} as const;

/**
 * Demo notices and promotions in Vietnamese (the default site's language) with their Chinese,
 * English and Indonesian texts (issue #13), seeded once: a marker
 * row in the same transaction makes a second start (or a second process) add nothing. Operators
 * replace them through the console.
 */
export async function seedDemoContent(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx
      .insert(systemState)
      .values({ key: 'demo_content_seeded', value: now.toISOString() })
      .onConflictDoNothing()
      .returning();
    if (marker.length === 0) return false;
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    await tx.insert(notices).values([
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Chào mừng thành viên mới đến với Lotus',
        body:
          'Lotus là nền tảng xổ số mở: mọi kết quả quay thưởng của nhà cái đều có cam kết SHA-256 công bố trước khi mở bán ' +
          'và có thể tự kiểm chứng sau khi quay. Nạp tiền, rút tiền và lịch sử cược luôn hiển thị đầy đủ trong Trung tâm cá nhân.',
        translations: {
          zh: {
            title: '欢迎新会员来到 Lotus',
            body: 'Lotus 是开放的彩票平台：平台开奖的每一期在开售前都公布 SHA-256 承诺，开奖后可自行验证。充值、提现和投注记录在个人中心里一目了然。',
          },
          en: {
            title: 'Welcome to Lotus, new members',
            body:
              'Lotus is an open lottery platform: every house draw publishes its SHA-256 commitment before sales open, and you can verify it yourself after the draw. ' +
              'Deposits, withdrawals and your bet record are always in full view in the Personal centre.',
          },
          id: {
            title: 'Selamat datang di Lotus, anggota baru',
            body:
              'Lotus adalah platform lotre terbuka: setiap undian bandar menerbitkan komitmen SHA-256 sebelum penjualan dibuka dan dapat Anda periksa sendiri setelah undian. ' +
              'Setoran, penarikan, dan riwayat taruhan selalu tampil lengkap di Pusat pribadi.',
          },
        },
        sortOrder: 10,
      },
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Lịch bảo trì hệ thống định kỳ',
        body:
          'Hệ thống bảo trì định kỳ vào 02:00–02:30 sáng thứ Hai hằng tuần. Trong thời gian này các kỳ xổ số nhanh tạm dừng bán; ' +
          'các cược đã đặt vẫn được quay và trả thưởng bình thường.',
        translations: {
          zh: { title: '系统定期维护时间', body: '系统每周一凌晨 02:00–02:30 定期维护，期间快开彩种暂停销售；已投注单照常开奖派彩。' },
          en: {
            title: 'Scheduled system maintenance',
            body: 'The system is maintained every Monday from 02:00 to 02:30. Fast lotteries pause sales meanwhile; bets already placed are drawn and paid as usual.',
          },
          id: {
            title: 'Jadwal pemeliharaan sistem',
            body: 'Sistem dipelihara setiap Senin pukul 02:00–02:30. Lotre cepat berhenti berjualan selama itu; taruhan yang sudah dipasang tetap diundi dan dibayar seperti biasa.',
          },
        },
        sortOrder: 0,
      },
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Chơi có trách nhiệm',
        body:
          'Hãy chỉ chơi với số tiền bạn có thể để thua và đặt cho mình giới hạn thời gian. ' +
          'Nếu cần tạm nghỉ, hãy liên hệ chăm sóc khách hàng để khóa tài khoản tạm thời.',
        translations: {
          zh: { title: '理性投注', body: '请只用输得起的钱投注，并给自己设定时间上限。如需暂停，请联系客服临时冻结账户。' },
          en: {
            title: 'Play responsibly',
            body: 'Only play with money you can afford to lose, and set yourself a time limit. If you need a break, contact customer service to lock your account for a while.',
          },
          id: {
            title: 'Bermain secara bertanggung jawab',
            body: 'Bermainlah hanya dengan uang yang sanggup Anda relakan dan tetapkan batas waktu. Jika perlu jeda, hubungi layanan pelanggan untuk mengunci akun sementara.',
          },
        },
        sortOrder: 0,
      },
    ]);
    // Every card offers a rule that pays it (issue #27): the first-deposit bonus is a deposit
    // promotion (its card's summary and dates are the rule's), the sign-in card the sign-in draw.
    const [firstDeposit] = await tx
      .insert(promoDepositRules)
      .values({ ...DEMO_FIRST_DEPOSIT_RULE, startAt: at(-7), endAt: at(60), createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(activities).values([
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Thưởng nạp đầu 10%',
        summary: '',
        body: 'Áp dụng cho lần nạp đầu tiên của mỗi tài khoản. Mỗi tài khoản chỉ được nhận một lần.',
        imageUrl: '/web/banners/lotus-1.svg',
        translations: {
          zh: { title: '首充奖励 10%', body: '适用于每个账户的首次充值。每个账户仅限一次。' },
          en: { title: '10% first deposit bonus', body: "For each account's first deposit. Once per account." },
          id: { title: 'Bonus setoran pertama 10%', body: 'Berlaku untuk setoran pertama setiap akun. Satu kali per akun.' },
        },
        ruleKind: 'deposit',
        ruleId: firstDeposit!.id,
        startAt: firstDeposit!.startAt,
        endAt: firstDeposit!.endAt,
        sortOrder: 10,
      },
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Điểm danh mỗi ngày',
        summary: 'Điểm danh 7 ngày liên tiếp để nhận lượt quay thưởng lớn hơn.',
        body: 'Mỗi ngày có cược hợp lệ được điểm danh một lần; bỏ lỡ một ngày thì chuỗi bắt đầu lại. Lượt quay đặt lại lúc 02:00 hôm sau.',
        translations: {
          zh: { title: '每日签到', summary: '连续签到 7 天，获得更丰厚的抽奖机会。', body: '有有效投注的每天可签到一次；漏签一天则重新计算。抽奖次数于次日 02:00 重置。' },
          en: {
            title: 'Daily sign-in',
            summary: 'Sign in 7 days in a row for bigger prize draws.',
            body: 'Each day with a valid bet can be signed in once; miss a day and the streak starts over. Draw chances reset at 02:00 the next day.',
          },
          id: {
            title: 'Absen harian',
            summary: 'Absen 7 hari berturut-turut untuk undian hadiah yang lebih besar.',
            body: 'Setiap hari dengan taruhan sah dapat diabsen sekali; terlewat sehari maka rangkaian dimulai lagi. Kesempatan undian direset pukul 02:00 keesokan harinya.',
          },
        },
        imageUrl: '',
        ruleKind: 'sign',
        startAt: at(-30),
        endAt: null,
        sortOrder: 5,
      },
    ]);
    return true;
  });
}
