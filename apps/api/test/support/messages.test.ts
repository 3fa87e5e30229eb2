import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_SUBJECT_MAX_LENGTH } from '@casino/flows/rules';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsage, parseAdminCommand, runAdminCommand } from '../../src/admin/commands.ts';
import { adminSocketPath, listenForAdminCommands } from '../../src/admin/socket.ts';
import { players } from '../../src/accounts/schema.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { outboxTransport, type Message } from '../../src/mail/transport.ts';
import { latestSupportMessages } from '../../src/support/repository.ts';
import { activePlayer, Browser, expectFailure, playerIdOf, type OutboxMessage } from '../player-support.ts';
import { openTestDatabase, useTestApp } from '../support.ts';

const testApp = useTestApp();
const SEND = '/player/support/message';

/** Every message sent to `to`, newest first (the dev outbox). */
async function messagesTo(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  return response.json().messages as OutboxMessage[];
}

const stored = (db: Database) => latestSupportMessages(db, { unhandledOnly: false, limit: 500 });

describe('sending a support message', () => {
  it('stores it with the e-mail of the session and mails the player a copy in their language', async () => {
    const { app, db } = testApp();
    const { browser, email } = await activePlayer(app, { language: 'en' });
    const response = await browser.post(SEND, {
      subject: '  Deposit\nmissing  ',
      message: '\nI deposited 50 € at 18:00.\nIt is not in my balance.  ',
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({ success: true, id: expect.any(Number), createdTime: expect.any(String) });
    expect(Math.abs(Date.parse(answer.createdTime) - Date.now())).toBeLessThan(60_000);

    const [row] = await stored(db);
    expect(row).toMatchObject({
      id: answer.id,
      playerId: await playerIdOf(db, email),
      email,
      // The subject is one line; both lose their surrounding spaces, the message keeps its line breaks.
      subject: 'Deposit missing',
      message: 'I deposited 50 € at 18:00.\nIt is not in my balance.',
      locale: 'en',
      handledTime: null,
    });
    expect(row!.createdTime.toISOString()).toBe(answer.createdTime);

    const [copy] = await messagesTo(app, email);
    expect(copy).toMatchObject({ channel: 'email', to: email, subject: 'We received your message: Deposit missing' });
    expect(copy!.body).toContain(`Message number: ${answer.id}`);
    expect(copy!.body).toContain('I deposited 50 € at 18:00.\nIt is not in my balance.');
  });

  it('answers to the address of the session, whatever address the form names', async () => {
    const { app, db } = testApp();
    const { browser, email } = await activePlayer(app);
    const other = 'someone-else@example.com';
    const response = await browser.post(SEND, { subject: 'Hei', message: 'Kysymys', email: other });
    expect(response.statusCode).toBe(200);
    expect((await stored(db))[0]).toMatchObject({ id: response.json().id, email });
    expect(await messagesTo(app, other)).toEqual([]);
    expect(await messagesTo(app, email)).toHaveLength(2);
  });

  it('writes the copy in Finnish to a Finnish player', async () => {
    const { app } = testApp();
    const { browser, email } = await activePlayer(app);
    const { id } = (await browser.post(SEND, { subject: 'Hei', message: 'Kysymys' })).json();
    const [copy] = await messagesTo(app, email);
    expect(copy!.subject).toBe('Saimme viestisi: Hei');
    expect(copy!.body).toContain(`Viestin numero: ${id}`);
  });

  it('answers 115 without a session, and stores and mails nothing', async () => {
    const { app, db } = testApp();
    const before = (await stored(db)).length;
    expectFailure(await new Browser(app).post(SEND, { subject: 'Hei', message: 'Kysymys' }), 401, 115);
    const { browser, email } = await activePlayer(app);
    expect((await browser.post('/logout')).statusCode).toBe(200);
    expectFailure(await browser.post(SEND, { subject: 'Hei', message: 'Kysymys' }), 401, 115);
    expect(await stored(db)).toHaveLength(before);
    expect(await messagesTo(app, email)).toHaveLength(1); // the activation only
  });

  it.each([
    ['no subject', { message: 'Kysymys' }, 'subject', 'required'],
    ['no message', { subject: 'Hei' }, 'message', 'required'],
    ['an empty subject', { subject: '', message: 'Kysymys' }, 'subject', 'minLength'],
    ['an empty message', { subject: 'Hei', message: '' }, 'message', 'minLength'],
    ['a subject too long', { subject: 'a'.repeat(121), message: 'Kysymys' }, 'subject', 'maxLength'],
    ['a message too long', { subject: 'Hei', message: 'b'.repeat(5001) }, 'message', 'maxLength'],
  ])('refuses %s with 196 naming the field', async (_case, fields, field, rule) => {
    const { app, db } = testApp();
    const { browser, email } = await activePlayer(app);
    const before = (await stored(db)).length;
    const response = await browser.post(SEND, fields);
    expectFailure(response, 400, 196);
    expect(response.json().params).toMatchObject({ location: 'body', field, rule });
    expect(await stored(db)).toHaveLength(before);
    expect(await messagesTo(app, email)).toHaveLength(1);
  });

  it.each([
    ['subject', { subject: ' \n\t ', message: 'Kysymys' }],
    ['message', { subject: 'Hei', message: '   \n  ' }],
  ])('refuses a %s of spaces only with 195 naming the field', async (field, fields) => {
    const { app, db } = testApp();
    const { browser } = await activePlayer(app);
    const before = (await stored(db)).length;
    const response = await browser.post(SEND, fields);
    expectFailure(response, 400, 195);
    expect(response.json().params).toEqual({ field });
    expect(await stored(db)).toHaveLength(before);
  });

  it('refuses with 195 (field email) an account that has no address to answer to yet', async () => {
    const { app, db } = testApp();
    const { browser, email } = await activePlayer(app);
    // As an account made by the bank login is until it is completed.
    await db
      .update(players)
      .set({ email: null })
      .where(eq(players.id, await playerIdOf(db, email)));
    const response = await browser.post(SEND, { subject: 'Hei', message: 'Kysymys' });
    expectFailure(response, 400, 195);
    expect(response.json().params).toEqual({ field: 'email' });
  });

  it('takes the longest subject and message, counted in characters as the contract counts them', async () => {
    const { app, db } = testApp();
    const { browser } = await activePlayer(app);
    expect(SUPPORT_SUBJECT_MAX_LENGTH).toBe(120);
    expect(SUPPORT_MESSAGE_MAX_LENGTH).toBe(5000);
    const subject = '😀'.repeat(SUPPORT_SUBJECT_MAX_LENGTH);
    const message = 'ä'.repeat(SUPPORT_MESSAGE_MAX_LENGTH);
    expect((await browser.post(SEND, { subject, message })).statusCode).toBe(200);
    expect((await stored(db))[0]).toMatchObject({ subject, message });
  });

  it('refuses a JSON body (415), as every form call does', async () => {
    const { app } = testApp();
    const { browser } = await activePlayer(app);
    const response = await browser.call('POST', SEND, {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ subject: 'Hei', message: 'Kysymys' }),
    });
    expect(response.statusCode).toBe(415);
  });

  it('takes 5 messages from a player in an hour; the sixth is 429, and other players are not held up', async () => {
    const { app } = testApp();
    const { browser, email } = await activePlayer(app);
    for (let count = 1; count <= 5; count += 1)
      expect((await browser.post(SEND, { subject: `Viesti ${count}`, message: 'Kysymys' })).statusCode).toBe(200);
    const refused = await browser.post(SEND, { subject: 'Viesti 6', message: 'Kysymys' });
    expectFailure(refused, 429, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    expect(await messagesTo(app, email)).toHaveLength(6); // the activation and five copies
    const other = await activePlayer(app);
    expect((await other.browser.post(SEND, { subject: 'Hei', message: 'Kysymys' })).statusCode).toBe(200);
  });
});

describe('when the confirmation cannot be sent', () => {
  let mailFails = false;
  let server: { app: FastifyInstance; db: Database; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase({ seeded: true });
    const outbox = outboxTransport(database.db);
    const send = (message: Message) =>
      mailFails ? Promise.reject(new Error('The mail server is not answering')) : outbox.send(message);
    const app = await buildApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }), transport: { send } });
    server = { app, db: database.db, close: async () => (await app.close(), await database.close()) };
  });
  afterAll(() => server?.close());

  it('keeps no message, so that the player, told it failed, sends it once', async () => {
    const { app, db } = server!;
    const { browser } = await activePlayer(app);
    mailFails = true;
    const response = await browser.post(SEND, { subject: 'Hei', message: 'Kysymys' });
    mailFails = false;
    expectFailure(response, 500, 100);
    expect(await stored(db)).toEqual([]);
  });
});

