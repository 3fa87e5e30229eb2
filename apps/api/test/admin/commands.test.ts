import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { adminUsage, parseAdminCommand } from '../../src/admin/commands.ts';
import { adminSocketPath, listenForAdminCommands, sendAdminCommand } from '../../src/admin/socket.ts';
import { outboxTransport } from '../../src/mail/transport.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();
const folder = mkdtempSync(join(tmpdir(), 'casino-admin-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `npm run admin -- …args` on PGlite in `dataDir`, as an operator runs it. */
const runCli = (dataDir: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
  });

const status = async () => (await testApp().app.inject({ method: 'GET', url: '/content/status' })).json();

describe('parseAdminCommand', () => {
  it('reads maintenance and disruption on and off, with messages per locale', () => {
    expect(parseAdminCommand(['maintenance', 'on', '--message-fi', 'Huolto', '--message-en', 'Upkeep'])).toEqual({
      action: 'set',
      which: 'maintenance',
      messages: { fi: 'Huolto', en: 'Upkeep', et: 'Saidil on hooldustööd. Oleme varsti tagasi.' },
    });
    expect(parseAdminCommand(['disruption', 'off'])).toEqual({
      action: 'set',
      which: 'serviceDisruption',
      messages: null,
    });
    expect(parseAdminCommand(['status'])).toEqual({ action: 'status' });
  });

  it('reads the outbox, to anyone or to one recipient', () => {
    expect(parseAdminCommand(['outbox'])).toEqual({ action: 'outbox' });
    expect(parseAdminCommand(['outbox', 'maija@example.com'])).toEqual({ action: 'outbox', to: 'maija@example.com' });
  });

  it.each([
    [[]],
    [['maintenance']],
    [['maintenance', 'maybe']],
    [['maintenance', 'on', '--message-sv', 'x']],
    [['maintenance', 'on', '--message-fi']],
    [['maintenance', 'off', '--message-fi', 'x']],
    [['outbox', 'maija@example.com', 'teppo@example.com']],
  ])('refuses %j with the usage', (args) => {
    expect(() => parseAdminCommand(args)).toThrow(adminUsage);
  });
});

describe('switching maintenance on a running server', () => {
  it('applies a command sent through the admin socket at once, without a restart', async () => {
    const path = adminSocketPath(join(folder, 'a'));
    const server = await listenForAdminCommands(testApp().db, path);
    try {
      expect(statSync(path).mode & 0o777).toBe(0o600);
      await sendAdminCommand(path, parseAdminCommand(['disruption', 'on', '--message-en', 'Deposits are slow.']));
      expect((await status()).serviceDisruption).toMatchObject({ en: 'Deposits are slow.' });
      await sendAdminCommand(path, parseAdminCommand(['disruption', 'off']));
      expect(await status()).toEqual({ maintenance: null, serviceDisruption: null });
    } finally {
      server.close();
    }
  });

  it("reads the outbox where production serves no /dev/outbox: the operator's way to a player's code", async () => {
    const path = adminSocketPath(join(folder, 'b'));
    const server = await listenForAdminCommands(testApp().db, path);
    try {
      const mail = { channel: 'email', subject: 'Aktivoi tilisi', body: 'Koodi 123456', code: '123456' } as const;
      await outboxTransport(testApp().db).send({ ...mail, to: 'outbox-reader@example.com' });
      await outboxTransport(testApp().db).send({ ...mail, to: 'someone-else@example.com', code: '654321' });
      const answer = await sendAdminCommand(path, parseAdminCommand(['outbox', 'Outbox-Reader@example.com']));
      expect(answer).toEqual({
        messages: [expect.objectContaining({ to: 'outbox-reader@example.com', code: '123456', link: null })],
      });
    } finally {
      server.close();
    }
  });

  it('is what `npm run admin` does when a PGlite server holds the data folder', async () => {
    const dataDir = join(folder, 'pglite');
    const server = await listenForAdminCommands(testApp().db, adminSocketPath(dataDir));
    const run = (...args: string[]) => runCli(dataDir, ...args);
    try {
      const { stdout } = await run('maintenance', 'on', '--message-fi', 'Huoltokatko klo 3');
      expect(JSON.parse(stdout).maintenance).toMatchObject({ fi: 'Huoltokatko klo 3' });
      expect((await status()).maintenance).toMatchObject({ fi: 'Huoltokatko klo 3', en: expect.any(String) });
      await run('maintenance', 'off');
      expect((await status()).maintenance).toBeNull();
      await expect(run('maintenance', 'sideways')).rejects.toMatchObject({ code: 2 });
    } finally {
      server.close();
    }
  });

  it('refuses a data folder that is not there, rather than making a new database no server reads', async () => {
    const dataDir = join(folder, 'mistyped');
    await expect(runCli(dataDir, 'maintenance', 'on')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`No database at ${dataDir}`),
    });
    expect(existsSync(dataDir)).toBe(false);
  });
});
