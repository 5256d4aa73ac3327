import { Alert, Button, Card, CopyButton, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate.ts';
import { PageState } from '../../components/centre/ui.tsx';
import { Link } from 'react-router';
import type { InviteDrawResult } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { useInvite, useInviteDraw, useRefreshAfterDraw } from './api/promo.ts';
import { DrawHistory } from './components/DrawHistory.tsx';
import { PrizeBoard } from './components/PrizeBoard.tsx';
import { PromoNav } from './components/PromoNav.tsx';
import { RulesCard } from './components/RulesCard.tsx';
import { money } from './format.ts';

function Copyable({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput label={label} value={value} readOnly style={{ flex: 1 }} data-testid={testId} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {t(copied ? 'promoWeb.invite.copied' : 'promoWeb.invite.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** The invite draw (issue #15): my code and link, qualified invitees, chances, the draw and its history. */
export function InvitePage() {
  const { t } = useTranslation();
  const invite = useInvite();
  const draw = useInviteDraw();
  const refresh = useRefreshAfterDraw();
  const [landing, setLanding] = useState<{ index: number; key: string; result: InviteDrawResult } | null>(null);
  const v = invite.data;
  const start = () =>
    draw.mutate(undefined, {
      onSuccess: (r) => setLanding({ index: r.draw.prizeIndex, key: r.draw.id, result: r }),
      onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
    });
  const landed = () => {
    if (landing)
      notifications.show({
        color: 'orange',
        title: t('promoWeb.sign.won', { amount: money(landing.result.draw.amount) }),
        message: landing.result.draw.status === 2 ? t('promoWeb.invite.review') : '',
      });
    refresh('invite');
    setLanding(null);
  };
  return (
    <Stack maw={1100} mx="auto" w="100%" data-testid="invite-page">
      <PromoNav />
      <Title order={2}>{t('promoWeb.nav.invite')}</Title>
      <PageState testId="content" isPending={invite.isLoading} error={invite.error} empty={false} emptyKey="promoWeb.sign.noHistory" onRetry={() => void invite.refetch()} />
      {v && !v.enabled && <Alert color="gray">{t('promoWeb.invite.disabled')}</Alert>}
      {v && v.enabled && (
        <>
          {v.barred && <Alert color="red">{t('promoWeb.barred')}</Alert>}
          <Card withBorder radius="md">
            {v.inviteCode ? (
              <Stack gap="xs">
                <Copyable label={t('promoWeb.invite.code')} value={v.inviteCode} testId="invite-code" />
                <Copyable label={t('promoWeb.invite.link')} value={`${window.location.origin}/web/reg/${v.inviteCode}`} testId="invite-link" />
              </Stack>
            ) : (
              <Text c="dimmed" size="sm" data-testid="invite-no-code">
                {t('promoWeb.invite.noCode')}
              </Text>
            )}
            <Button component={Link} to="/manager/team/invite" variant="light" mt="sm" data-testid="invite-manage">
              {t('promoWeb.invite.manage')}
            </Button>
          </Card>
          <SimpleGrid cols={2} spacing="xs">
            <Paper withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t('promoWeb.invite.qualified')}
              </Text>
              <Text fw={700} data-testid="invite-qualified">
                {v.qualified}
              </Text>
            </Paper>
            <Paper withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed">
                {t('promoWeb.sign.chances')}
              </Text>
              <Text fw={700} data-testid="invite-chances">
                {t('promoWeb.sign.chancesOf', { left: v.left, total: v.chances })}
              </Text>
            </Paper>
          </SimpleGrid>
          <Card withBorder radius="md">
            <PrizeBoard amounts={v.prizes.map((p) => p.amount)} landOn={landing} onLanded={landed} testId="invite-board" />
            <Button fullWidth mt="md" size="md" color="orange" onClick={start} loading={draw.isPending || landing !== null} disabled={v.left <= 0} data-testid="invite-draw">
              {t('promoWeb.sign.draw')}
            </Button>
          </Card>
          <Card withBorder radius="md">
            <Title order={4} mb="sm">
              {t('promoWeb.sign.history')}
            </Title>
            <DrawHistory draws={v.draws} testId="invite-history" />
          </Card>
        </>
      )}
      <RulesCard textKey="promoWeb.invite.rulesText" />
    </Stack>
  );
}
