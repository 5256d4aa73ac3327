import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translate.ts';
import type { TeamMemberView } from '@lotus/contracts';
import { usePersonalSummary } from '../api/agents.ts';
import { Figures, QueryState, money } from './parts.tsx';
import { showPercent } from '../../../components/centre/money.ts';

/** One subordinate: who he is, and his own summary over the last 30 days (member/summary?memberId). */
export function MemberDetail({ member }: { member: TeamMemberView }) {
  const { t } = useTranslation();
  const summary = usePersonalSummary('month', member.memberId);
  return (
    <Stack data-testid="member-detail">
      <Text>
        {member.account} · {t(`team.type.${member.type}`)} · {t('team.col.group')} {member.group} ({showPercent(member.rebate)}%) · {t('team.col.team')} {member.teamSize}
      </Text>
      <Text size="sm" fw={600}>
        {t('team.detail.summary')}
      </Text>
      <QueryState query={summary}>
        {(s) => (
          <Figures
            items={[
              { key: 'balance', label: t('team.fig.balance'), value: money(s.balance) },
              { key: 'deposit', label: t('team.fig.deposit'), value: money(s.deposit) },
              { key: 'withdraw', label: t('team.fig.withdraw'), value: money(s.withdraw) },
              { key: 'bet', label: t('team.fig.bet'), value: money(s.bet) },
              { key: 'payout', label: t('team.fig.payout'), value: money(s.payout) },
              { key: 'rebate', label: t('team.col.rebate'), value: money(s.rebate) },
              { key: 'bonus', label: t('team.fig.bonus'), value: money(s.bonus) },
              { key: 'profit', label: t('team.fig.profit'), value: money(s.profit) },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
