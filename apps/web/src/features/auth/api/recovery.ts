import { useMutation } from '@tanstack/react-query';
import { memberAccountRoutes, type RecoveryCodeRequest, type RecoveryResetRequest } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/** Forgotten password, step 1 (issue #33): a code to the account's verified mobile or email. */
export const useRecoveryCode = () =>
  useMutation({
    mutationFn: (body: RecoveryCodeRequest) => client.call(memberAccountRoutes.recoveryCode, body),
  });

/** Step 2: the code and the new login password; every session of the member ends. */
export const useRecoveryReset = () =>
  useMutation({
    mutationFn: (body: RecoveryResetRequest) => client.call(memberAccountRoutes.recoveryReset, body),
  });
