import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  ColorInput,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Popover,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LANGS,
  EMPTY_HOST_FORM,
  HOST_BLANK_KEYS,
  HOST_LIMITS,
  siteRoutes,
  hostConfigForm,
  hostNameSchema,
  type HostBanner,
  type HostBlankKey,
  type HostConfigForm,
  type HostRow,
} from '@lotus/contracts';
import { DataTable } from '../../components/DataTable.tsx';
import { client } from '../../lib/api.ts';

const PAGE = 50;
const hostsKey = ['console', 'hosts'] as const;
/** The form's text fields (everything but the banners and the keys left empty). */
type TextField = Exclude<keyof HostConfigForm, 'banners' | 'blank' | 'lang'>;
const EMPTY_BANNER: HostBanner = { image: '', link: '', title: { vi: '', zh: '', en: '', id: '' } };

/**
 * Sites by host (issue #16, docs/product.md §1 per-host configuration): the default site (*) and each host's
 * own name, logo, favicon, colour, banners, chat and download links, which the member site served
 * for that host reads. An empty field of a host shows the default site's value (in grey), unless the
 * host marks it empty on its own site.
 */
export function SitesPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [newHost, setNewHost] = useState('');
  const list = useQuery({
    queryKey: [...hostsKey, page],
    queryFn: () => client.call(siteRoutes.list, { page, size: PAGE }),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<ColumnDef<HostRow, unknown>[]>(
    () => [
      {
        accessorKey: 'host',
        header: t('cons.sites.host'),
        cell: (c) => (c.row.original.host === '*' ? <Badge variant="light">{t('cons.sites.default')}</Badge> : c.row.original.host),
      },
      { accessorKey: 'cpName', header: t('cons.sites.name') },
      { accessorKey: 'own', header: t('cons.sites.own') },
      {
        id: 'edit',
        header: '',
        cell: (c) => (
          <Button size="compact-xs" variant="light" onClick={() => setSelected(c.row.original.host)} data-testid={`site-edit-${c.row.original.host}`}>
            {t('cons.sites.edit')}
          </Button>
        ),
      },
    ],
    [t],
  );
  const hostError = newHost && !hostNameSchema.safeParse(newHost).success ? t('console.host.hostInvalid') : null;
  return (
    <Stack data-testid="sites-page">
      <Title order={3}>{t('cons.nav.sites')}</Title>
      <Text size="sm" c="dimmed">
        {t('cons.sites.help')}
      </Text>
      <DataTable
        testId="sites-table"
        columns={columns}
        data={list.data?.list}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.refetch()}
        paging={list.data ? { page, size: PAGE, total: list.data.total, onPage: setPage } : undefined}
      />
      <Group align="flex-start">
        <TextInput
          w={280}
          label={t('cons.sites.newHost')}
          placeholder="brand.example"
          maxLength={253}
          value={newHost}
          error={hostError}
          onChange={(e) => setNewHost(e.currentTarget.value.trim().toLowerCase())}
          data-testid="site-new-host"
        />
        <Button mt={25} disabled={!newHost || !!hostError} onClick={() => setSelected(newHost)} data-testid="site-new-open">
          {t('cons.sites.open')}
        </Button>
      </Group>
      {selected && <SiteForm key={selected} host={selected} />}
    </Stack>
  );
}

