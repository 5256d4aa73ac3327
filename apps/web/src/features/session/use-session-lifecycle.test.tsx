import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addTexts } from '../../lib/translate.ts';

const push = vi.hoisted(() => ({ close: vi.fn(), connect: vi.fn() }));

vi.mock('./push.ts', () => ({
  connectPush: push.connect,
  drawnThrows: () => ({ record: () => undefined, codeOf: () => undefined }),
}));
vi.mock('./api/verify-token.ts', () => ({
  KEEP_ALIVE_MS: 300_000,
  keepAlive: async () => undefined,
  useTokenVerify: () => ({ data: { memberId: '7' } }),
}));
vi.mock('./api/get-system-config.ts', () => ({ useSystemConfig: () => ({ data: { mqtt_url: 'ws://broker.test/mqtt' } }) }));
vi.mock('../../lib/session.ts', () => ({ getToken: () => 'member-token' }));
vi.mock('../auth/api/get-user-info.ts', () => ({ userInfoQueryOptions: () => ({ queryKey: ['user-info'], queryFn: async () => ({}) }) }));
vi.mock('./api/get-user-config.ts', () => ({ userConfigQueryOptions: () => ({ queryKey: ['user-config'], queryFn: async () => ({}) }) }));
vi.mock('../settings/sounds.ts', () => ({ sounds: () => undefined, playIfEnabled: () => undefined }));

const { useSessionLifecycle } = await import('./use-session-lifecycle.ts');

afterEach(() => {
  cleanup();
  push.connect.mockReset();
  push.close.mockReset();
});

describe('the session lifecycle', () => {
  it('keeps its one push connection while parts of the catalogue load (a win pushed meanwhile is not lost)', async () => {
    push.connect.mockResolvedValue(push.close);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    renderHook(() => useSessionLifecycle(), { wrapper });
    await waitFor(() => expect(push.connect).toHaveBeenCalledTimes(1));
    expect(push.connect.mock.calls[0]![0]).toMatchObject({ url: 'ws://broker.test/mqtt', token: 'member-token', memberId: '7' });
    // The screens' texts and the play names arrive after the first page (lib/i18n.ts).
    act(() => addTexts('vi', { 'webApp.win.title': 'Chúc mừng trúng thưởng!' }));
    act(() => addTexts('vi', { 'play.name': 'Định vị' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(push.connect).toHaveBeenCalledTimes(1);
    expect(push.close).not.toHaveBeenCalled();
  });
});
