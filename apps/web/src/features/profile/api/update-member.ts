import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberPaths, type MemberUpdateType } from '@lotus/contracts';
import { api } from '../../../lib/api.ts';

/** member/update/{type} (docs/product.md §7): one field (or password pair) at a time. */
export function useUpdateMember(type: MemberUpdateType) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, string | number>) =>
      api<unknown>('POST', memberPaths.update.replace(':type', type), body),
    // A new login password ends the session: nothing to refetch (it would only meet a 401).
    onSuccess: () => (type === 'loginPwd' ? undefined : qc.invalidateQueries({ queryKey: ['member-info'] })),
  });
}

/** A verification code to the mobile (by SMS) or the email (by email) being bound (issue #33). */
export function useSendCode(kind: 'mobile' | 'email') {
  return useMutation({
    mutationFn: (value: string) =>
      api<{ resendAfterSeconds: number }>(
        'POST',
        kind === 'mobile' ? memberPaths.mobileSendCode : memberPaths.emailSendCode,
        { [kind]: value },
      ),
  });
}
