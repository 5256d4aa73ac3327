/**
 * The operator-editable settings' public face (issue #29): their defaults and how they are
 * loaded and saved. Other modules import this file, never the ones behind it.
 */
export * from './defaults.ts';
export * from './service.ts';
