import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { players } from '../src/accounts/schema.ts';
import type { Database } from '../src/db/database.ts';
import { SESSION_COOKIE } from '../src/accounts/sessions.ts';

type Method = 'GET' | 'POST';

/** A form body as the app sends it. */
export const form = (fields: Record<string, string | number | boolean>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
});

/** A multipart body (the document upload). */
export async function multipart(fields: Record<string, string | Blob>, filename = 'file') {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(key, value);
    else body.append(key, value, filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body });
  return { headers: Object.fromEntries(request.headers), payload: Buffer.from(await request.arrayBuffer()) };
}

/** A fresh client address, so that one test's requests do not use up another's rate limits. */
export const someIp = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;

/** A unique e-mail address. */
export const someEmail = () => `player-${randomBytes(5).toString('hex')}@example.com`;

/** The session cookie's names: plain over http, `__Host-` prefixed over https. */
const isSessionCookie = (name: string) => name === SESSION_COOKIE || name === `__Host-${SESSION_COOKIE}`;

export const sessionOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => isSessionCookie(cookie.name))?.value;

/** How the `sessions` table names a browser's session: the SHA-256 of its cookie (playRound's `sessionIdHash`). */
export const sessionIdHashOf = (browser: Browser) => createHash('sha256').update(browser.session!).digest('hex');

/** Calls the player API (`/player-api` + path) as one browser: it keeps the session cookie it is given. */
export class Browser {
  session: string | undefined;
  /** The name the server gave the session cookie. */
  private sessionCookie = SESSION_COOKIE;
  readonly ip = someIp();

  constructor(private readonly app: FastifyInstance) {}

  /** The cookies this browser sends: its session, if it has one. */
  cookies(): Record<string, string> {
    return this.session ? { [this.sessionCookie]: this.session } : {};
  }

  async call(method: Method, path: string, body?: { headers: Record<string, string>; payload: string | Buffer }) {
    const response = await this.app.inject({
      method,
      url: path.startsWith('/player-api') || path.startsWith('/api') ? path : `/player-api${path}`,
      remoteAddress: this.ip,
      headers: { ...body?.headers },
      ...(body ? { payload: body.payload } : {}),
      cookies: this.cookies(),
    });
    const cookie = response.cookies.find((item) => isSessionCookie(item.name));
    if (cookie) {
      this.session = cookie.value === '' ? undefined : cookie.value;
      this.sessionCookie = cookie.name;
    }
    return response;
  }

  post(path: string, fields: Record<string, string | number | boolean> = {}) {
    return this.call('POST', path, form(fields));
  }

  get(path: string) {
    return this.call('GET', path);
  }
}

/** Asserts a failed answer: the HTTP status and the envelope with the error code. */
export function expectFailure(response: LightMyRequestResponse, status: number, errorCode: number) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { success: false, errorCode },
  });
}

export function expectOk(response: LightMyRequestResponse) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status: 200,
    body: { success: true },
  });
}

/** A message as the dev outbox route answers it. */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  code: string;
  link: string | null;
  createdTime: string;
}

/** The latest message sent to `to` (through the dev outbox route). */
export async function latestMessage(app: FastifyInstance, to: string): Promise<OutboxMessage> {
  const response = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}` });
  const [message] = response.json().messages as OutboxMessage[];
  if (!message) throw new Error(`no message to ${to}`);
  return message;
}

/** The code of the latest message sent to `to`. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  return (await latestMessage(app, to)).code;
}

export const registration = (email: string, overrides: Record<string, string | boolean> = {}) => ({
  email,
  password: 'secret1',
  confirmPassword: 'secret1',
  country: 'FIN',
  registrationCurrency: 'EUR',
  language: 'fi',
  firstName: 'Matti',
  lastName: 'Meikäläinen',
  birthDate: '1990-05-17',
  ageChecked: true,
  policyChecked: true,
  privacyPolicyChecked: true,
  ...overrides,
});

/** Registers and activates a player; answers the browser, logged in when `login` is set, and the e-mail. */
export async function activePlayer(
  app: FastifyInstance,
  { login = true, ...overrides } = {} as Record<string, string | boolean>,
) {
  const browser = new Browser(app);
  const email = someEmail();
  expectOk(await browser.post('/player/registerPlayer', registration(email, overrides)));
  expectOk(await browser.post('/player/activate', { activationCode: await latestCode(app, email) }));
  if (login) expectOk(await browser.post('/login', { email, password: String(overrides.password ?? 'secret1') }));
  return { browser, email };
}

export async function playerIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.email, email));
  return row!.id;
}
