import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

/** Every e-mail and SMS the development transport "sent", readable at GET /dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The code the message carries, for tests that read it. */
    code: text('code'),
    /** The link the message carries (the page that takes the code), for tests that follow it. */
    link: text('link'),
    createdTime: at('created_time').notNull(),
  },
  (table) => [index('outbox_recipient').on(table.recipient)],
);
