import type { Database } from '../db/database.ts';
import { latestSupportMessages, markSupportMessageHandled, type SupportMessageRow } from '../support/repository.ts';

/** The operator's support commands: the latest messages players sent with the support form, and marking one handled. */
export type SupportCommand =
  { action: 'supportList'; unhandledOnly: boolean; limit: number } | { action: 'supportHandled'; id: number };

/** How many messages `support list` shows unless told. */
const DEFAULT_LIST_LIMIT = 50;
/** The most it shows at once. */
const MAX_LIST_LIMIT = 500;

export const supportUsage = `  support list [--unhandled] [--limit N]      the latest support messages, newest first (50, at most 500)
  support handled <id>                         marks a support message handled (answered)`;

const positive = (text: string | undefined, max: number) =>
  /^\d+$/.test(text ?? '') && Number(text) >= 1 && Number(text) <= max ? Number(text) : undefined;

/** Parses a support command; undefined when `args` is none (another command); throws `usage` when malformed. */
export function parseSupportCommand(args: string[], usage: string): SupportCommand | undefined {
  const [subject, verb, ...rest] = args;
  if (subject !== 'support') return undefined;
  if (verb === 'handled' && rest.length === 1) {
    const id = positive(rest[0], Number.MAX_SAFE_INTEGER);
    if (id !== undefined) return { action: 'supportHandled', id };
  }
  if (verb === 'list') {
    let unhandledOnly = false;
    let limit = DEFAULT_LIST_LIMIT;
    const options = [...rest];
    while (options.length > 0) {
      const option = options.shift();
      const count = option === '--limit' ? positive(options.shift(), MAX_LIST_LIMIT) : undefined;
      if (option === '--unhandled' && !unhandledOnly) unhandledOnly = true;
      else if (count !== undefined) limit = count;
      else throw new Error(usage);
    }
    return { action: 'supportList', unhandledOnly, limit };
  }
  throw new Error(usage);
}

/** A message as the operator reads it: times as ISO 8601, `handledTime` null while it waits for an answer. */
const shown = (row: SupportMessageRow) => ({
  id: row.id,
  playerId: row.playerId,
  email: row.email,
  locale: row.locale,
  subject: row.subject,
  message: row.message,
  createdTime: row.createdTime.toISOString(),
  handledTime: row.handledTime?.toISOString() ?? null,
});

/** Carries out a support command and answers the messages it lists or marks. */
export async function runSupportCommand(db: Database, command: SupportCommand): Promise<unknown> {
  if (command.action === 'supportList') {
    const rows = await latestSupportMessages(db, command);
    return { messages: rows.map(shown) };
  }
  const marked = await markSupportMessageHandled(db, command.id);
  if (!marked) throw new Error(`No support message ${command.id}`);
  return { message: shown(marked) };
}
