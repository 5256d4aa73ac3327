import { AspectRatio, Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import { CONTENT_LIMITS, type ActivityView } from '@lotus/contracts';
import { PageState } from '../../components/centre/ui.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { useActivities } from './api/get-activities.ts';
import { RowsPager } from '../../components/centre/ui.tsx';
import { formatDate } from './format.ts';

const PAGE_SIZE = CONTENT_LIMITS.pageSize;
const RULES_PATH = '/manager/promo/rules';

function period(a: ActivityView, t: (key: string, o?: Record<string, string>) => string): string {
  const lang = currentLanguage();
  const start = formatDate(a.startTime, lang);
  return a.endTime ? t('pages.promo.period', { start, end: formatDate(a.endTime, lang) }) : t('pages.promo.from', { start });
}

/** One activity's own page: its picture, period, summary and the full rules. */
function ActivityRules({ activity }: { activity: ActivityView }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid="activity-rules">
      {activity.imageUrl && (
        <Card.Section mb="sm">
          <AspectRatio ratio={10 / 3}>
            <Image src={activity.imageUrl} alt={activity.title} fit="cover" />
          </AspectRatio>
        </Card.Section>
      )}
      <Stack gap="xs">
        <Title order={3} data-testid="activity-title">
          {activity.title}
        </Title>
        <Text size="xs" c="dimmed">
          {period(activity, t)}
        </Text>
        {activity.summary && <Text size="sm">{activity.summary}</Text>}
        <Text fw={600} size="sm" mt="xs">
          {t('centre.rules.rules')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="activity-body">
          {activity.body || t('centre.rules.noRules')}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * Activity rules (docs/product.md §2 "activity rules", /manager/promo/rules): the running and upcoming
 * activities of activity/list, each with a page of its own (/manager/promo/rules/<id>?page=n).
 */
export function ActivityRulesPage() {
  const { t } = useTranslation();
  const { step: id } = useParams();
  const [search, setSearch] = useSearchParams();
  const page = Math.min(Math.max(1, Number(search.get('page')) || 1), CONTENT_LIMITS.maxPage);
  const activities = useActivities(false, page, PAGE_SIZE);
  const list = activities.data?.list ?? [];
  const chosen = id ? list.find((a) => a.id === id) : undefined;
  return (
    <Stack data-testid="activity-rules-page">
      <Title order={3}>{t('centre.rules.title')}</Title>
      {id && (
        <Anchor component={Link} to={`${RULES_PATH}?page=${page}`} size="sm" data-testid="activity-back">
          {t('centre.rules.all')}
        </Anchor>
      )}
      <PageState
        isPending={activities.isPending}
        error={activities.error}
        empty={id ? !chosen : list.length === 0}
        emptyKey={id ? 'centre.rules.notFound' : 'centre.rules.empty'}
        onRetry={() => void activities.refetch()}
      />
      {chosen && <ActivityRules activity={chosen} />}
      {!id && list.length > 0 && (
        <Stack gap="xs" data-testid="activity-list">
          {list.map((a) => (
            <Card
              key={a.id}
              withBorder
              padding="sm"
              component={Link}
              to={`${RULES_PATH}/${a.id}?page=${page}`}
              data-testid={`activity-${a.id}`}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm" lineClamp={2}>
                  {a.title}
                </Text>
                <Badge variant="light" style={{ flexShrink: 0 }}>
                  {t('centre.rules.open')}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {period(a, t)}
              </Text>
            </Card>
          ))}
          {activities.data && (
            <RowsPager
              page={page}
              size={PAGE_SIZE}
              total={activities.data.total}
              onChange={(p) => setSearch({ page: String(p) })}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