function SiteForm({ host }: { host: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const site = useQuery({
    queryKey: [...hostsKey, 'one', host],
    queryFn: () => client.call(siteRoutes.one, { host }),
  });
  const form = useForm<HostConfigForm>({
    initialValues: EMPTY_HOST_FORM,
    validate: (v) => {
      const errors = schemaResolver(hostConfigForm, { sync: true })(v);
      return Object.fromEntries(Object.entries(errors).map(([k, key]) => [k, t(String(key))]));
    },
  });
  const loaded = site.data;
  useEffect(() => {
    if (!loaded) return;
    form.setInitialValues(loaded.values);
    form.setValues(loaded.values);
    // The form follows the loaded values only (form is a new object on every render).
  }, [loaded]);
  const save = useMutation({
    mutationFn: (v: HostConfigForm) => {
      const { banners, blank, ...fields } = v;
      return client.call(siteRoutes.save, {
        host,
        ...fields,
        ...(banners.length > 0 || host === '*' ? { banners: JSON.stringify(banners) } : {}),
        ...(blank.length > 0 ? { blank: blank.join(',') } : {}),
      });
    },
    onSuccess: (data) => {
      qc.setQueryData([...hostsKey, 'one', host], data);
      void qc.invalidateQueries({ queryKey: hostsKey });
      notifications.show({ color: 'green', message: t('cons.sites.saved', { host: host === '*' ? t('cons.sites.default') : host }) });
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  // Another host's own values all dropped: it shows the default site's again (the list drops it).
  const remove = useMutation({
    mutationFn: () => client.call(siteRoutes.save, { host }),
    onSuccess: (data) => {
      qc.setQueryData([...hostsKey, 'one', host], data);
      void qc.invalidateQueries({ queryKey: hostsKey });
      notifications.show({ color: 'green', message: t('cons.sites.removed', { host }) });
    },
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
  });
  const ownKeys = loaded ? JSON.stringify(loaded.values) !== JSON.stringify(EMPTY_HOST_FORM) : false;
  if (site.isLoading) return <Loader size="sm" />;
  if (site.error)
    return (
      <Alert color="red" title={t('cons.sites.loadFailed')}>
        <Group>
          <Text size="sm">{site.error.message}</Text>
          <Button size="compact-xs" variant="light" onClick={() => void site.refetch()}>
            {t('cons.retry')}
          </Button>
        </Group>
      </Alert>
    );
  const defaults = loaded?.defaults ?? null;
  const blank = new Set(form.values.blank);
  /** The stored key a field is kept under (the two download fields share one). */
  const keyOf = (name: TextField): HostBlankKey => (name === 'downloadIos' || name === 'downloadAndroid' ? 'download' : name);
  /** Marked empty on this site: the field shows (none) and takes no value. */
  const isBlank = (name: TextField) => blank.has(keyOf(name));
  /** For another host: the default site's value shows where the field is empty. */
  const placeholderOf = (name: TextField, fallback = '') =>
    isBlank(name) ? t('cons.sites.none') : defaults ? defaults[name] || t('cons.sites.none') : fallback;
  const field = (name: TextField, label: string, max: number) => (
    <TextInput
      label={label}
      maxLength={max}
      placeholder={placeholderOf(name)}
      disabled={isBlank(name)}
      data-testid={`site-${name}`}
      {...form.getInputProps(name)}
    />
  );
  const blankLabels: Record<HostBlankKey, string> = {
    cpName: t('cons.sites.name'),
    cpLogo: t('cons.sites.logo'),
    cpFav: t('cons.sites.favicon'),
    theme: t('cons.sites.theme'),
    chatlink: t('cons.sites.chatlink'),
    zalo: t('cons.sites.zalo'),
    chatKey: t('cons.sites.chatKey'),
    chatValue: t('cons.sites.chatValue'),
    download: t('cons.sites.downloads'),
    banner: t('cons.sites.banners'),
  };
  /** Marking a key empties its fields: a value would win over the mark. */
  const setBlank = (keys: string[]) => {
    const next = HOST_BLANK_KEYS.filter((k) => keys.includes(k));
    for (const k of next) {
      if (blank.has(k)) continue;
      if (k === 'download') {
        form.setFieldValue('downloadIos', '');
        form.setFieldValue('downloadAndroid', '');
      } else if (k === 'banner') form.setFieldValue('banners', []);
      else form.setFieldValue(k, '');
    }
    form.setFieldValue('blank', next);
  };
  return (
    <Paper withBorder p="md" data-testid="site-form">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))}>
        <Stack>
          <Group justify="space-between">
            <Title order={4}>{host === '*' ? t('cons.sites.default') : host}</Title>
            {defaults && (
              <Text size="xs" c="dimmed">
                {t('cons.sites.inherits')}
              </Text>
            )}
          </Group>
          {defaults && (
            <MultiSelect
              label={t('cons.sites.blank')}
              description={t('cons.sites.blankHelp')}
              data={HOST_BLANK_KEYS.map((k) => ({ value: k, label: blankLabels[k] }))}
              value={form.values.blank}
              onChange={setBlank}
              // Not searchable: without a placeholder Mantine hides the field, and only the frame takes a click.
              placeholder={form.values.blank.length === 0 ? t('cons.sites.none') : undefined}
              clearable
              comboboxProps={{ withinPortal: true }}
              data-testid="site-blank"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('cpName', t('cons.sites.name'), HOST_LIMITS.name)}
            <ColorInput
              label={t('cons.sites.theme')}
              format="hex"
              placeholder={placeholderOf('theme', '#e64980')}
              disabled={isBlank('theme')}
              maxLength={7}
              data-testid="site-theme"
              {...form.getInputProps('theme')}
            />
            <Select
              label={t('cons.sites.language')}
              description={t('cons.sites.languageHelp')}
              data={CONTENT_LANGS.map((l) => ({ value: l, label: t(`common.lang.${l}`) }))}
              value={form.values.lang || null}
              onChange={(v) => form.setFieldValue('lang', v ?? '')}
              // For another host, empty shows the default site's language.
              placeholder={defaults ? (defaults.lang ? t(`common.lang.${defaults.lang}`) : t('common.lang.vi')) : undefined}
              clearable={!!defaults}
              allowDeselect={!!defaults}
              error={form.errors.lang}
              comboboxProps={{ withinPortal: true }}
              data-testid="site-lang"
            />
            {field('cpLogo', t('cons.sites.logo'), HOST_LIMITS.url)}
            {field('cpFav', t('cons.sites.favicon'), HOST_LIMITS.url)}
          </SimpleGrid>
          <Title order={5}>{t('cons.sites.chat')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('chatlink', t('cons.sites.chatlink'), HOST_LIMITS.url)}
            {field('zalo', t('cons.sites.zalo'), HOST_LIMITS.text)}
            {field('chatKey', t('cons.sites.chatKey'), HOST_LIMITS.text)}
            {field('chatValue', t('cons.sites.chatValue'), HOST_LIMITS.url)}
          </SimpleGrid>
          <Title order={5}>{t('cons.sites.downloads')}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('downloadIos', t('cons.sites.ios'), HOST_LIMITS.url)}
            {field('downloadAndroid', t('cons.sites.android'), HOST_LIMITS.url)}
          </SimpleGrid>
          <Group justify="space-between">
            <Title order={5}>{t('cons.sites.banners')}</Title>
            <Button
              size="compact-sm"
              variant="light"
              disabled={form.values.banners.length >= HOST_LIMITS.banners || blank.has('banner')}
              onClick={() => form.insertListItem('banners', structuredClone(EMPTY_BANNER))}
              data-testid="site-banner-add"
            >
              {t('cons.sites.bannerAdd')}
            </Button>
          </Group>
          {form.values.banners.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="site-banners-empty">
              {defaults && !blank.has('banner') ? t('cons.sites.bannersInherited', { n: defaults.banners.length }) : t('cons.sites.bannersNone')}
            </Text>
          )}
          {form.values.banners.map((_, i) => (
            <Paper key={i} withBorder p="sm" bg="var(--mantine-color-gray-0)" data-testid={`site-banner-${i}`}>
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    {t('cons.sites.banner', { n: i + 1 })}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('cons.sites.bannerRemove', { n: i + 1 })}
                    onClick={() => form.removeListItem('banners', i)}
                  >
                    ×
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={t('cons.sites.bannerImage')} maxLength={HOST_LIMITS.url} {...form.getInputProps(`banners.${i}.image`)} />
                  <TextInput label={t('cons.sites.bannerLink')} maxLength={HOST_LIMITS.url} {...form.getInputProps(`banners.${i}.link`)} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                  {CONTENT_LANGS.map((l) => (
                    <TextInput
                      key={l}
                      label={t('cons.sites.bannerTitle', { lang: l })}
                      maxLength={HOST_LIMITS.title}
                      {...form.getInputProps(`banners.${i}.title.${l}`)}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Paper>
          ))}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} data-testid="site-save">
              {t('cons.sites.save')}
            </Button>
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
              {t('cons.sites.undo')}
            </Button>
            {host !== '*' && ownKeys && (
              <Popover width={300} position="top" withArrow shadow="md">
                <Popover.Target>
                  <Button color="red" variant="subtle" ml="auto" data-testid="site-remove">
                    {t('cons.sites.remove')}
                  </Button>
                </Popover.Target>
                <Popover.Dropdown>
                  <Stack gap="xs">
                    <Text size="sm">{t('cons.sites.removeConfirm', { host })}</Text>
                    <Button color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate()} data-testid="site-remove-confirm">
                      {t('cons.sites.remove')}
                    </Button>
                  </Stack>
                </Popover.Dropdown>
              </Popover>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
