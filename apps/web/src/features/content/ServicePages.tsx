import { Alert, Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/translate.ts';
import { usePlatformConfig } from '../platform/api/get-platform-config.ts';
import { ChatPanel } from '../chat/ChatPanel.tsx';
import { chatRoom, safeLink, usesBuiltInChat, zaloLink } from './service-links.ts';

/** External links open in a new tab without giving it this page (window.opener) or the referrer. */
function ExternalButton({ href, children, testId }: { href: string; children: ReactNode; testId: string }) {
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
    </Button>
  );
}

function NotConfigured({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" title={t('pages.service.notConfigured')} data-testid={testId}>
      {t('pages.service.notConfiguredBody')}
    </Alert>
  );
}

function ServiceFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={900} mx="auto" gap="md">
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}

/**
 * Customer service (/manager/sys/kf): the site's live-chat page (`chatlink`), embedded and
 * openable; the built-in chat when the link is not set or names it.
 */
export function KfPage() {
  const { t } = useTranslation();
  const chatlink = usePlatformConfig().chatlink;
  const link = safeLink(chatlink);
  return (
    <ServiceFrame title={t('webApp.menu.customerService')}>
      {usesBuiltInChat(chatlink) ? (
        <ChatPanel />
      ) : link ? (
        <>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Text>{t('pages.service.kfIntro')}</Text>
              <Group>
                <ExternalButton href={link} testId="kf-open">
                  {t('pages.service.kfOpen')}
                </ExternalButton>
              </Group>
            </Stack>
          </Paper>
          <iframe
            src={link}
            title={t('webApp.menu.customerService')}
            data-testid="kf-frame"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
            style={{ width: '100%', height: '65vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
          />
        </>
      ) : (
        <NotConfigured testId="kf-not-configured" />
      )}
    </ServiceFrame>
  );
}

/** Zalo service (/manager/sys/zalo): the site's Zalo contact (`zalo`), to open or copy. */
export function ZaloPage() {
  const { t } = useTranslation();
  const value = usePlatformConfig().zalo?.trim() ?? '';
  const link = zaloLink(value);
  return (
    <ServiceFrame title={t('webApp.menu.zalo')}>
      {link ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text>{t('pages.service.zaloIntro')}</Text>
            <Text fw={700} size="lg" data-testid="zalo-contact" style={{ wordBreak: 'break-all' }}>
              {value}
            </Text>
            <Group>
              <ExternalButton href={link} testId="zalo-open">
                {t('pages.service.zaloOpen')}
              </ExternalButton>
              <CopyButton value={value}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {t(copied ? 'pages.service.copied' : 'pages.service.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <NotConfigured testId="zalo-not-configured" />
      )}
    </ServiceFrame>
  );
}

/**
 * Chat (/manager/sys/chat): the built-in live chat with customer service (issue #16), unless the
 * site names an external chat room: `chatKey` names it, `chatValue` is its address.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const config = usePlatformConfig();
  const room = chatRoom(config.chatKey, config.chatValue);
  return (
    <ServiceFrame title={t('webApp.menu.chat')}>
      {usesBuiltInChat(config.chatValue) ? (
        <ChatPanel />
      ) : room ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text>{t('pages.service.chatIntro')}</Text>
            {room.name && (
              <Text fw={700} size="lg" data-testid="chat-name">
                {room.name}
              </Text>
            )}
            <Anchor href={room.link} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: 'break-all' }}>
              {room.link}
            </Anchor>
            <Group>
              <ExternalButton href={room.link} testId="chat-open">
                {room.name ? t('pages.service.chatOpenNamed', { name: room.name }) : t('pages.service.chatOpen')}
              </ExternalButton>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <NotConfigured testId="chat-not-configured" />
      )}
    </ServiceFrame>
  );
}
