import { useMutation } from '@tanstack/react-query';
import { paths, type LoginResponse } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { setSession } from '../../../lib/session.ts';
import { deviceId } from '../../../lib/storage.ts';

export const login = (account: string, password: string) =>
  api<LoginResponse>('POST', paths.memberLogin, { account, password, device: 1, deviceId: deviceId() });

export function useLogin() {
  return useMutation({
    mutationFn: ({ account, password }: { account: string; password: string }) => login(account, password),
    onSuccess: (data) => setSession(data.token, data.authorization),
  });
}
