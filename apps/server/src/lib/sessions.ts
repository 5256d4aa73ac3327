/**
 * Who is calling: the member's or the operator's session as the route pipeline reads it. A leaf,
 * so that a module naming the caller's type does not depend on the auth module (issue #29).
 */
export interface SessionMember {
  sessionId: bigint;
  memberId: bigint;
  account: string;
  memberType: number;
  expiresAt: Date;
  sessionStartedAt: Date;
  /** The member's time-out or self-exclusion as recorded (until null = permanent); it may have ended. */
  block: { kind: 'timeout' | 'exclusion'; from: Date; until: Date | null } | null;
  sessionLimitMinutes: number | null;
}

export interface SessionOperator {
  operatorId: bigint;
  account: string;
  role: string;
  /** The role's permissions (`*` for the super admin), checked by `route()` on every console call. */
  permissions: readonly string[];
  /** Where the call came from, for the audit log. */
  ip: string;
}
