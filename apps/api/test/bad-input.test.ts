import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadServiceDocument } from '../src/contract/services.ts';
import { players, sessions } from '../src/db/accounts-schema.ts';
import { SESSION_COOKIE } from '../src/http/session.ts';
import { form, multipart, someEmail, someIp } from './player-support.ts';
import { useTestApp } from './support.ts';

// The bad-input suite: every form (and multipart) operation of the player contract gets missing fields, wrong types,
// 10 kB strings, unicode, SQL and HTML payloads, and JSON and text bodies. No answer may be a 5xx, and every answer must
// be the envelope with a code of the catalogue.

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  format?: string;
  items?: Schema;
};
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema; example?: Record<string, unknown> }> };
};

const document = loadServiceDocument('player') as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const deref = (schema: Schema): Schema =>
  schema.$ref ? deref(document.components.schemas[schema.$ref.split('/').pop()!]!) : schema;
const catalogue = new Set(deref(document.components.schemas.ErrorCode!).enum as number[]);

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).flatMap(([method, operation]) => {
    const content = operation.requestBody?.content ?? {};
    const type = [FORM, MULTIPART].find((candidate) => candidate in content);
    if (!type) return [];
    const { schema, example = {} } = content[type]!;
    return [{ id: operation.operationId, method: method.toUpperCase(), path, type, schema: deref(schema), example }];
  }),
);

type Fields = Record<string, unknown>;

const PAYLOADS = {
  'a 10 kB string': 'x'.repeat(10 * 1024),
  unicode: 'Ääkkönen 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎰 ‮ﮐ\u200b',
  SQL: "' OR '1'='1'; DROP TABLE players; --",
  HTML: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  'a NUL character': 'nul\u0000byte',
};

/** The variants of one operation's body, each with a name. */
function variants(schema: Schema, example: Fields): [string, Fields][] {
  const properties = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => [name, deref(property)] as const,
  );
  const list: [string, Fields][] = [['no fields', {}]];
  for (const name of schema.required ?? []) {
    const { [name]: _missing, ...rest } = example;
    list.push([`${name} missing`, rest]);
  }
  for (const [name, property] of properties) {
    const types = [property.type ?? 'string'].flat();
    const wrong = types.includes('string') && !property.enum ? ['a', 'b'] : 'not-a-number-or-boolean';
    list.push([`${name} of a wrong type`, { ...example, [name]: wrong }]);
    for (const [label, payload] of Object.entries(PAYLOADS))
      list.push([`${name} as ${label}`, { ...example, [name]: payload }]);
  }
  return list;
}

const testApp = useTestApp();

/** A player of its own and a session for each operation, made in the database directly (no rate limits). */
async function sessionCookie(): Promise<string> {
  const { db } = testApp();
  const [player] = await db
    .insert(players)
    .values({
      email: someEmail(),
      firstName: 'Fuzz',
      lastName: 'Tester',
      birthDate: '1990-01-01',
      country: 'FIN',
      language: 'fi',
      status: 'active',
      termsVersion: 1,
      privacyVersion: 1,
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

const asFormFields = (fields: Fields) =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) =>
      Array.isArray(value) ? [] : [[key, typeof value === 'object' ? JSON.stringify(value) : String(value)]],
    ),
  );

/** A form body; array values become repeated fields. */
function formBody(fields: Fields) {
  const params = new URLSearchParams(asFormFields(fields));
  for (const [key, value] of Object.entries(fields))
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
  return { headers: { 'content-type': FORM }, payload: params.toString() };
}

/** A multipart body; the `file` field is a file unless it is a wrong type (then plain text). */
async function multipartBody(fields: Fields) {
  const parts: Record<string, string | Blob> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'file' && typeof value === 'string' && !value.startsWith('not-a-number'))
      parts.file = new Blob([value === '(binary)' ? '%PDF-1.4 test' : value], { type: 'application/pdf' });
    else parts[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return multipart(parts, 'doc.pdf');
}

function expectEnvelope(response: LightMyRequestResponse, label: string) {
  const body = response.json() as { success?: unknown; errorCode?: unknown; error?: unknown };
  const where = `${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  if (response.statusCode < 300) {
    expect(body.success, where).toBe(true);
    return;
  }
  expect(body.success, where).toBe(false);
  expect(catalogue.has(body.errorCode as number), where).toBe(true);
  expect(typeof body.error, where).toBe('string');
}

describe('the bad-input suite', () => {
  it('covers every form operation of the player contract', () => {
    expect(operations.length).toBeGreaterThanOrEqual(34);
    expect(operations.map((operation) => operation.id)).toEqual(
      expect.arrayContaining(['login', 'registerPlayer', 'uploadDocument', 'completeAccount', 'setLossLimits']),
    );
  });

  it.each(operations)('$id ($method $path)', async ({ method, path, type, schema, example }) => {
    const { app, config } = testApp();
    const cookie = await sessionCookie();
    const send = async (body: { headers: Record<string, string>; payload: string | Buffer }, withSession = true) =>
      app.inject({
        method: method as 'POST',
        url: config.prefixes.player + path.replace(/\{(\w+)\}/g, '1'),
        remoteAddress: someIp(),
        headers: { origin: config.siteOrigin, ...body.headers },
        payload: body.payload,
        ...(withSession ? { cookies: { [SESSION_COOKIE]: cookie } } : {}),
      });
    const build = (fields: Fields) => (type === MULTIPART ? multipartBody(fields) : formBody(fields));

    expectEnvelope(await send(await build(example), false), 'the example without a session');
    for (const [label, fields] of variants(schema, example)) expectEnvelope(await send(await build(fields)), label);
    const json = await send({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(example) });
    expectEnvelope(json, 'a JSON body');
    expect(json.statusCode).toBe(415);
    const text = await send({ headers: { 'content-type': 'text/plain' }, payload: 'email=a@example.com' });
    expectEnvelope(text, 'a text body');
    expect(text.statusCode).toBe(415);
    expectEnvelope(await send(form({ unknownField: 'x' })), 'an unknown field');
  });
});
