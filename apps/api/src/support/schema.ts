import type { Locale } from '@casino/flows/rules';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { playerId } from '../accounts/schema.ts';
import { at } from '../db/columns.ts';

/**
 * Messages players sent with the customer-support form (POST /player/support/message), for the operator's
 * `support list`. `email` is the player's address when the message came, which the answer goes to; `locale` the
 * player's language then; `handledTime` is set by `support handled <id>` (null: still to be answered).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: playerId(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').$type<Locale>(),
    createdTime: at('created_time').notNull().defaultNow(),
    handledTime: at('handled_time'),
  },
  (table) => [
    index('support_messages_created').on(table.createdTime),
    index('support_messages_player').on(table.playerId),
  ],
);
