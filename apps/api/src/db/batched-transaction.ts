import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './database.ts';

/** A statement's rows as the driver parsed them (use json, text and boolean columns: both drivers read them alike). */
type Rows = Record<string, unknown>[];

/**
 * Sends statements together in ONE round trip, as one simple query: each is a command of its own (under READ
 * COMMITTED each takes its own snapshot, so a read after a `for update` sees what was committed before the lock was
 * granted), and the first that fails ends the batch. Answers each statement's rows. `commit` ends the transaction in
 * the same round trip; after it, send nothing more.
 */
export type Send = (statements: Statement[], options?: { commit?: boolean }) => Promise<Rows[]>;

/**
 * A statement that each connection prepares once under `name` (SQL's PREPARE, in a round trip of its own the first
 * time) and then runs as `execute name(values)`: PostgreSQL parses and plans it once per connection, not per call.
 */
interface Prepared {
  name: string;
  text: string;
  values: unknown[];
}

type Statement = SQL | Prepared;

const dialect = new PgDialect();

/** The names given to prepared statements (one statement per name). */
const preparedNames = new Set<string>();

/**
 * `statement` prepared once per connection as `name` (see Prepared), its values written as `sql.placeholder(key)`:
 * its text is rendered once, here, and each call fills its placeholders from `values` (the key of each).
 */
export function prepared(name: string, statement: SQL): (values: Record<string, unknown>) => Prepared {
  if (preparedNames.has(name)) throw new Error(`Two prepared statements are named ${name}`);
  preparedNames.add(name);
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return (values) => ({ name, text, values: fillPlaceholders(params, values) });
}

/**
 * A driver value (drizzle's mapping done) as an SQL literal: numbers as they are, strings as an escape string
 * (E'…') with quotes and backslashes doubled, which reads back exactly whatever standard_conforming_strings says.
 */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a number for SQL: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/**
 * The commands that run `statements` on a connection that has prepared the names of `ready`, and the PREPAREs it
 * still needs first (`prepare`, which adds their names to `ready` once they ran). A plain statement's values are
 * inlined (drizzle's inlining), since a simple query of several commands takes no parameters.
 */
function commandsOf(statements: Statement[], ready: Set<string>) {
  const setup = new Map<string, string>();
  const commands = statements.map((statement) => {
    if (!('name' in statement)) return dialect.sqlToQuery(statement.inlineParams()).sql;
    const { name, text, values } = statement;
    if (!ready.has(name)) setup.set(name, `prepare ${name} as ${text}`);
    return values.length === 0 ? `execute ${name}` : `execute ${name}(${values.map(literal).join(', ')})`;
  });
  const prepare = async (run: (text: string) => Promise<unknown>) => {
    if (setup.size === 0) return;
    await run([...setup.values()].join(';\n'));
    for (const name of setup.keys()) ready.add(name);
  };
  return { prepare, commands };
}

/** The names each connection (a pool's client, a PGlite database) has prepared. */
const preparedOn = new WeakMap<object, Set<string>>();
const readyOf = (connection: object) => {
  let ready = preparedOn.get(connection);
  if (!ready) preparedOn.set(connection, (ready = new Set()));
  return ready;
};

/**
 * Runs `work` in one transaction whose statements go in batches (`Send`): a round of several statements in two
 * round trips instead of one per statement and two for begin and commit. On PostgreSQL the first batch opens the
 * transaction (`begin` in it) and a batch with `commit` ends it; one that fails, or an error of `work`, rolls it back.
 * On PGlite (in the process: no round trips) it runs in PGlite's own transaction, which holds the database for it.
 */
export async function batchedTransaction<T>(db: Database, work: (send: Send) => Promise<T>): Promise<T> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const ready = readyOf(client);
    // A PREPARE outlives a rollback, so one in the transaction stays prepared for the next call.
    return client.transaction(async (tx) =>
      work(async (statements) => {
        const { prepare, commands } = commandsOf(statements, ready);
        await prepare((text) => tx.exec(text));
        return (await tx.exec(commands.join(';\n'))).map((result) => result.rows);
      }),
    ) as Promise<T>;
  }
  if (!(client instanceof pg.Pool)) throw new Error('batchedTransaction needs a database, not a transaction');
  const connection = await client.connect();
  // Where the transaction is (an object, so that the compiler sees `send` change it).
  const at: { state: 'idle' | 'open' | 'done' } = { state: 'idle' };
  const send: Send = async (statements, { commit = false } = {}) => {
    if (at.state === 'done') throw new Error('The transaction has been committed');
    const { prepare, commands } = commandsOf(statements, readyOf(connection));
    await prepare((text) => connection.query(text));
    const texts = [...(at.state === 'idle' ? ['begin'] : []), ...commands, ...(commit ? ['commit'] : [])];
    const opened = at.state === 'idle';
    at.state = 'open';
    const answer = (await connection.query(texts.join(';\n'))) as pg.QueryResult | pg.QueryResult[];
    if (commit) at.state = 'done';
    const results = Array.isArray(answer) ? answer : [answer];
    return results.slice(opened ? 1 : 0, commit ? -1 : undefined).map((result) => result.rows as Rows);
  };
  try {
    const value = await work(send);
    if (at.state === 'open') await connection.query('commit');
    at.state = 'done';
    connection.release();
    return value;
  } catch (error) {
    let broken: Error | undefined;
    if (at.state === 'open')
      await connection.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    // A connection whose rollback failed is dropped, not handed to the next caller.
    connection.release(broken);
    throw error;
  }
}

/**
 * A row of `table` from its `to_jsonb` (snake_case keys, timestamps as ISO text), with each column's value mapped as
 * drizzle maps it from the driver (bigint to number, timestamp to Date, jsonb as it is).
 */
export function rowFromJson<Table extends PgTable>(table: Table, json: Record<string, unknown>): Table['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = json[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as Table['$inferSelect'];
}
