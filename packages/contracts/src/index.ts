export * from './envelope.ts';
export * from './headers.ts';
export * from './paths.ts';
export * from './platform.ts';
export * from './auth.ts';
export * from './push.ts';
