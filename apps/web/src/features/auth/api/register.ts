import { useMutation } from '@tanstack/react-query';
import { memberPaths } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';

export interface RegisterInput {
  account: string;
  password: string;
  confirmPassword: string;
  /** Agent invitation code from /reg/:code (optional). */
  code?: string;
}

/** POST register/direct, or register/{code} with an invitation code (spec §7). */
export const register = ({ code, ...body }: RegisterInput) =>
  api<{ account: string }>(
    'POST',
    code ? memberPaths.registerByCode.replace(':code', encodeURIComponent(code)) : memberPaths.registerDirect,
    { ...body, device: 1 },
  );

export const useRegister = () => useMutation({ mutationFn: register });
