import { useMutation } from '@tanstack/react-query';
import { memberSessionRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { setSession } from '../../../lib/session.ts';
import { deviceId } from '../../../lib/storage.ts';
import { deviceCode } from '../../../lib/device.ts';

export const login = (account: string, password: string, extra: LoginExtra = {}) =>
  client.call(memberSessionRoutes.login, { account, password, device: deviceCode(navigator.userAgent), deviceId: deviceId(), ...extra });

/** The login challenge's answer and the two-factor code, once the server asks for them (issue #17). */
export interface LoginExtra {
  captchaId?: string;
  captchaCode?: string;
  otp?: string;
}

export function useLogin() {
  return useMutation({
    mutationFn: ({ account, password, ...extra }: { account: string; password: string } & LoginExtra) =>
      login(account, password, extra),
    onSuccess: (data) => setSession(data.token, data.authorization),
  });
}
