import type { Db } from '../../db/client.ts';
import { activities, notices, systemState } from '../../db/schema.ts';
import { DEFAULT_HOST } from '../platform/defaults.ts';

const DAY_MS = 86_400_000;

/**
 * Demo notices and promotions in Vietnamese (the default site's language), seeded once: a marker
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
        sortOrder: 10,
      },
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Lịch bảo trì hệ thống định kỳ',
        body:
          'Hệ thống bảo trì định kỳ vào 02:00–02:30 sáng thứ Hai hằng tuần. Trong thời gian này các kỳ xổ số nhanh tạm dừng bán; ' +
          'các cược đã đặt vẫn được quay và trả thưởng bình thường.',
        sortOrder: 0,
      },
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Chơi có trách nhiệm',
        body:
          'Hãy chỉ chơi với số tiền bạn có thể để thua và đặt cho mình giới hạn thời gian. ' +
          'Nếu cần tạm nghỉ, hãy liên hệ chăm sóc khách hàng để khóa tài khoản tạm thời.',
        sortOrder: 0,
      },
    ]);
    await tx.insert(activities).values([
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Thưởng nạp đầu 10%',
        summary: 'Nạp lần đầu từ 100 trở lên, nhận thêm 10% tối đa 888 sau khi được duyệt.',
        body:
          'Áp dụng cho lần nạp đầu tiên của mỗi tài khoản. Tiền thưởng cần 1 lần doanh số cược trước khi rút. ' +
          'Mỗi thành viên, mỗi thiết bị và mỗi tài khoản ngân hàng chỉ được nhận một lần.',
        imageUrl: '/web/banners/lotus-1.svg',
        startAt: at(-7),
        endAt: at(60),
        sortOrder: 10,
      },
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Điểm danh mỗi ngày',
        summary: 'Điểm danh 7 ngày liên tiếp để nhận lượt quay thưởng lớn hơn.',
        body: 'Mỗi ngày có cược hợp lệ được điểm danh một lần; bỏ lỡ một ngày thì chuỗi bắt đầu lại. Lượt quay đặt lại lúc 02:00 hôm sau.',
        imageUrl: '',
        startAt: at(-30),
        endAt: null,
        sortOrder: 5,
      },
      {
        host: DEFAULT_HOST,
        lang: 'vi',
        title: 'Hoàn trả cược Xổ số Miền Bắc 0,5%',
        summary: 'Hoàn trả 0,5% tổng cược hợp lệ Xổ số Miền Bắc mỗi tuần.',
        body: 'Tổng cược hợp lệ từ thứ Hai đến Chủ nhật được hoàn trả vào ví vào thứ Hai tuần sau, sau khi nền tảng xét duyệt.',
        imageUrl: '',
        startAt: at(-60),
        endAt: at(-1),
        sortOrder: 0,
      },
    ]);
    return true;
  });
}