describe("the operator's support commands", () => {
  const folder = mkdtempSync(join(tmpdir(), 'casino-support-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('parses list (with --unhandled and --limit) and handled, and refuses anything else with the usage', () => {
    expect(parseAdminCommand(['support', 'list'])).toEqual({ action: 'supportList', unhandledOnly: false, limit: 50 });
    expect(parseAdminCommand(['support', 'list', '--limit', '3', '--unhandled'])).toEqual({
      action: 'supportList',
      unhandledOnly: true,
      limit: 3,
    });
    expect(parseAdminCommand(['support', 'handled', '17'])).toEqual({ action: 'supportHandled', id: 17 });
    for (const args of [
      ['support'],
      ['support', 'list', '--limit'],
      ['support', 'list', '--limit', '0'],
      ['support', 'list', '--limit', '501'],
      ['support', 'list', '--unhandled', '--unhandled'],
      ['support', 'list', 'everything'],
      ['support', 'handled'],
      ['support', 'handled', 'x'],
      ['support', 'handled', '1', '2'],
    ])
      expect(() => parseAdminCommand(args), args.join(' ')).toThrow(adminUsage);
    expect(adminUsage).toContain('support list [--unhandled] [--limit N]');
  });

  it('lists the latest messages newest first, only the unhandled ones when asked, and marks one handled', async () => {
    const { app, db } = testApp();
    const { browser, email } = await activePlayer(app);
    const ids: number[] = [];
    for (const subject of ['Ensimmäinen', 'Toinen', 'Kolmas'])
      ids.push((await browser.post(SEND, { subject, message: `${subject} viesti` })).json().id);
    const run = (...args: string[]) => runAdminCommand(db, parseAdminCommand(args));

    const listed = (await run('support', 'list', '--limit', '3')) as { messages: Record<string, unknown>[] };
    expect(listed.messages.map((message) => message.id)).toEqual([...ids].reverse());
    expect(listed.messages[0]).toEqual({
      id: ids[2],
      playerId: await playerIdOf(db, email),
      email,
      locale: 'fi',
      subject: 'Kolmas',
      message: 'Kolmas viesti',
      createdTime: expect.any(String),
      handledTime: null,
    });

    const handled = (await run('support', 'handled', String(ids[1]))) as { message: { handledTime: string } };
    expect(Date.parse(handled.message.handledTime)).toBeGreaterThan(Date.now() - 60_000);
    // Marked again, it keeps the first time.
    expect(await run('support', 'handled', String(ids[1]))).toEqual(handled);
    const unhandled = (await run('support', 'list', '--unhandled')) as { messages: { id: number }[] };
    expect(unhandled.messages.map((message) => message.id)).toContain(ids[2]);
    expect(unhandled.messages.map((message) => message.id)).not.toContain(ids[1]);
    await expect(run('support', 'handled', '999999')).rejects.toThrow('No support message 999999');
  });

  it('is what `npm run admin -- support list` prints when a PGlite server holds the data folder', async () => {
    const { app, db } = testApp();
    const { browser } = await activePlayer(app);
    const { id } = (await browser.post(SEND, { subject: 'Komentoriviltä', message: 'Näkyykö?' })).json();
    const dataDir = join(folder, 'pglite');
    const server = await listenForAdminCommands(db, adminSocketPath(dataDir));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/admin/cli.ts', 'support', 'list', '--unhandled', '--limit', '1'],
        { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir } },
      );
      expect(JSON.parse(stdout)).toEqual({
        messages: [expect.objectContaining({ id, subject: 'Komentoriviltä', message: 'Näkyykö?', handledTime: null })],
      });
    } finally {
      server.close();
    }
  });
});
