import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberAccountRoutes, type MemberUpdateType, type RouteInput } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/** member/update/{type} (docs/product.md §7): one field (or password pair) at a time. */
export function useUpdateMember(type: MemberUpdateType) {
  const qc = useQueryClient();
  return useMutation({
    // The body is the one `type` names (memberUpdateBodies): the forms build it field by field.
    mutationFn: (body: Record<string, string | number>) =>
      client.call(memberAccountRoutes.update, { ...body, type } as RouteInput<typeof memberAccountRoutes.update>),
    // A new login password ends the session: nothing to refetch (it would only meet a 401).
    onSuccess: () => (type === 'loginPwd' ? undefined : qc.invalidateQueries({ queryKey: ['member-info'] })),
  });
}

/** A verification code to the mobile (by SMS) or the email (by email) being bound (issue #33). */
export function useSendCode(kind: 'mobile' | 'email') {
  return useMutation({
    mutationFn: (value: string) =>
      kind === 'mobile'
        ? client.call(memberAccountRoutes.mobileSendCode, { mobile: value })
        : client.call(memberAccountRoutes.emailSendCode, { email: value }),
  });
}
