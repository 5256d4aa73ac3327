import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { memberAccountRoutes, type memberUpdateBodies, type MemberUpdateType } from '@lotus/contracts';
import { client } from '../../../lib/api.ts';

/** The body `type` names (memberUpdateBodies), as a form gives it. */
export type MemberUpdateBody<T extends MemberUpdateType> = z.input<(typeof memberUpdateBodies)[T]>;

/** member/update/{type} (docs/product.md §7): one field (or password pair) at a time. */
export function useUpdateMember<T extends MemberUpdateType>(type: T) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberUpdateBody<T>) => client.call(memberAccountRoutes.update, { ...body, type }),
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
