export * from './rules/index.ts';
