import { Select } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import { useLotteryList } from '../../catalogue/api/get-lottery-list.ts';
import { useTradeTypes } from '../api/get-balance-records.ts';
import { STATUS_FILTERS } from '../record-filters.ts';

/**
 * The record filters a member's own records and an agent's team records share: lottery, bet status
 * and account-change type, each with an "all" choice first.
 */
export function LotterySelect({ value, onChange }: { value: number | undefined; onChange: (ticketId: number | undefined) => void }) {
  const { t } = useTranslation();
  const lotteries = useLotteryList();
  const options = [
    { value: '', label: t('records.filter.allLotteries') },
    ...(lotteries.data ?? []).flatMap((c) => c.list.map((l) => ({ value: String(l.ticketId), label: l.name }))),
  ].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i);
  return (
    <Select
      label={t('records.filter.lottery')}
      data={options}
      value={value ? String(value) : ''}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      allowDeselect={false}
      searchable
      miw={160}
      data-testid="filter-lottery"
    />
  );
}

export function StatusSelect({ value, onChange }: { value: number | undefined; onChange: (status: number | undefined) => void }) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('records.filter.allStatuses') },
    ...STATUS_FILTERS.map((s) => ({ value: String(s), label: t(`webPlay.records.status.${s}`) })),
  ];
  return (
    <Select
      label={t('records.filter.status')}
      data={options}
      value={value ? String(value) : ''}
      onChange={(v) => onChange(v ? Number(v) : undefined)}
      allowDeselect={false}
      miw={160}
      data-testid="filter-status"
    />
  );
}

/** Account-change types (getFrontTradeTypes), optionally only some of them (the fund records' types). */
export function TradeTypeSelect({
  value,
  onChange,
  only,
}: {
  value: string;
  onChange: (type: string) => void;
  only?: readonly string[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const types = useTradeTypes(i18n.language);
  const allowed = (types.data ?? []).filter((x) => !only || only.includes(x.type));
  return (
    <Select
      label={t('centre.trans.type')}
      data={[{ value: '', label: t('centre.trans.allTypes') }, ...allowed.map((x) => ({ value: x.type, label: x.name }))]}
      value={value}
      allowDeselect={false}
      w={170}
      onChange={(v) => onChange(v ?? '')}
      data-testid="trans-type"
    />
  );
}
