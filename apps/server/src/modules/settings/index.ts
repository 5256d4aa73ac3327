/**
 * The operator-editable settings' public face (issue #29): their defaults and how they are
 * loaded and saved, and the operators' calls that read and save them. Other modules import this
 * file, never the ones behind it.
 */
export * from './defaults.ts';
export * from './service.ts';
export { settingsRoutes } from './routes.ts';
