import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { outbox } from './schema.ts';

/** Stores a message the development transport "sent". */
export async function insertOutboxMessage(db: Database | Tx, message: typeof outbox.$inferInsert): Promise<void> {
  await db.insert(outbox).values(message);
}

/** The latest `limit` messages of the outbox (to `recipient` when given, else to anyone), newest first. */
export function latestOutboxMessages(db: Database | Tx, recipient: string | undefined, limit: number) {
  return db
    .select()
    .from(outbox)
    .where(recipient === undefined ? undefined : eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
