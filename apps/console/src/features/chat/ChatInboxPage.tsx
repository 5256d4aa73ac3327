import { useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { when as shownTime } from '../../lib/time.ts';
import { useTranslation } from 'react-i18next';
import { CHAT_CANNED_TITLE_MAX, CHAT_MESSAGE_MAX, ChatSender, ChatStatus, chatLanguage, chatRoutes, DwStatus, type ChatConversationRow, type ChatLanguage } from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { useAnswerers, useCanned, useConversation, useConversationMessages, useConversations, type InboxTab } from './api.ts';
import { showMoney } from '../../lib/money.ts';

const LANGS = chatLanguage.options;
const langOf = (v: string | null): ChatLanguage | null => LANGS.find((l) => l === v) ?? null;
const when = (iso: string) => shownTime(iso, 'shortMinute');
const statusColor: Record<number, string> = { [ChatStatus.OPEN]: 'orange', [ChatStatus.ASSIGNED]: 'blue', [ChatStatus.CLOSED]: 'gray' };

/**
 * Customer service's inbox (issue #16 "Customer service"): conversations by state with unread
 * counts, the open conversation with take / hand over / close and canned replies, and the member
 * beside it. Live by polling (see api.ts).
 */
export function ChatInboxPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<InboxTab>('1');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [manage, setManage] = useState(false);
  const list = useConversations(tab, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.size)) : 1;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={3}>{t('cons.nav.chat')}</Title>
        <Button variant="default" size="xs" onClick={() => setManage(true)}>
          {t('cons.chat.cannedManage')}
        </Button>
      </Group>
      <Grid gap="md" align="stretch">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="xs">
            <Group gap={4} data-testid="chat-tabs">
              {(['1', 'mine', '2', '3'] as const).map((v) => (
                <Button
                  key={v}
                  size="compact-sm"
                  variant={tab === v ? 'filled' : 'default'}
                  onClick={() => {
                    setTab(v);
                    setPage(1);
                  }}
                >
                  {t(`cons.chat.tab.${v}`)}
                </Button>
              ))}
            </Group>
            {list.isLoading ? (
              <Loader size="sm" />
            ) : list.error ? (
              <Alert color="red" title={t('cons.table.error')}>
                {list.error.message}
              </Alert>
            ) : !list.data?.list.length ? (
              <Text size="sm" c="dimmed" data-testid="chat-list-empty">
                {t('cons.chat.empty')}
              </Text>
            ) : (
              <Stack gap={4} data-testid="chat-list">
                {list.data.list.map((c) => (
                  <ConversationItem key={c.id} c={c} active={c.id === open} onOpen={() => setOpen(c.id)} />
                ))}
              </Stack>
            )}
            {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
          </Stack>
        </Grid.Col>
        {open ? (
          <Conversation key={open} id={open} onTaken={() => {
              setTab('mine');
              setPage(1);
            }} />
        ) : (
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Paper withBorder p="xl">
              <Text c="dimmed" ta="center">
                {t('cons.chat.pick')}
              </Text>
            </Paper>
          </Grid.Col>
        )}
      </Grid>
      <CannedManager opened={manage} onClose={() => setManage(false)} />
    </Stack>
  );
}

