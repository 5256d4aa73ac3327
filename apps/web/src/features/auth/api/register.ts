import { useMutation, useQuery } from '@tanstack/react-query';
import { memberAccountRoutes } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';
import { deviceCode } from '../../../lib/device.ts';

export interface RegisterInput {
  account: string;
  password: string;
  confirmPassword: string;
  /** Agent invitation code from /reg/:code (optional). */
  code?: string;
}

/** POST register/direct, or register/{code} with an invitation code (docs/product.md §7). */
export const register = ({ code, ...body }: RegisterInput) => {
  const input = { ...body, device: deviceCode(navigator.userAgent) };
  return code
    ? client.call(memberAccountRoutes.registerByCode, { ...input, code })
    : client.call(memberAccountRoutes.register, input);
};

export const useRegister = () => useMutation({ mutationFn: register });

/**
 * What an invitation code gives (GET of the registration path); the server counts the link's
 * visit (issue #14). Read once per page view.
 */
export const useInviteInfo = (code: string | undefined) =>
  useQuery({
    queryKey: ['invite', code],
    queryFn: () => client.call(memberAccountRoutes.inviteInfo, { code: code! }),
    enabled: code !== undefined && code !== '',
    staleTime: Infinity,
    retry: false,
  });
