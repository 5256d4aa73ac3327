import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberPaths, type UserConfig } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';

type Form = Record<string, string | number | boolean>;

/** The settings as the save call's form (docs/product.md §7 front/save; lists as dotted keys). */
export function configForm(c: UserConfig): Form {
  const form: Form = {
    countDownBeep: c.countDownBeep,
    winModal: c.winModal,
    winBeep: c.winBeep,
    quickConfirm: c.quickConfirm,
    doubleBetConfirm: c.doubleBetConfirm,
    defaultDoubleAmount: c.defaultDoubleAmount,
    selectConfigId: c.selectConfigId,
  };
  c.doubleBetRangeList.forEach((r, i) => {
    form[`doubleBetRangeList.${i}.id`] = r.id;
    form[`doubleBetRangeList.${i}.current`] = r.current;
    form[`doubleBetRangeList.${i}.doublePlayBetMin`] = r.doublePlayBetMin;
    form[`doubleBetRangeList.${i}.doublePlayBetMax`] = r.doublePlayBetMax;
  });
  c.quickAmounts.forEach((q, i) => {
    form[`quickAmounts.${i}.amount`] = q.amount;
    form[`quickAmounts.${i}.enabled`] = q.enabled;
  });
  return form;
}

export const saveUserConfig = (c: UserConfig) =>
  api<unknown>('POST', memberPaths.userConfSave, configForm(c));

export function useSaveUserConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUserConfig,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user-config'] }),
  });
}
