import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/accounts/schema.ts';
import { sessions } from '../../src/accounts/schema.ts';
import { SESSION_COOKIE } from '../../src/accounts/sessions.ts';
import { SIGNATURE_HEADER } from '../../src/payments/simulated.ts';
import { hashPassword } from '../../src/accounts/passwords.ts';
import { problemOf } from '../fuzz/answers.ts';
import { casesOf, type Target } from '../fuzz/cases.ts';
import { contractTargets, otherTargets } from '../fuzz/targets.ts';
import { someEmail, someIp } from '../player-support.ts';
import { useTestApp } from '../support.ts';

// The contract-driven fuzzer: every operation of the four OpenAPI documents and every route outside them gets, from
// its schemas, missing, wrong-typed and unknown inputs, bad numbers, bad strings, broken bodies and odd paths (see
// fuzz/cases.ts), logged out and logged in. No answer may be a 5xx, and every failure where the contract promises the
// envelope must be the envelope with a catalogued errorCode. The cases are a fixed list, so a run cannot flake; on
// PostgreSQL (the second server pass of the test command) every fourth case is sent.

const STRIDE = process.env.DATABASE_URL ? 4 : 1;
const targets: Target[] = [...contractTargets, ...otherTargets];
const sample = <T>(list: T[]) => list.filter((_, index) => index % STRIDE === 0);
const casesByTarget = new Map(targets.map((target) => [target, sample(casesOf(target))]));

const testApp = useTestApp();
let passwordHash: string;
let sent = 0;
const started = Date.now();

beforeAll(async () => {
  passwordHash = await hashPassword('secret1');
});
afterAll(() => {
  console.info(`fuzz: ${sent} requests to ${targets.length} routes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

/** A fresh active player with a session, made in the database directly (no rate limits, no mail). */
async function sessionCookie(): Promise<string> {
  const { db, config } = testApp();
  const [player] = await db
    .insert(players)
    .values({
      email: someEmail(),
      passwordHash,
      firstName: 'Fuzz',
      lastName: 'Tester',
      birthDate: '1990-01-01',
      country: 'FIN',
      language: 'fi',
      currency: 'EUR',
      status: 'active',
      emailVerified: true,
      termsVersion: config.termsVersion,
      privacyVersion: config.privacyVersion,
    })
    .returning();
  const id = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(sessions).values({
    idHash: createHash('sha256').update(id).digest('hex'),
    playerId: player!.id,
    createdTime: now,
    lastSeenTime: now,
    expiresTime: new Date(now.getTime() + 3_600_000),
  });
  return id;
}

describe('the fuzzer', () => {
  it('covers every operation of the four contract documents and the routes outside them', () => {
    expect(contractTargets.length).toBeGreaterThanOrEqual(89);
    expect(contractTargets.map((target) => target.name)).toEqual(
      expect.arrayContaining([
        'player uploadDocument',
        'player search',
        'content getImage',
        'avatar setAvatar',
        'cms getCmsSiteSettings',
      ]),
    );
    expect(otherTargets.length).toBeGreaterThanOrEqual(15);
    const cases = targets.flatMap(casesOf);
    expect(cases.length).toBeGreaterThan(7_000);
    const labels = cases.map((item) => item.label).join('\n');
    for (const kind of [
      'Infinity',
      '1e309',
      '-0',
      '9223372036854775808',
      'a 1 MB string',
      'invalid UTF-8',
      'a NUL byte',
      'emoji',
      'JSON nested 1,000 deep',
      'a multipart body cut short',
      'boundary=nope',
      'a multipart file field without a file',
      '%2e%2e',
      'missing',
    ])
      expect(labels).toContain(kind);
  });

  it('tells the envelope from other failures', () => {
    const answer = (statusCode: number, body: unknown, type = 'application/json; charset=utf-8') =>
      ({
        statusCode,
        headers: { 'content-type': type },
        body: JSON.stringify(body),
      }) as unknown as LightMyRequestResponse;
    const [player] = contractTargets;
    const content = contractTargets.find((target) => target.failures === 'plain-data')!;
    expect(
      problemOf(player!, 'POST', answer(400, { success: false, errorCode: 196, error: 'body/x is invalid' })),
    ).toBeUndefined();
    expect(problemOf(player!, 'POST', answer(200, { success: true }))).toBeUndefined();
    expect(problemOf(player!, 'POST', answer(500, { success: false, errorCode: 100, error: 'Unexpected error' }))).toBe(
      '500',
    );
    expect(problemOf(player!, 'POST', answer(400, { success: false, errorCode: 999, error: 'x' }))).toMatch(
      /not the envelope/,
    );
    expect(
      problemOf(player!, 'POST', answer(400, { statusCode: 400, code: 'FST_ERR_BAD_URL', error: 'Bad Request' })),
    ).toMatch(/not the envelope/);
    expect(problemOf(player!, 'POST', answer(404, 'Not found', 'text/plain'))).toMatch(/not JSON/);
    expect(problemOf(player!, 'POST', answer(200, { success: false }))).toMatch(/without success/);
    expect(problemOf(content, 'GET', answer(404, { success: false, errorCode: 100, error: 'Not found' }))).toMatch(
      /message/,
    );
  });

  describe.each([
    { label: 'logged out', loggedIn: false },
    { label: 'logged in', loggedIn: true },
  ])('$label', ({ loggedIn }) => {
    it.each(targets)('$name ($method $path)', async (target) => {
      const { app, config } = testApp();
      const cookies = loggedIn ? { [SESSION_COOKIE]: await sessionCookie() } : undefined;
      const problems: string[] = [];
      for (const [index, item] of casesByTarget.get(target)!.entries()) {
        const signature =
          target.signed && item.payload
            ? {
                [SIGNATURE_HEADER]: createHmac('sha256', config.wallet.paymentCallbackSecret)
                  .update(item.payload)
                  .digest('hex'),
              }
            : {};
        const response = await app.inject({
          method: item.method as 'GET',
          url: item.url,
          remoteAddress: someIp(),
          headers: { origin: config.siteOrigin, ...signature, ...item.headers },
          ...(item.payload && { payload: item.payload }),
          // A case that brings its own cookie (a broken session cookie) is sent with that one only.
          ...(cookies && !item.headers.cookie && { cookies }),
        });
        sent += 1;
        const problem =
          problemOf(target, item.method, response) ??
          (loggedIn && index === 0 && response.statusCode === 401 && response.json().errorCode === 115
            ? 'the session was not taken'
            : undefined);
        if (problem) problems.push(`${item.label}: ${problem} ${response.body.slice(0, 160)}`);
      }
      expect(problems).toEqual([]);
    });
  });
});
