export * from './rules/index.ts';
export * from './deposit/deposit.machine.ts';
