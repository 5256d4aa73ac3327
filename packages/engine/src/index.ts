export * from './money.ts';
export * from './model.ts';
export * from './combinatorics.ts';
export * from './rng.ts';
