import { AspectRatio, Badge, Button, Card, Collapse, Group, Image, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate.ts';
import type { ActivityView } from '@lotus/contracts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useActivities } from './api/get-activities.ts';
import { RowsPager, PageState } from '../../components/centre/ui.tsx';
import { formatDate } from './format.ts';
import { PromoNav } from '../promotions/components/PromoNav.tsx';

const PAGE_SIZE = 6;

function Period({ a }: { a: ActivityView }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const start = formatDate(a.startTime, lang);
  return (
    <Text size="xs" c="dimmed" data-testid="promo-period">
      {a.endTime
        ? t('pages.promo.period', { start, end: formatDate(a.endTime, lang) })
        : t('pages.promo.from', { start })}
    </Text>
  );
}

/** A promotion card: its image (or a plain header with its title), period, summary and the full text on demand. */
function PromoCard({ a, now }: { a: ActivityView; now: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const upcoming = new Date(a.startTime).getTime() > now;
  const ended = a.endTime !== null && new Date(a.endTime).getTime() <= now;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="promo-card">
      <Card.Section>
        {/* Promotion images are wide banners (10:3, like the home banners). */}
        <AspectRatio ratio={10 / 3}>
          {a.imageUrl ? (
            <Image src={a.imageUrl} alt={a.title} fit="cover" />
          ) : (
            <Stack
              justify="center"
              px="md"
              style={{ background: 'linear-gradient(135deg, var(--mantine-color-pink-6), var(--mantine-color-orange-5))' }}
            >
              <Text c="white" fw={700} size="lg" lineClamp={2}>
                {a.title}
              </Text>
            </Stack>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} lineClamp={2} data-testid="promo-title">
            {a.title}
          </Text>
          {/* A card no rule pays is a notice, not an offer (issue #27). */}
          <Badge
            variant="light"
            color={ended || a.ruleKind === null ? 'gray' : upcoming ? 'blue' : 'green'}
            style={{ flexShrink: 0 }}
            data-testid="promo-status"
          >
            {t(a.ruleKind === null ? 'pages.promo.notice' : ended ? 'pages.promo.ended' : upcoming ? 'pages.promo.upcoming' : 'pages.promo.running')}
          </Badge>
        </Group>
        <Period a={a} />
        {a.summary && (
          <Text size="sm" data-testid="promo-summary">
            {a.summary}
          </Text>
        )}
        {a.body && (
          <>
            <Collapse expanded={open}>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }} data-testid="promo-body">
                {a.body}
              </Text>
            </Collapse>
            <Button variant="subtle" size="compact-sm" onClick={() => setOpen((o) => !o)} style={{ alignSelf: 'flex-start' }}>
              {t(open ? 'pages.promo.less' : 'pages.promo.details')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** Promotions (/manager/sys/promo): running and upcoming ones, and those that have ended. */
export function PromoPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'current' | 'ended'>('current');
  const [page, setPage] = useState(1);
  const activities = useActivities(tab === 'ended', page, PAGE_SIZE);
  const list = activities.data?.list ?? [];
  const now = Date.now();
  return (
    <Stack maw={1100} mx="auto" gap="md">
      <PromoNav />
      <Group justify="space-between">
        <Title order={2}>{t('web.nav.promotions')}</Title>
        <SegmentedControl
          value={tab}
          onChange={(v) => {
            setTab(v as 'current' | 'ended');
            setPage(1);
          }}
          data={[
            { value: 'current', label: t('pages.promo.tabCurrent') },
            { value: 'ended', label: t('pages.promo.tabEnded') },
          ]}
          data-testid="promo-tabs"
        />
      </Group>
      <PageState
        testId="content"
        isPending={activities.isLoading}
        error={activities.error}
        empty={list.length === 0}
        emptyKey="pages.promo.empty"
        onRetry={() => void activities.refetch()}
      />
      {list.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="promo-list">
          {list.map((a) => (
            <PromoCard key={a.id} a={a} now={now} />
          ))}
        </SimpleGrid>
      )}
      {activities.data && (
        <RowsPager page={page} size={PAGE_SIZE} total={activities.data.total} onChange={setPage} />
      )}
    </Stack>
  );
}
