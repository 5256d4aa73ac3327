import { useMemo, useState } from 'react';
import {
  Accordion,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LANGS,
  CONTENT_LIMITS,
  contentRoutes,
  type ConsoleActivityView,
  type ContentLang,
  type ContentTranslations,
  type ConsoleNoticeView,
  type ContentPage as Page,
} from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';
import { when } from '../../lib/time.ts';
import { useDepositRules } from '../promotions/api.ts';
import { showMoney, showPercent } from '../../lib/money.ts';

type Kind = 'notice' | 'activity';
/** A notice or an activity row: an activity has no publication time, a notice none of the activity's fields. */
type Row = Omit<ConsoleNoticeView, 'time'> &
  Partial<Pick<ConsoleNoticeView, 'time'> & Pick<ConsoleActivityView, 'summary' | 'imageUrl' | 'startTime' | 'endTime' | 'rule'>>;

const local = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');

interface FormValues {
  host: string;
  lang: ContentLang;
  title: string;
  body: string;
  summary: string;
  imageUrl: string;
  rule: string;
  startAt: string;
  endAt: string;
  sortOrder: number;
  published: boolean;
  translations: Record<string, { title: string; body: string; summary: string }>;
}

/**
 * The rule that pays what a promotion card offers (issue #27): a deposit promotion (the card then
 * shows its figures and dates), the sign-in or invite draw, VIP bonuses, or none (a notice).
 */
function RuleSelect(props: { value?: string; onChange?: (v: string | null) => void; error?: unknown }) {
  const { t } = useTranslation();
  const rules = useDepositRules();
  const data = [
    { value: '', label: t('cons.content.rule.none') },
    ...(['sign', 'invite', 'vip'] as const).map((k) => ({ value: k, label: t(`cons.content.rule.${k}`) })),
    ...(rules.data ?? []).map((r) => ({
      value: `deposit:${r.id}`,
      label: t('cons.content.rule.deposit', { id: r.id, kind: t(`cons.promo.kind.${r.kind}`), percent: showPercent(r.percent), cap: showMoney(r.cap), host: r.host }),
    })),
  ];
  return (
    <Select
      label={t('cons.content.rule')}
      data={data}
      allowDeselect={false}
      data-testid="activity-rule"
      value={props.value ?? ''}
      onChange={(v) => props.onChange?.(v ?? '')}
      error={props.error as string | undefined}
    />
  );
}

