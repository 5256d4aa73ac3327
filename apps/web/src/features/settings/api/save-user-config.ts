import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAccountRoutes, type UserConfig } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/**
 * The settings the game settings page edits, saved (docs/product.md §7 front/save; the client sends
 * the lists as dotted keys, `quickAmounts.0.amount`).
 */
export const saveUserConfig = (c: UserConfig) =>
  client.call(memberAccountRoutes.userConfigSave, {
    countDownBeep: c.countDownBeep,
    winModal: c.winModal,
    winBeep: c.winBeep,
    quickConfirm: c.quickConfirm,
    doubleBetConfirm: c.doubleBetConfirm,
    defaultDoubleAmount: c.defaultDoubleAmount,
    selectConfigId: c.selectConfigId,
    doubleBetRangeList: c.doubleBetRangeList,
    quickAmounts: c.quickAmounts,
  });

export function useSaveUserConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-config'] }),
  });
}
