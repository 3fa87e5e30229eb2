// The server as a process of its own, as in production, and a client that calls it as the site's page does. Shared
// by the benchmarks (bench.ts, soak.ts) and the tests that need real server processes (processes, shutdown).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** A port that nothing listens on now (the system's choice). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  /** Where this process listens (http://127.0.0.1:port). */
  origin: string;
  child: ChildProcess;
}

/**
 * Starts `src/main.ts` on a free port with the environment plus `env` (`SITE_ORIGIN` defaults to its own origin) and
 * answers once it serves. Its log goes to this process's stderr at LOG_LEVEL (default warn).
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'warn', SITE_ORIGIN: origin, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/content/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 2 minutes');
}

/** Sends the server `signal` and answers its exit code once it has exited. */
export async function stopServer({ child }: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  const exited = child.exitCode === null ? once(child, 'exit') : Promise.resolve([child.exitCode]);
  child.kill(signal);
  const [code] = (await exited) as [number | null];
  return code;
}

type Fields = Record<string, string | number>;

/**
 * A browser of the site: it keeps the session cookie whichever server process answered, sends the site's Origin,
 * and comes from its own address (X-Forwarded-For, which the server trusts with TRUST_PROXY=true), so that the
 * per-address rate limits of one client do not stop another. With `closeConnections` every request asks the server
 * to close its connection after answering (`Connection: close`), so the next one opens a new connection: under
 * WORKERS the primary hands each new connection to the next worker, as a proxy without keep-alive would.
 */
export class SiteClient {
  cookie = '';

  constructor(
    readonly site: string,
    readonly ip: string,
    readonly closeConnections = false,
  ) {}

  async request(server: string, path: string, init: { method?: string; fields?: Fields; json?: boolean } = {}) {
    const { method = init.fields ? 'POST' : 'GET', fields, json = false } = init;
    const response = await fetch(`${server}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: this.site,
        cookie: this.cookie,
        'x-forwarded-for': this.ip,
        ...(this.closeConnections && { connection: 'close' }),
        ...(fields && { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' }),
      },
      ...(fields && {
        body: json
          ? JSON.stringify(fields)
          : new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
      }),
    });
    const set = response.headers.getSetCookie().map((header) => header.split(';')[0]);
    if (set.length > 0) this.cookie = set.join('; ');
    return response;
  }

  post(server: string, path: string, fields: Fields, json = false) {
    return this.request(server, path, { fields, json });
  }

  get(server: string, path: string) {
    return this.request(server, path);
  }
}

/** Throws with the answer's body unless it is 2xx or 3xx. */
async function ok(response: Response, what: string) {
  if (response.status >= 400) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** The messages sent to an address, newest first: by default from the dev outbox (not served in production). */
type ReadOutbox = (server: string, email: string) => Promise<{ messages: { code: string | null }[] }>;

const devOutbox: ReadOutbox = async (server, email) =>
  (await fetch(`${server}/dev/outbox?to=${encodeURIComponent(email)}`)).json() as ReturnType<ReadOutbox>;

/**
 * Registers `email` through the API, activates it with the code from the outbox, logs the client in and sets the
 * deposit limits.
 */
export async function registerPlayer(
  server: string,
  client: SiteClient,
  email: string,
  password = 'secret11',
  readOutbox: ReadOutbox = devOutbox,
) {
  await ok(
    await client.post(server, '/player-api/player/registerPlayer', {
      email,
      password,
      confirmPassword: password,
      country: 'FIN',
      registrationCurrency: 'EUR',
      language: 'fi',
      firstName: 'Process',
      lastName: 'Player',
      birthDate: '1990-01-01',
      ageChecked: 'true',
      policyChecked: 'true',
      privacyPolicyChecked: 'true',
    }),
    'registration',
  );
  const outbox = await readOutbox(server, email);
  await ok(
    await client.post(server, '/player-api/player/activate', { activationCode: outbox.messages[0]!.code ?? '' }),
    'activation',
  );
  await ok(await client.post(server, '/player-api/login', { email, password }), 'login');
  // Finland's rule: a FIN player sets daily and monthly deposit limits before a deposit (the largest allowed here).
  const limits = { dailyAmount: 100_000, monthlyAmount: 100_000 };
  await ok(await client.post(server, '/player-api/player/limit/deposit', limits), 'deposit limits');
}

/**
 * Deposits `amount` EUR through the simulated provider, approved on its payment page (which keeps its orders in the
 * database, so the approval may reach another process than the one that started the deposit).
 */
export async function depositFunds(server: string, client: SiteClient, amount: number) {
  const started = await ok(
    await client.post(server, '/player-api/payment/initDeposit', {
      country: 'FIN',
      amount,
      method: 'trustly',
      currency: 'EUR',
    }),
    'initDeposit',
  );
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const reference = new URL(redirectUrl).searchParams.get('reference') ?? '';
  await ok(await client.post(server, '/payment-provider/pay', { reference, decision: 'approve' }), 'payment');
  return reference;
}
