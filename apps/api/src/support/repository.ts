import type { Locale } from '@casino/flows/rules';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { supportMessages } from './schema.ts';

export type SupportMessageRow = typeof supportMessages.$inferSelect;

/** Stores a player's message; answers its number and time. */
export async function insertSupportMessage(
  db: Database | Tx,
  values: { playerId: number; email: string; subject: string; message: string; locale: Locale | null },
): Promise<Pick<SupportMessageRow, 'id' | 'createdTime'>> {
  const [row] = await db
    .insert(supportMessages)
    .values(values)
    .returning({ id: supportMessages.id, createdTime: supportMessages.createdTime });
  return row!;
}

/** Takes back a message whose confirmation could not be sent (the player is told to send it again). */
export async function deleteSupportMessage(db: Database | Tx, id: number): Promise<void> {
  await db.delete(supportMessages).where(eq(supportMessages.id, id));
}

/** The latest `limit` messages, newest first; with `unhandledOnly`, those not yet marked handled. */
export function latestSupportMessages(
  db: Database | Tx,
  { unhandledOnly, limit }: { unhandledOnly: boolean; limit: number },
): Promise<SupportMessageRow[]> {
  return db
    .select()
    .from(supportMessages)
    .where(unhandledOnly ? isNull(supportMessages.handledTime) : undefined)
    .orderBy(desc(supportMessages.createdTime), desc(supportMessages.id))
    .limit(limit);
}

/**
 * Marks a message handled, now; one handled before keeps its first time. Answers the message, or undefined when there
 * is none with this number.
 */
export async function markSupportMessageHandled(db: Database | Tx, id: number): Promise<SupportMessageRow | undefined> {
  const [marked] = await db
    .update(supportMessages)
    .set({ handledTime: new Date() })
    .where(and(eq(supportMessages.id, id), isNull(supportMessages.handledTime)))
    .returning();
  if (marked) return marked;
  const [existing] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  return existing;
}
