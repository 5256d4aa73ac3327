import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Loader, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../lib/translate.ts';
import { Link } from 'react-router';
import { shownTime } from '../../lib/platform-day.ts';
import { CHAT_MESSAGE_MAX, ChatSender, ChatStatus } from '@lotus/contracts';
import { errorText } from '../../lib/api.ts';
import { getToken } from '../../lib/session.ts';
import { useChatHistory, useSendChat } from './api.ts';

/**
 * The built-in live chat (issue #16 "Customer service"): the member's conversation with customer
 * service. Messages are text: React renders them as text (never HTML), line breaks kept.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const signedIn = Boolean(getToken());
  const history = useChatHistory(signedIn);
  const send = useSendChat();
  const [draft, setDraft] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const pages = history.data?.pages;
  const messages = useMemo(() => (pages ? [...pages].reverse().flatMap((p) => p.list) : []), [pages]);
  const status = pages?.[0]?.status ?? null;
  const newest = messages.at(-1)?.id;

  // A new message (either side) scrolls to the bottom; loading older ones does not.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [newest]);

  if (!signedIn) {
    return (
      <Paper withBorder p="md" radius="md" data-testid="chat-login">
        <Stack gap="sm" align="flex-start">
          <Text>{t('pages.chat.login')}</Text>
          <Button component={Link} to="/login">
            {t('pages.chat.loginButton')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  const submit = () => {
    const body = draft.trim();
    if (!body || send.isPending) return;
    send.mutate(body, { onSuccess: () => setDraft('') });
  };

  return (
    <Paper withBorder radius="md" data-testid="chat-builtin" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Text size="sm" c="dimmed" px="md" pt="sm">
        {t('pages.chat.intro')}
      </Text>
      <ScrollArea h="min(60dvh, 560px)" viewportRef={viewport} px="md" py="sm" data-testid="chat-messages">
        <Stack gap="xs">
          {history.hasNextPage && (
            <Button variant="subtle" size="xs" mx="auto" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {t('pages.chat.older')}
            </Button>
          )}
          {history.isLoading ? (
            <Loader size="sm" mx="auto" />
          ) : history.error ? (
            <Alert color="red" title={t('pages.chat.loadError')}>
              {errorText(history.error, t)}
              <Button size="xs" variant="light" color="red" mt="xs" display="block" onClick={() => void history.refetch()}>
                {t('pages.chat.retry')}
              </Button>
            </Alert>
          ) : messages.length === 0 ? (
            <Text c="dimmed" ta="center" size="sm" py="xl" data-testid="chat-empty">
              {t('pages.chat.empty')}
            </Text>
          ) : (
            messages.map((m) => {
              const mine = m.sender === ChatSender.MEMBER;
              return (
                <Box key={m.id} maw="85%" ml={mine ? 'auto' : 0} data-testid={mine ? 'chat-mine' : 'chat-reply'}>
                  <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
                    {mine ? t('pages.chat.you') : t('pages.chat.service')} · {shownTime(m.createdAt, 'shortMinute')}
                  </Text>
                  <Paper
                    px="sm"
                    py={6}
                    radius="md"
                    bg={mine ? 'blue.6' : 'gray.1'}
                    c={mine ? 'white' : undefined}
                    style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                  >
                    {m.body}
                  </Paper>
                </Box>
              );
            })
          )}
          {status === ChatStatus.OPEN && messages.length > 0 && (
            <Text size="xs" c="dimmed" ta="center" data-testid="chat-waiting">
              {t('pages.chat.waiting')}
            </Text>
          )}
          {status === ChatStatus.CLOSED && (
            <Text size="xs" c="dimmed" ta="center" data-testid="chat-closed">
              {t('pages.chat.closedNote')}
            </Text>
          )}
        </Stack>
      </ScrollArea>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            autosize
            minRows={1}
            maxRows={5}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder={t('pages.chat.placeholder')}
            aria-label={t('pages.chat.placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              // Enter sends; Shift+Enter (and a composing IME) makes a new line.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
            error={send.error ? errorText(send.error, t) : undefined}
            data-testid="chat-input"
          />
          <Button onClick={submit} loading={send.isPending} disabled={!draft.trim()} data-testid="chat-send">
            {t('pages.chat.send')}
          </Button>
        </Group>
        {draft.length > CHAT_MESSAGE_MAX * 0.8 && (
          <Text size="xs" c="dimmed" mt={4}>
            {draft.length} / {CHAT_MESSAGE_MAX}
          </Text>
        )}
      </Box>
    </Paper>
  );
}
