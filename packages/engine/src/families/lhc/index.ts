export * from './attributes.ts';
export * from './lhc.ts';
export * from './dragon-markets.ts';
