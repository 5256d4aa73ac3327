import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/translate.ts';
import { useSearchParams } from 'react-router';
import { currentLanguage } from '../../lib/i18n.ts';
import { useNotices } from './api/get-notices.ts';
import { RowsPager, PageState } from '../../components/centre/ui.tsx';
import { formatDate } from './format.ts';

const PAGE_SIZE = 10;

/** Announcements (/manager/sys/bulletin): the site's notices, newest and pinned first, each opening to its text. */
export function BulletinPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(params.get('id'));
  const notices = useNotices(page, PAGE_SIZE);
  const list = notices.data?.list ?? [];
  const lang = currentLanguage();
  return (
    <Stack maw={900} mx="auto" gap="md">
      <Title order={2}>{t('web.nav.announcements')}</Title>
      <PageState
        testId="content"
        isPending={notices.isLoading}
        error={notices.error}
        empty={list.length === 0}
        emptyKey="pages.notices.empty"
        onRetry={() => void notices.refetch()}
      />
      {list.length > 0 && (
        <Accordion variant="separated" value={open} onChange={setOpen} data-testid="bulletin-list">
          {list.map((n) => (
            <Accordion.Item key={n.id} value={n.id} data-testid="bulletin-item">
              <Accordion.Control>
                <Text fw={600} lineClamp={2}>
                  {n.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(n.time, lang, true)}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="bulletin-body">
                  {n.body || n.title}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {notices.data && (
        <RowsPager page={page} size={PAGE_SIZE} total={notices.data.total} onChange={setPage} />
      )}
    </Stack>
  );
}