/** The form of a notice or activity: its own language, the other languages' texts, and (activities) dates and image. */
function ContentForm({ kind, row, onDone }: { kind: Kind; row: Row | null; onDone: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: {
      host: row?.host ?? '*',
      lang: CONTENT_LANGS.find((l) => l === row?.lang) ?? 'vi',
      title: row?.title ?? '',
      body: row?.body ?? '',
      summary: row?.summary ?? '',
      imageUrl: row?.imageUrl ?? '',
      rule: row?.rule ?? '',
      startAt: local(row?.startTime) || dayjs().format('YYYY-MM-DDTHH:mm'),
      endAt: local(row?.endTime),
      sortOrder: row?.sortOrder ?? 0,
      published: row ? row.status === 1 : true,
      translations: Object.fromEntries(
        CONTENT_LANGS.map((l) => [
          l,
          {
            title: row?.translations[l]?.title ?? '',
            body: row?.translations[l]?.body ?? '',
            summary: row?.translations[l]?.summary ?? '',
          },
        ]),
      ),
    },
    validate: {
      title: (v) => (v.trim() ? null : t('content.titleRequired')),
      endAt: (v, all) =>
        kind === 'activity' && v && all.startAt && v <= all.startAt ? t('content.endBeforeStart') : null,
    },
  });
  const save = useMutation({
    mutationFn: (v: FormValues) => {
      const translations: ContentTranslations = {};
      for (const l of CONTENT_LANGS) {
        const tr = v.translations[l]!;
        if (l === v.lang || !tr.title.trim()) continue;
        translations[l] = { title: tr.title, body: tr.body, ...(kind === 'activity' ? { summary: tr.summary } : {}) };
      }
      const notice = {
        host: v.host,
        lang: v.lang,
        title: v.title,
        body: v.body,
        sortOrder: v.sortOrder,
        published: v.published,
        translations,
      };
      if (kind === 'notice')
        return row ? client.call(contentRoutes.updateNotice, { ...notice, id: row.id }) : client.call(contentRoutes.createNotice, notice);
      const activity = {
        ...notice,
        summary: v.summary,
        imageUrl: v.imageUrl,
        rule: v.rule,
        startAt: new Date(v.startAt).toISOString(),
        endAt: v.endAt ? new Date(v.endAt).toISOString() : '',
      };
      return row ? client.call(contentRoutes.updateActivity, { ...activity, id: row.id }) : client.call(contentRoutes.createActivity, activity);
    },
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('cons.saved') });
      void qc.invalidateQueries({ queryKey: ['console', 'content'] });
      onDone();
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  return (
    <form onSubmit={form.onSubmit((v) => save.mutate(v))}>
      <Stack gap="xs">
        <Group grow>
          <TextInput label={t('cons.content.host')} maxLength={253} {...form.getInputProps('host')} />
          <Select
            label={t('cons.content.lang')}
            data={[...CONTENT_LANGS]}
            allowDeselect={false}
            {...form.getInputProps('lang')}
          />
          <NumberInput
            label={t('cons.content.sortOrder')}
            min={-1000}
            max={1000}
            {...form.getInputProps('sortOrder')}
          />
        </Group>
        <TextInput
          label={t('cons.content.title')}
          required
          maxLength={CONTENT_LIMITS.title}
          {...form.getInputProps('title')}
        />
        {kind === 'activity' && (
          <TextInput
            label={t('cons.content.summary')}
            maxLength={CONTENT_LIMITS.summary}
            {...form.getInputProps('summary')}
          />
        )}
        <Textarea
          label={t('cons.content.body')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={CONTENT_LIMITS.body}
          {...form.getInputProps('body')}
        />
        {kind === 'activity' && (
          <>
            <RuleSelect {...form.getInputProps('rule')} />
            <TextInput
              label={t('cons.content.image')}
              maxLength={CONTENT_LIMITS.url}
              placeholder="/web/… https://…"
              {...form.getInputProps('imageUrl')}
            />
            <Group grow>
              <TextInput
                type="datetime-local"
                label={t('cons.content.startAt')}
                {...form.getInputProps('startAt')}
              />
              <TextInput
                type="datetime-local"
                label={t('cons.content.endAt')}
                {...form.getInputProps('endAt')}
              />
            </Group>
          </>
        )}
        <Accordion variant="contained">
          {CONTENT_LANGS.filter((l) => l !== form.values.lang).map((l) => (
            <Accordion.Item key={l} value={l}>
              <Accordion.Control>{t('cons.content.translation', { lang: l })}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <TextInput
                    label={t('cons.content.title')}
                    maxLength={CONTENT_LIMITS.title}
                    {...form.getInputProps(`translations.${l}.title`)}
                  />
                  {kind === 'activity' && (
                    <TextInput
                      label={t('cons.content.summary')}
                      maxLength={CONTENT_LIMITS.summary}
                      {...form.getInputProps(`translations.${l}.summary`)}
                    />
                  )}
                  <Textarea
                    label={t('cons.content.body')}
                    autosize
                    minRows={2}
                    maxLength={CONTENT_LIMITS.body}
                    {...form.getInputProps(`translations.${l}.body`)}
                  />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Switch
          label={t('cons.content.published')}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <Button type="submit" loading={save.isPending}>
          {t('cons.content.save')}
        </Button>
      </Stack>
    </form>
  );
}

function ContentList({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const list = useQuery({
    queryKey: ['console', 'content', kind, page],
    queryFn: (): Promise<Page<Row>> => {
      const query = { page, size: CONTENT_LIMITS.pageSize };
      return kind === 'notice' ? client.call(contentRoutes.notices, query) : client.call(contentRoutes.activities, query);
    },
    placeholderData: keepPreviousData,
  });
  const unpublish = useMutation({
    mutationFn: (id: string) =>
      kind === 'notice' ? client.call(contentRoutes.unpublishNotice, { id }) : client.call(contentRoutes.unpublishActivity, { id }),
    onSuccess: () => notifications.show({ color: 'green', message: t('cons.saved') }),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['console', 'content'] }),
  });
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { accessorKey: 'id', header: '#' },
      { accessorKey: 'title', header: t('cons.content.title') },
      { accessorKey: 'lang', header: t('cons.content.lang') },
      { accessorKey: 'host', header: t('cons.content.host') },
      { accessorKey: 'sortOrder', header: t('cons.content.sortOrder') },
      ...(kind === 'activity'
        ? [
            {
              accessorKey: 'startTime',
              header: t('cons.content.startAt'),
              cell: (c) => when(c.row.original.startTime),
            } as ColumnDef<Row, unknown>,
            {
              accessorKey: 'endTime',
              header: t('cons.content.endAt'),
              cell: (c) =>
                when(c.row.original.endTime),
            } as ColumnDef<Row, unknown>,
          ]
        : [
            {
              accessorKey: 'time',
              header: t('cons.content.time'),
              cell: (c) => when(c.row.original.time),
            } as ColumnDef<Row, unknown>,
          ]),
      {
        accessorKey: 'status',
        header: t('cons.review.status'),
        cell: (c) => (
          <Badge color={c.row.original.status === 1 ? 'green' : 'gray'}>
            {t(c.row.original.status === 1 ? 'cons.content.published' : 'cons.content.unpublished')}
          </Badge>
        ),
      },
      {
        id: 'actions',
        header: '',
        cell: (c) => (
          <Group gap={6} wrap="nowrap">
            <Button size="compact-xs" variant="default" onClick={() => setEditing(c.row.original)}>
              {t('cons.content.edit')}
            </Button>
            {c.row.original.status === 1 && (
              <Button
                size="compact-xs"
                color="red"
                variant="light"
                onClick={() => unpublish.mutate(c.row.original.id)}
              >
                {t('cons.content.unpublish')}
              </Button>
            )}
          </Group>
        ),
      },
    ],
    [t, kind, unpublish],
  );
  return (
    <Stack>
      <Group>
        <Button size="xs" onClick={() => setEditing('new')} data-testid={`${kind}-new`}>
          {t(`cons.content.new.${kind}`)}
        </Button>
      </Group>
      <DataTable
        testId={`${kind}-list`}
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        csvName={`${kind}s`}
        paging={
          list.data
            ? { page, size: CONTENT_LIMITS.pageSize, total: list.data.total, onPage: setPage }
            : undefined
        }
      />
      <Modal
        size="lg"
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? `cons.content.new.${kind}` : 'cons.content.edit')}
      >
        {editing !== null && (
          <ContentForm kind={kind} row={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
  );
}

/** Notices and activities (docs/product.md §7 "Activities"): write them in each language, publish, unpublish (audited). */
export function ContentPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={3}>{t('cons.nav.content')}</Title>
      <Tabs defaultValue="activity" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="activity">{t('cons.content.activities')}</Tabs.Tab>
          <Tabs.Tab value="notice">{t('cons.content.notices')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="activity" pt="md">
          <ContentList kind="activity" />
        </Tabs.Panel>
        <Tabs.Panel value="notice" pt="md">
          <ContentList kind="notice" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
