import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown: { id: string; title: unknown; message: unknown }[] = [];
const hidden: string[] = [];
vi.mock('@mantine/notifications', () => ({
  notifications: {
    show: (n: { id: string; title: unknown; message: unknown }) => shown.push(n),
    hide: (id: string) => hidden.push(id),
  },
}));

const { hideLotteryToasts, openLotteryToasts, showLotteryToast } = await import('./lottery-toasts.ts');

describe("a lottery's toasts", () => {
  beforeEach(() => {
    shown.length = 0;
    hidden.length = 0;
  });

  it('are titled with the lottery they are about', () => {
    showLotteryToast({ ticketId: 101, name: 'SSC 1 phút' }, { message: 'Đặt cược thành công' });
    expect(shown[0]).toMatchObject({ title: 'SSC 1 phút', message: 'Đặt cược thành công' });
    hideLotteryToasts(101);
  });

  it("close when the lottery's page is left, and only that lottery's", () => {
    const a = showLotteryToast({ ticketId: 101, name: 'SSC 1 phút' }, { message: 'x' });
    const b = showLotteryToast({ ticketId: 101, name: 'SSC 1 phút' }, { id: 'issue-101-1', message: 'y' });
    const c = showLotteryToast({ ticketId: 901, name: 'Bầu cua 1 phút' }, { message: 'z' });
    expect(new Set([a, b, c]).size).toBe(3);
    hideLotteryToasts(101);
    expect(hidden.sort()).toEqual([a, b].sort());
    expect(openLotteryToasts(101)).toEqual([]);
    expect(openLotteryToasts(901)).toEqual([c]);
  });
});
