import type { Language } from '@lotus/i18n';
import type { AppDeps } from './deps.ts';
import type { AuthApi, SessionMember, SessionOperator } from './modules/auth/service.ts';
import type { ProtectKind } from './modules/protection/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    auth: AuthApi;
    protection: { guard(member: SessionMember, kind: ProtectKind): Promise<void> };
  }
  interface FastifyRequest {
    lang: Language;
    /** The session token from the `token` or `authorization` header, or the `token` query. */
    token: string | undefined;
    member: SessionMember | undefined;
    operator: SessionOperator | undefined;
  }
}
