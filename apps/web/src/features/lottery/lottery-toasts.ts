import { notifications, type NotificationData } from '@mantine/notifications';

/**
 * Toasts about one lottery (#27: "a toast belongs to the lottery it is about"): each is titled
 * with the lottery's name, and the ones still showing close when the member leaves that
 * lottery's page, so none is read on another lottery's page as if about it.
 */
const open = new Map<number, Set<string>>();
let serial = 0;

export function showLotteryToast(
  lottery: { ticketId: number; name: string },
  toast: Omit<NotificationData, 'id' | 'title'> & { id?: string },
): string {
  const id = toast.id ?? `lottery-${lottery.ticketId}-${++serial}`;
  const ids = open.get(lottery.ticketId) ?? new Set<string>();
  ids.add(id);
  open.set(lottery.ticketId, ids);
  notifications.show({
    ...toast,
    id,
    title: lottery.name,
    onClose: (data) => {
      open.get(lottery.ticketId)?.delete(id);
      toast.onClose?.(data);
    },
  });
  return id;
}

/** Closes every toast still showing about the lottery (its page is left). */
export function hideLotteryToasts(ticketId: number): void {
  for (const id of open.get(ticketId) ?? []) notifications.hide(id);
  open.delete(ticketId);
}

/** The toasts showing about a lottery (tests). */
export const openLotteryToasts = (ticketId: number): string[] => [...(open.get(ticketId) ?? [])];
