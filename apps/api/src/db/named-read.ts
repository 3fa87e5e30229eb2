import { PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database.ts';

/** Runs the statement with `values` ($1, $2 …) and answers its rows, each an array of the columns' text. */
export type NamedRead = (values: readonly (string | number)[]) => Promise<(string | null)[][]>;

const { serialize, messages: backend } = protocol;

/** PostgreSQL's text of every column as it is: no type parsing, the caller knows its columns. */
const asText = { getTypeParser: () => (text: string) => text };

/**
 * A read-only statement that the server runs most often (the balance call), prepared once per connection under
 * `name`. Its rows come back as PostgreSQL's text of each column, which the caller converts.
 *
 * On PGlite a query of drizzle costs about 250 µs of the only thread: PGlite's `query` sends Parse, Describe, Bind,
 * Describe, Execute and Sync as six calls into the database, parses and plans the SQL every time, and copies its
 * table of type parsers for drizzle's own. Here Bind, Execute and Sync go in one call of a statement parsed once:
 * about 50 µs (measured with the wallet read). It takes the locks PGlite's `query` takes, so it never runs inside
 * another caller's transaction. On PostgreSQL node-postgres keeps the named statement on each pooled connection.
 *
 * Only for the database itself, not a transaction (on PGlite it would wait for the transaction's own lock).
 */
export function namedRead(db: Database, name: string, text: string): NamedRead {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool)
    return async (values) =>
      (await client.query<(string | null)[]>({ name, text, values: [...values], rowMode: 'array', types: asText }))
        .rows;
  if (!(client instanceof PGlite)) throw new Error('namedRead needs a database, not a transaction');
  const execute = serialize.execute({});
  const sync = serialize.sync();
  let parsed = false;
  return (values) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        await client._checkReady();
        const bind = serialize.bind({ statement: name, values: values.map(String) });
        const parts = parsed ? [bind, execute, sync] : [serialize.parse({ name, text }), bind, execute, sync];
        const { messages } = await client.execProtocol(Buffer.concat(parts), { syncToFs: false });
        parsed = true;
        return messages.flatMap((message) => (message instanceof backend.DataRowMessage ? [message.fields] : []));
      }),
    );
}

/**
 * The named read of `name` and `text` for a database, made on its first use there and kept for it: what a repository
 * declares once and calls with its database (`readBalance(db)([playerId])`).
 */
export function namedReadOf(name: string, text: string): (db: Database) => NamedRead {
  const reads = new WeakMap<Database, NamedRead>();
  return (db) => {
    let read = reads.get(db);
    if (!read) reads.set(db, (read = namedRead(db, name, text)));
    return read;
  };
}
