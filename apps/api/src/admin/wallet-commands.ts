import type { Database } from '../db/database.ts';
import { playerFlags, type PlayerFlag } from '../protection/gambling.ts';
import { setRegisterReachable } from '../protection/repository.ts';
import { findPlayer, findPlayerByEmail } from '../accounts/repository.ts';
import { setFlagOrCashReserve } from '../wallet/repository.ts';
import { toCents, toEur } from '../http/money.ts';
import { withdrawalReports } from '../payments/payments.ts';
import { payOut } from '../payments/simulated.ts';

/**
 * The operator's wallet commands: a player's flag, a player's cash reserve, the self-exclusion register's state, and
 * the simulated payment provider's withdrawals (a payout round now, a refusal).
 */
export type WalletCommand =
  | { action: 'playerFlag'; player: string; flag: PlayerFlag; on: boolean }
  | { action: 'cashReserve'; player: string; amount: number }
  | { action: 'register'; reachable: boolean }
  | { action: 'payout' }
  | { action: 'refuseWithdrawal'; reference: string };

export const walletUsage = `  player <id|e-mail> flag <${playerFlags.join('|')}> on|off
  player <id|e-mail> reserve <EUR>             cash that may not be withdrawn
  register reachable|unreachable               the simulated national self-exclusion register (258)
  payout                                       the demo payment provider approves and pays every pending withdrawal now
  withdrawal <reference> refuse                the demo payment provider refuses a pending withdrawal (money back)`;

/** Parses a wallet command; undefined when `args` is none (another command); throws `usage` when malformed. */
export function parseWalletCommand(args: string[], usage: string): WalletCommand | undefined {
  const [subject, ...rest] = args;
  if (subject === 'register') {
    if (rest.length !== 1 || (rest[0] !== 'reachable' && rest[0] !== 'unreachable')) throw new Error(usage);
    return { action: 'register', reachable: rest[0] === 'reachable' };
  }
  if (subject === 'payout') {
    if (rest.length > 0) throw new Error(usage);
    return { action: 'payout' };
  }
  if (subject === 'withdrawal') {
    const [reference, verb, ...extra] = rest;
    if (!reference || verb !== 'refuse' || extra.length > 0) throw new Error(usage);
    return { action: 'refuseWithdrawal', reference };
  }
  if (subject !== 'player') return undefined;
  const [player, what, value, state] = rest;
  if (player && what === 'flag' && playerFlags.includes(value as PlayerFlag) && (state === 'on' || state === 'off'))
    return { action: 'playerFlag', player, flag: value as PlayerFlag, on: state === 'on' };
  if (player && what === 'reserve' && state === undefined && /^\d+(\.\d{1,2})?$/.test(value ?? ''))
    return { action: 'cashReserve', player, amount: Number(value) };
  throw new Error(usage);
}

async function playerIdOf(db: Database, player: string): Promise<number> {
  const row = /^\d+$/.test(player)
    ? await findPlayer(db, Number(player))
    : await findPlayerByEmail(db, player.toLowerCase());
  if (!row) throw new Error(`No player ${player}`);
  return row.id;
}

/** Carries out a wallet command and answers the resulting state. */
export async function runWalletCommand(db: Database, command: WalletCommand): Promise<unknown> {
  if (command.action === 'register') {
    await setRegisterReachable(db, command.reachable);
    return { register: command.reachable ? 'reachable' : 'unreachable' };
  }
  if (command.action === 'payout') return payOut(withdrawalReports(db), 0);
  if (command.action === 'refuseWithdrawal') {
    if (!(await withdrawalReports(db).withdrawalRefused(command.reference)))
      throw new Error(`No pending withdrawal ${command.reference}`);
    return { refused: command.reference };
  }
  const playerId = await playerIdOf(db, command.player);
  const wallet = await setFlagOrCashReserve(
    db,
    playerId,
    command.action === 'playerFlag' ? { flag: command.flag, on: command.on } : { cashReserve: toCents(command.amount) },
  );
  return { playerId, flags: wallet.flags, cashReserve: toEur(wallet.cashReserve) };
}
