export * from './structure.ts';
export * from './vn.ts';
