import { useMutation, useQuery } from '@tanstack/react-query';
import { agentPaths, memberPaths } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';
import { deviceCode } from '../../../lib/device.ts';

export interface RegisterInput {
  account: string;
  password: string;
  confirmPassword: string;
  /** Agent invitation code from /reg/:code (optional). */
  code?: string;
}

/** POST register/direct, or register/{code} with an invitation code (docs/product.md §7). */
export const register = ({ code, ...body }: RegisterInput) =>
  api<{ account: string }>(
    'POST',
    code ? memberPaths.registerByCode.replace(':code', encodeURIComponent(code)) : memberPaths.registerDirect,
    { ...body, device: deviceCode(navigator.userAgent) },
  );

export const useRegister = () => useMutation({ mutationFn: register });

/**
 * What an invitation code gives (GET of the registration path); the server counts the link's
 * visit (issue #14). Read once per page view.
 */
export const useInviteInfo = (code: string | undefined) =>
  useQuery({
    queryKey: ['invite', code],
    queryFn: () => api<{ code: string; type: number; valid: boolean }>('GET', agentPaths.inviteInfo.replace(':code', encodeURIComponent(code!))),
    enabled: code !== undefined && code !== '',
    staleTime: Infinity,
    retry: false,
  });
