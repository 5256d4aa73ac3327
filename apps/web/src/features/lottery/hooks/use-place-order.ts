import { useState } from 'react';
import { ResultCode } from '@lotus/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translate.ts';
import { ApiError, CLIENT_TIMEOUT, errorText } from '../../../lib/api.ts';
import { orderKey } from '../store.ts';
import { useTicketCfg } from '../api/lottery-api.ts';
import { showLotteryToast } from '../lottery-toasts.ts';
import { offerInstall } from '../../app/install.ts';

/**
 * Places an order with the product's reactions (docs/product.md §4, §8): the repeat-bet prompt when the server
 * reports the same bet under 10 s ago, the betting-record hint on a timeout, translated refusals.
 * `send(confirm, key)` performs the call; the key stays the same across the confirm retry.
 */
export function usePlaceOrder<T>(
  ticketId: number,
  send: (confirm: 0 | 1, key: string) => Promise<T>,
  onPlaced: (data: T) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The success toast names the lottery it is about (#27).
  const cfg = useTicketCfg(ticketId);
  const [pending, setPending] = useState(false);
  const [duplicate, setDuplicate] = useState<{ message: string; key: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The error is the timeout hint: the page then offers the way to the bet record.
  const [timedOut, setTimedOut] = useState(false);
  // A refusal for want of money: the page then offers the way to the cashier and back.
  const [insufficient, setInsufficient] = useState(false);

  async function place(confirm: 0 | 1 = 0, key = orderKey()) {
    setPending(true);
    setError(null);
    setTimedOut(false);
    setInsufficient(false);
    try {
      const data = await send(confirm, key);
      showLotteryToast({ ticketId, name: cfg.data?.name ?? '' }, { color: 'green', message: t('orders.success') });
      void queryClient.invalidateQueries({ queryKey: ['user-info'] });
      void queryClient.invalidateQueries({ queryKey: ['lottery', 'recent'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      onPlaced(data);
      // A first bet is the moment to offer the app (issue #31); made once per device.
      offerInstall('bet');
    } catch (err) {
      if (err instanceof ApiError && (err.data as { duplicate?: boolean } | null)?.duplicate) {
        setDuplicate({ message: err.message, key: orderKey() });
      } else if (err instanceof ApiError && err.code === CLIENT_TIMEOUT) {
        // The order may still have been placed: the record and the balance are refetched.
        setError(t('webApp.bet.timeout'));
        setTimedOut(true);
        void queryClient.invalidateQueries({ queryKey: ['orders'] });
        void queryClient.invalidateQueries({ queryKey: ['user-info'] });
      } else {
        setError(`${t('orders.failed')} ${errorText(err, t)}`);
        // A refusal for want of money has its own result code (BALANCE_INSUFFICIENT).
        setInsufficient(err instanceof ApiError && err.code === ResultCode.BALANCE_INSUFFICIENT);
      }
    } finally {
      setPending(false);
    }
  }

  return {
    place,
    pending,
    error,
    timedOut,
    insufficient,
    clearError: () => setError(null),
    duplicate,
    confirmDuplicate: () => {
      const key = duplicate?.key;
      setDuplicate(null);
      void place(1, key);
    },
    cancelDuplicate: () => setDuplicate(null),
  };
}
