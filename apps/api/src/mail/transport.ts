import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { insertOutboxMessage, latestOutboxMessages } from './repository.ts';

/** One e-mail or SMS. `code` is the one-time code it carries, if any; `link` the page that takes it, if any. */
export interface Message {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
}

/** How e-mail and SMS leave the server. A deployment passes its own (SMTP, an SMS gateway) to buildApp. */
export interface MessageTransport {
  send(message: Message): Promise<void>;
}

/** The development transport: every message goes into the `outbox` table instead of the world. */
export const outboxTransport = (db: Database): MessageTransport => ({
  async send({ channel, to, subject, body, code, link }) {
    await insertOutboxMessage(db, {
      channel,
      recipient: to,
      subject,
      body,
      code: code ?? null,
      link: link ?? null,
      createdTime: new Date(),
    });
  },
});

/**
 * The latest 50 messages of the outbox transport (to one address or number, or to anyone), newest first: what a
 * tester or an operator reads activation and verification codes (`code`) and links (`link`, null for a message
 * without one) from.
 */
export async function readOutbox(db: Database, to?: string) {
  const rows = await latestOutboxMessages(db, to ? to.trim().toLowerCase() : undefined, 50);
  return {
    messages: rows.map((row) => ({
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      code: row.code,
      link: row.link,
      createdTime: row.createdTime.toISOString(),
    })),
  };
}

/**
 * `GET /dev/outbox?to=<address or number>`: readOutbox over HTTP, for the end-to-end tests and a developer's
 * browser. Only outside production; there the operator's `npm run admin -- outbox` reads it.
 */
export function registerDevOutbox(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: { to?: unknown } }>('/dev/outbox', async (request) => {
    const { to } = request.query;
    return readOutbox(db, typeof to === 'string' ? to : undefined);
  });
}
