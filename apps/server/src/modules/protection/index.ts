/** The protection module's public face for other modules: its service's type (the service is built by services.ts). */
export type { ProtectionService } from './service.ts';
export { protectedPlaySql } from './service.ts';
