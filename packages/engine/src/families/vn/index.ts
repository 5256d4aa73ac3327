export * from './lo-stats.ts';
export * from './structure.ts';
export * from './vn.ts';