function ConversationItem({ c, active, onOpen }: { c: ChatConversationRow; active: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton onClick={onOpen} data-testid={`chat-conv-${c.account}`}>
      <Paper withBorder p="xs" bg={active ? 'blue.0' : undefined}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm">
            {c.account}
          </Text>
          <Group gap={4} wrap="nowrap">
            {c.unread > 0 && (
              <Badge color="red" size="sm" circle data-testid="chat-unread">
                {c.unread}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {when(c.lastAt)}
            </Text>
          </Group>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={1} style={{ wordBreak: 'break-all' }}>
          {c.lastBody ?? ''}
        </Text>
        {c.operator && (
          <Text size="xs" c="blue">
            {t('cons.chat.assignedTo', { name: c.operator })}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

/** `onTaken`: the operator took it (by Take or by answering): the list follows it to "Mine". */
function Conversation({ id, onTaken }: { id: string; onTaken: () => void }) {
  const { t, i18n } = useTranslation();
  const qc = useQueryClient();
  const ctx = useConversation(id);
  const messages = useConversationMessages(id);
  const answerers = useAnswerers();
  const [lang, setLang] = useState<ChatLanguage>(langOf(i18n.language) ?? 'vi');
  const canned = useCanned(lang);
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const pages = messages.data?.pages;
  const list = useMemo(() => (pages ? [...pages].reverse().flatMap((p) => p.list) : []), [pages]);
  const newest = list.at(-1)?.id;
  const refresh = () => qc.invalidateQueries({ queryKey: ['console', 'chat'] });
  const fail = (e: Error) => notifications.show({ color: 'red', message: e.message });

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [newest]);

  // What the member wrote is read once it is on the operator's screen.
  const unread = ctx.data?.conversation.unread ?? 0;
  useEffect(() => {
    if (unread > 0) void client.call(chatRoutes.read, { id }).then(refresh, () => undefined);
  }, [id, unread, newest]);

  const reply = useMutation({
    mutationFn: () => client.call(chatRoutes.reply, { id, body: draft.trim() }),
    onSuccess: (sent) => {
      setDraft('');
      if (sent.taken) onTaken();
    },
    onError: fail,
    onSettled: refresh,
  });
  const assign = useMutation({
    mutationFn: (operator?: string) => client.call(chatRoutes.assign, { id, ...(operator ? { operator } : {}) }),
    onSuccess: (_row, operator) => {
      notifications.show({ color: 'green', message: t('cons.chat.done') });
      if (!operator) onTaken();
    },
    onError: fail,
    onSettled: refresh,
  });
  const close = useMutation({
    mutationFn: () => client.call(chatRoutes.close, { id }),
    onSuccess: () => notifications.show({ color: 'green', message: t('cons.chat.done') }),
    onError: fail,
    onSettled: refresh,
  });

  const c = ctx.data?.conversation;
  const closed = c?.status === ChatStatus.CLOSED;
  const send = () => {
    if (draft.trim() && !reply.isPending) reply.mutate();
  };

  return (
    <>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder style={{ display: 'flex', flexDirection: 'column' }} data-testid="chat-conversation">
          <Group justify="space-between" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
            <Group gap="xs">
              <Text fw={700}>{c?.account ?? '…'}</Text>
              {c && (
                <Badge color={statusColor[c.status]} data-testid="chat-status">
                  {t(`cons.chat.tab.${c.status}`)}
                </Badge>
              )}
              {c && (
                <Text size="xs" c="dimmed">
                  {c.operator ? t('cons.chat.assignedTo', { name: c.operator }) : t('cons.chat.unassigned')}
                </Text>
              )}
            </Group>
            {c && !closed && (
              <Group gap="xs">
                {c.status === ChatStatus.OPEN && (
                  <Button size="xs" onClick={() => assign.mutate(undefined)} loading={assign.isPending} data-testid="chat-take">
                    {t('cons.chat.take')}
                  </Button>
                )}
                <Select
                  size="xs"
                  w={150}
                  placeholder={t('cons.chat.handOver')}
                  aria-label={t('cons.chat.handOver')}
                  data={(answerers.data ?? []).filter((a) => a.account !== c.operator).map((a) => a.account)}
                  value={null}
                  onChange={(v) => v && assign.mutate(v)}
                  data-testid="chat-handover"
                />
                <Button size="xs" variant="light" color="gray" onClick={() => close.mutate()} loading={close.isPending} data-testid="chat-close">
                  {t('cons.chat.close')}
                </Button>
              </Group>
            )}
          </Group>
          <ScrollArea h={440} viewportRef={viewport} p="sm" data-testid="chat-thread">
            <Stack gap="xs">
              {messages.hasNextPage && (
                <Button variant="subtle" size="xs" mx="auto" loading={messages.isFetchingNextPage} onClick={() => void messages.fetchNextPage()}>
                  {t('cons.chat.older')}
                </Button>
              )}
              {messages.isLoading && <Loader size="sm" mx="auto" />}
              {list.map((m) => {
                const fromMember = m.sender === ChatSender.MEMBER;
                return (
                  <Box key={m.id} maw="80%" ml={fromMember ? 0 : 'auto'} data-testid={fromMember ? 'chat-member-msg' : 'chat-operator-msg'}>
                    <Text size="xs" c="dimmed" ta={fromMember ? 'left' : 'right'}>
                      {fromMember ? t('cons.chat.memberSays') : (m.operator ?? '—')} · {when(m.createdAt)}
                    </Text>
                    <Paper px="sm" py={6} radius="md" bg={fromMember ? 'gray.1' : 'blue.6'} c={fromMember ? undefined : 'white'} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                      {m.body}
                    </Paper>
                  </Box>
                );
              })}
              {closed && (
                <Text size="xs" c="dimmed" ta="center">
                  {t('cons.chat.closedNote')}
                </Text>
              )}
            </Stack>
          </ScrollArea>
          {!closed && (
            <Stack gap={6} p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
              <Group gap="xs">
                <Select size="xs" w={80} aria-label={t('cons.chat.cannedLang')} data={[...LANGS]} value={lang} onChange={(v) => setLang(langOf(v) ?? lang)} allowDeselect={false} />
                <Select
                  size="xs"
                  style={{ flex: 1 }}
                  placeholder={canned.data?.length ? t('cons.chat.cannedInsert') : t('cons.chat.cannedNone')}
                  aria-label={t('cons.chat.cannedInsert')}
                  data={(canned.data ?? []).map((r) => ({ value: r.id, label: r.title }))}
                  value={null}
                  onChange={(v) => {
                    const r = canned.data?.find((x) => x.id === v);
                    if (r) setDraft((d) => (d ? `${d}\n${r.body}` : r.body).slice(0, CHAT_MESSAGE_MAX));
                  }}
                  data-testid="chat-canned"
                />
              </Group>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <Textarea
                  style={{ flex: 1 }}
                  autosize
                  minRows={2}
                  maxRows={6}
                  maxLength={CHAT_MESSAGE_MAX}
                  placeholder={t('cons.chat.placeholder')}
                  aria-label={t('cons.chat.placeholder')}
                  value={draft}
                  onChange={(e) => setDraft(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                      e.preventDefault();
                      send();
                    }
                  }}
                  description={`${draft.length} / ${CHAT_MESSAGE_MAX} · Ctrl+Enter`}
                  data-testid="chat-reply-input"
                />
                <Button onClick={send} loading={reply.isPending} disabled={!draft.trim()} data-testid="chat-reply-send">
                  {t('cons.chat.send')}
                </Button>
              </Group>
            </Stack>
          )}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <MemberContext id={id} />
      </Grid.Col>
    </>
  );
}

function MemberContext({ id }: { id: string }) {
  const { t } = useTranslation();
  const ctx = useConversation(id);
  if (ctx.isLoading) return <Loader size="sm" />;
  if (ctx.error || !ctx.data) return <Alert color="red">{ctx.error?.message}</Alert>;
  const { member, orders, deposits } = ctx.data;
  const dw = (s: number) => t(s === DwStatus.COMPLETED ? 'cons.review.completed' : s === DwStatus.REJECTED ? 'cons.review.rejected' : 'cons.review.pending');
  return (
    <Paper withBorder p="sm" data-testid="chat-member">
      <Stack gap="xs">
        <Title order={5}>{t('cons.chat.member')}</Title>
        <Table withRowBorders={false} verticalSpacing={2} fz="sm">
          <Table.Tbody>
            <Table.Tr>
              <Table.Td c="dimmed">{t('cons.review.account')}</Table.Td>
              <Table.Td fw={600}>
                {member.account}
                {member.nickname ? ` (${member.nickname})` : ''}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">{t('cons.chat.balance')}</Table.Td>
              <Table.Td data-testid="chat-member-balance">{showMoney(member.balance)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">{t('cons.chat.vip')}</Table.Td>
              <Table.Td>VIP {member.vipLevel}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">{t('cons.chat.status')}</Table.Td>
              <Table.Td>
                <Badge size="sm" color={member.status === 1 ? 'green' : 'red'}>
                  {t(`cons.members.status${member.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td c="dimmed">{t('cons.chat.joined')}</Table.Td>
              <Table.Td>{shownTime(member.createdAt, 'date')}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text fw={600} size="sm">
          {t('cons.chat.orders')}
        </Text>
        {orders.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('cons.chat.none')}
          </Text>
        ) : (
          orders.map((o) => (
            <Text key={o.id} size="xs">
              {when(o.createdAt)} · {o.lottery} {o.issueNo} · {showMoney(o.amount)} → {showMoney(o.win)}
            </Text>
          ))
        )}
        <Text fw={600} size="sm">
          {t('cons.chat.deposits')}
        </Text>
        {deposits.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('cons.chat.none')}
          </Text>
        ) : (
          deposits.map((d) => (
            <Text key={d.orderNo} size="xs">
              {when(d.createdAt)} · {showMoney(d.amount)} · {dw(d.status)}
            </Text>
          ))
        )}
      </Stack>
    </Paper>
  );
}

/** Canned replies, per language: add and delete (each audited by the server). */
function CannedManager({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [lang, setLang] = useState<ChatLanguage>('vi');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const canned = useCanned(lang);
  const refresh = () => qc.invalidateQueries({ queryKey: ['console', 'chat', 'canned'] });
  const add = useMutation({
    mutationFn: () => client.call(chatRoutes.addCanned, { lang, title: title.trim(), body: body.trim() }),
    onSuccess: () => (setTitle(''), setBody('')),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => client.call(chatRoutes.deleteCanned, { id }),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: refresh,
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('cons.chat.cannedManage')} size="lg">
      <Stack gap="sm">
        <SegmentedControl size="xs" value={lang} onChange={(v) => setLang(langOf(v) ?? lang)} data={[...LANGS]} />
        {canned.data?.length ? (
          canned.data.map((r) => (
            <Paper key={r.id} withBorder p="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Box>
                  <Text size="sm" fw={600}>
                    {r.title}
                  </Text>
                  <Text size="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {r.body}
                  </Text>
                </Box>
                <ActionIcon variant="subtle" color="red" aria-label={t('cons.chat.cannedDelete')} onClick={() => remove.mutate(r.id)}>
                  ×
                </ActionIcon>
              </Group>
            </Paper>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            {t('cons.chat.cannedNone')}
          </Text>
        )}
        <TextInput label={t('cons.chat.cannedTitle')} maxLength={CHAT_CANNED_TITLE_MAX} value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Textarea label={t('cons.chat.cannedBody')} autosize minRows={2} maxLength={CHAT_MESSAGE_MAX} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
        <Button w="fit-content" disabled={!title.trim() || !body.trim()} loading={add.isPending} onClick={() => add.mutate()}>
          {t('cons.chat.cannedAdd')}
        </Button>
      </Stack>
    </Modal>
  );
}
