import { DAY_MS, MINUTE_MS, PANIC_BREAK_HOURS } from '@casino/flows/rules';
import { checkPassword } from '../accounts/passwords.ts';
import { loadPlayer } from '../accounts/players.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import type { WalletConfig } from '../config.ts';
import type { PlayerRequest, ServiceHandlers } from '../contract/handler-types.ts';
import type { Database, Tx } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { assertMayGamble, assertNoCoolOff, type Protections } from './gambling.ts';
import { changeLimits, limitsView, type PerPeriod } from './limits.ts';

/**
 * What protection asks of the wallet, whose row keeps each player's cool-off, reality check and flags, and whose game
 * rounds a loss limit counts, and of the payments, whose deposits a deposit limit counts. src/domains.ts passes their
 * functions; protection imports nothing of either.
 */
export interface WalletPort {
  /** The player's protections, read without a lock (an empty wallet's when none was opened). */
  read(db: Database, playerId: number): Promise<Protections & { realityCheckMinutes: number }>;
  /** The same, the row locked for the rest of the transaction (a limit change or a cool-off waits for a bet). */
  lock(tx: Tx, playerId: number): Promise<Protections>;
  setCoolOff(tx: Tx, playerId: number, until: Date): Promise<void>;
  setRealityCheck(db: Database, playerId: number, minutes: number, next: Date | null): Promise<void>;
  lossesUsed(db: Database, playerId: number, now: Date): Promise<PerPeriod>;
  /** The credited deposits of the current periods, in cents (the payments' sums, which a deposit limit counts). */
  depositsUsed(db: Database, playerId: number, now: Date): Promise<PerPeriod>;
}

/** Loss and deposit limits, cool-off and the reality check (openapi/player.yaml). */
export function protectionHandlers(db: Database, config: WalletConfig, wallet: WalletPort): ServiceHandlers<'player'> {
  const { limitCoolingSeconds } = config;

  const view = async (playerId: number, coolOffUntil: Date | null) => {
    const now = new Date();
    const [losses, deposits] = await Promise.all([
      wallet.lossesUsed(db, playerId, now),
      wallet.depositsUsed(db, playerId, now),
    ]);
    return limitsView(db, playerId, coolOffUntil, { losses, deposits }, now);
  };

  const limitChange = (kind: 'loss' | 'deposit') => async (request: PlayerRequest<'setLossLimits'>) => {
    const { playerId } = await requirePlayer(request);
    const { coolOffUntil } = await db.transaction(async (tx) => {
      const locked = await wallet.lock(tx, playerId);
      assertNoCoolOff(locked);
      await changeLimits(tx, playerId, kind, request.body, limitCoolingSeconds);
      return locked;
    });
    return view(playerId, coolOffUntil);
  };

  /** Stores the reality-check interval (minutes) and/or when it next shows (null: off). */
  const realityCheck = async (
    playerId: number,
    change: (minutes: number) => { minutes: number; next: number | null },
  ) => {
    const { minutes, next } = change((await wallet.read(db, playerId)).realityCheckMinutes);
    const time = next === null ? null : new Date(Date.now() + next * MINUTE_MS);
    await wallet.setRealityCheck(db, playerId, minutes, time);
    return { success: true, minutes, nextCheckTime: time?.toISOString() ?? null };
  };

  return {
    getLimits: async (request) => {
      const { playerId } = await requirePlayer(request);
      return view(playerId, (await wallet.read(db, playerId)).coolOffUntil);
    },

    setLossLimits: limitChange('loss'),
    setDepositLimits: limitChange('deposit'),

    setCoolOff: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { coolOffDays, password } = request.body;
      const player = await loadPlayer(db, playerId);
      if (!(await checkPassword(player.passwordHash, password))) throw ApiError.of('mismatch', 'The password is wrong');
      const until = new Date(Date.now() + coolOffDays * DAY_MS);
      await db.transaction(async (tx) => {
        assertMayGamble(await wallet.lock(tx, playerId));
        await wallet.setCoolOff(tx, playerId, until);
      });
      return { success: true, coolOff: true, endTime: until.toISOString() };
    },

    // The panic button (an extension): one press, no password; a longer cool-off in force is kept. Every session of
    // the player ends, this one's cookie too; the break refuses the next login, rounds, deposits and launches (217).
    takeBreak: async (request, reply) => {
      const { playerId } = await requirePlayer(request);
      const end = new Date(Date.now() + PANIC_BREAK_HOURS * 60 * MINUTE_MS);
      const until = await db.transaction(async (tx) => {
        const { coolOffUntil } = await wallet.lock(tx, playerId);
        if (coolOffUntil && coolOffUntil >= end) return coolOffUntil;
        await wallet.setCoolOff(tx, playerId, end);
        return end;
      });
      await request.server.sessions.endOthers(playerId);
      await request.server.sessions.end(request, reply);
      return { success: true, coolOff: true, endTime: until.toISOString() };
    },

    setRealityCheck: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { minutes } = request.body;
      return realityCheck(playerId, () => ({ minutes, next: minutes > 0 ? minutes : null }));
    },
    resetRealityCheck: async (request) => {
      const { playerId } = await requirePlayer(request);
      return realityCheck(playerId, (minutes) => ({ minutes, next: minutes > 0 ? minutes : null }));
    },
    resetSessionTime: async (request) => {
      const { playerId } = await requirePlayer(request);
      const next = request.params.minutes;
      return realityCheck(playerId, (minutes) => ({ minutes, next }));
    },
  };
}
