import { useState } from 'react';
import { Alert, Button, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { memberRoutes, MEMBER_NOTE_MAX } from '@lotus/contracts';
import { client } from '../../lib/api.ts';
import { useMe } from '../auth/use-me.ts';
import { when } from '../../lib/time.ts';

/** A member's internal notes (operators only): the list, newest first, and — with member.note — a form to add one. */
export function MemberNotes({ account }: { account: string }) {
  const { t } = useTranslation();
  const { can } = useMe();
  const qc = useQueryClient();
  const [body, setBody] = useState('');
  const key = ['console', 'member-notes', account];
  const notes = useQuery({ queryKey: key, queryFn: () => client.call(memberRoutes.notes, { account }) });
  const add = useMutation({
    mutationFn: () => client.call(memberRoutes.addNote, { account, body: body.trim() }),
    onSuccess: () => (notifications.show({ color: 'green', message: t('cons.notes.added') }), setBody('')),
    onError: (e) => notifications.show({ color: 'red', message: e.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
  return (
    <Paper withBorder p="sm" data-testid="member-notes">
      <Stack gap="xs">
        <Title order={5}>{t('cons.notes.title')}</Title>
        <Text size="xs" c="dimmed">
          {t('cons.notes.help')}
        </Text>
        {can('member.note') && (
          <>
            <Textarea
              placeholder={t('cons.notes.placeholder')}
              autosize
              minRows={2}
              maxLength={MEMBER_NOTE_MAX}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
              description={`${body.length} / ${MEMBER_NOTE_MAX}`}
            />
            <Button size="xs" w="fit-content" disabled={!body.trim()} loading={add.isPending} onClick={() => add.mutate()}>
              {t('cons.notes.add')}
            </Button>
          </>
        )}
        {notes.isLoading ? (
          <Loader size="sm" />
        ) : notes.error ? (
          <Alert color="red" title={t('cons.table.error')}>
            {notes.error.message}
            <Button size="xs" variant="light" color="red" mt="xs" display="block" onClick={() => void notes.refetch()}>
              {t('cons.retry')}
            </Button>
          </Alert>
        ) : !notes.data?.length ? (
          <Text size="sm" c="dimmed">
            {t('cons.notes.empty')}
          </Text>
        ) : (
          notes.data.map((n) => (
            <Paper key={n.id} bg="gray.0" p="xs">
              <Text size="xs" c="dimmed">
                {when(n.createdAt)} · {n.operator ?? '—'}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {n.body}
              </Text>
            </Paper>
          ))
        )}
      </Stack>
    </Paper>
  );
}
