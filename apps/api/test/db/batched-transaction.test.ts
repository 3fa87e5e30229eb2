import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchedTransaction, prepared } from '../../src/db/batched-transaction.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { openTestDatabase } from '../support.ts';

// On PGlite, and on PostgreSQL when DATABASE_URL is set (the test database is a fresh copy of the migrated one).
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`create table batch_test (id integer primary key, amount integer check (amount >= 0))`);
});
afterAll(() => database.close());

const amounts = async () =>
  (
    (await database.db.execute(sql`select id, amount from batch_test order by id`)) as unknown as {
      rows: { id: number; amount: number }[];
    }
  ).rows.map(({ id, amount }) => [Number(id), Number(amount)]);

const [idKey, amountKey] = [sql.placeholder('id'), sql.placeholder('amount')];
const inserted = prepared(
  'batch_test_insert',
  sql`insert into batch_test (id, amount) values (${idKey}, ${amountKey}) returning id`,
);
const insert = (id: number, amount: number) => inserted({ id, amount });
const added = prepared(
  'batch_test_add',
  sql`update batch_test set amount = amount + ${amountKey} where id = ${idKey} returning amount`,
);
const add = (id: number, amount: number) => added({ id, amount });

describe('a batched transaction (several statements per round trip)', () => {
  it("answers each statement's rows in order and commits both batches", async () => {
    const answer = await batchedTransaction(database.db, async (send) => {
      const first = await send([insert(1, 10), insert(2, 20), sql`select ${"it's"}::text as quoted`]);
      const second = await send([add(1, 5), add(2, -20)], { commit: true });
      return [first, second];
    });
    expect(answer).toEqual([
      [[{ id: 1 }], [{ id: 2 }], [{ quoted: "it's" }]],
      [[{ amount: 15 }], [{ amount: 0 }]],
    ]);
    expect(await amounts()).toEqual([
      [1, 15],
      [2, 0],
    ]);
  });

  it('rolls the first batch back when a statement of the commit batch fails, and leaves the connections usable', async () => {
    await expect(
      batchedTransaction(database.db, async (send) => {
        await send([insert(3, 30), add(1, 100)]);
        return send([add(2, -1)], { commit: true }); // below 0: the check refuses it
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await amounts()).toEqual([
      [1, 15],
      [2, 0],
    ]);
    // More transactions than the pool has connections, so that each connection is used again after the failure.
    for (let id = 10; id < 22; id += 1)
      await batchedTransaction(database.db, (send) => send([insert(id, id)], { commit: true }));
    expect((await amounts()).length).toBe(14);
  });

  it('rolls back when the work throws between batches, and commits a batch without commit when the work ends', async () => {
    await expect(
      batchedTransaction(database.db, async (send) => {
        await send([add(1, 1000)]);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await amounts())[0]).toEqual([1, 15]);
    await batchedTransaction(database.db, (send) => send([add(1, 1)]));
    expect((await amounts())[0]).toEqual([1, 16]);
  });

  it("passes a prepared statement's text values through exactly, quotes and backslashes included", async () => {
    const hostile = ["it's", "\\'); drop table batch_test; --", 'C:\\temp\\', "\\\\''"];
    const echoed = prepared('batch_test_echo', sql`select ${sql.placeholder('value')}::text as text`);
    const echo = (value: string) => echoed({ value });
    const answers = await batchedTransaction(database.db, async (send) => {
      // Even where a backslash in a plain string literal is an escape (a setting the server may have).
      await send([sql`set local standard_conforming_strings = off`]);
      return send(hostile.map(echo), { commit: true });
    });
    expect(answers.map((rows) => rows[0]?.text)).toEqual(hostile);
    expect((await amounts()).length).toBe(14);
  });

  it('refuses a second statement of a prepared name, and a call without a value of its placeholders', () => {
    expect(() => prepared('batch_test_insert', sql`select ${1}::int as other`)).toThrow(
      'Two prepared statements are named batch_test_insert',
    );
    expect(() => inserted({ id: 1 })).toThrow('No value for placeholder "amount" was provided');
  });
});
