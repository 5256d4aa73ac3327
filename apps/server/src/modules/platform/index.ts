/** The platform module's public face for other modules: the host normalisation and its service's type. */
export { normalizeHost, type PlatformService } from './service.ts';
export { DEFAULT_HOST } from './defaults.ts';
export { type createPlatformService } from './service.ts';
