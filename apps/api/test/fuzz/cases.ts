import { SESSION_COOKIE } from '../../src/accounts/sessions.ts';
import { isBinary, isNumeric, validValue, type Field } from './schema.ts';

/** How a request body is written. */
export type Encoding = 'form' | 'json' | 'multipart';

export const contentTypes: Record<Encoding, string> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
};

/**
 * A route to fuzz: its method, path (with `{name}` placeholders), inputs with their schemas, and what its answers
 * must be.
 */
export interface Target {
  /** `<service> <operationId>`, or the name of a route outside the contract. */
  name: string;
  method: string;
  path: string;
  pathParams: Field[];
  query: Field[];
  body?: { encodings: Encoding[]; fields: Field[]; example: Record<string, unknown> };
  /**
   * What a failed answer is: the envelope; the envelope with `message` too (a plain-data service, whose failures are
   * also its ContentError); or, on a page that a person fills in, the envelope or a short page for that person.
   */
  failures: 'envelope' | 'plain-data' | 'page';
  /** Whether its successful answers are the envelope (`success: true`). */
  envelopeOnSuccess: boolean;
  /** A provider's signed callback: every body is signed, so that it reaches validation. */
  signed?: boolean;
}

/** One request of the fuzzer. */
export interface Case {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
}

/**
 * A bad value for one field, written for each place it can go: `text` for a path, a query string, a form or a
 * multipart field (bytes for invalid UTF-8, a list for a repeated field), `json` as the raw JSON text of the value
 * (which may be no valid JSON at all). A value that cannot be written in one place has no entry for it.
 */
interface Value {
  label: string;
  text?: string | Buffer | string[];
  json?: string | Buffer;
}

const bytes = (...list: number[]) => Buffer.from(list);
const quoted = (text: string) => JSON.stringify(text);
const isJsonNumber = (text: string) => /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(text);

/** JSON nested `depth` deep: arrays, or objects each holding the next under `a`. */
export const nestedArrays = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
export const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Numbers a schema's bounds should refuse before SQL sees them; each also as a JSON string (forms send text). */
const numbers: Value[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1e309',
  '-0',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '1.5',
  '1e-400',
  '0x10',
  '-1',
  '0',
].flatMap((text) => [
  { label: text, text, json: isJsonNumber(text) ? text : quoted(text) },
  ...(isJsonNumber(text) ? [{ label: `"${text}"`, json: quoted(text) }] : []),
]);

const texts: Value[] = [
  { label: 'an empty string', text: '', json: '""' },
  { label: 'a 10 kB string', text: 'x'.repeat(10 * 1024), json: quoted('x'.repeat(10 * 1024)) },
  { label: 'a NUL byte', text: 'a\u0000b', json: quoted('a\u0000b') },
  { label: 'invalid UTF-8', text: bytes(0x61, 0xff, 0xfe, 0x62), json: bytes(0x22, 0x61, 0xff, 0xfe, 0x62, 0x22) },
  { label: 'overlong UTF-8', text: bytes(0xc0, 0xaf), json: bytes(0x22, 0xc0, 0xaf, 0x22) },
  { label: 'a lone surrogate', text: bytes(0xed, 0xa0, 0x80), json: '"\\ud800"' },
  { label: 'emoji', text: '🎰👩‍👩‍👧‍👦', json: quoted('🎰👩‍👩‍👧‍👦') },
  { label: 'bidi and zero-width characters', text: '\u202e\u200bx', json: quoted('\u202e\u200bx') },
  { label: 'SQL', text: "' OR '1'='1'; DROP TABLE players; --", json: quoted("' OR '1'='1'; DROP TABLE players; --") },
  { label: 'HTML', text: '<script>alert(1)</script>', json: quoted('<script>alert(1)</script>') },
  { label: 'a path traversal', text: '../../etc/passwd', json: quoted('../../etc/passwd') },
  { label: 'padded digits', text: ' 1 ', json: quoted(' 1 ') },
  { label: 'Arabic digits', text: '١٢٣', json: quoted('١٢٣') },
];

const wrongTypes: Value[] = [
  { label: 'a repeated field', text: ['1', '2'] },
  { label: 'true', text: 'true', json: 'true' },
  { label: 'false', json: 'false' },
  { label: 'null', text: 'null', json: 'null' },
  { label: 'an object', text: '{"a":1}', json: '{"a":1}' },
  { label: 'an empty object', json: '{}' },
  { label: 'an array', text: '[1]', json: '[1,2]' },
  { label: 'an empty array', json: '[]' },
  { label: 'a nested array', json: '[[["x"]]]' },
  { label: 'JSON nested 1,000 deep', text: nestedArrays(1000), json: nestedArrays(1000) },
  { label: 'a __proto__ object', json: '{"__proto__":{"polluted":true}}' },
  { label: 'a constructor.prototype object', json: '{"constructor":{"prototype":{"polluted":true}}}' },
];

/** A few of each kind for a field of the other kind: the bad numbers that matter to text, the texts to a number. */
const someNumbers = new Set(['Infinity', '1e309', '-0', '9223372036854775808', '"1e309"']);
const someTexts = new Set([
  'an empty string',
  'a 10 kB string',
  'a NUL byte',
  'invalid UTF-8',
  'emoji',
  'padded digits',
  'Arabic digits',
]);
const numericValues = [...numbers, ...texts.filter((value) => someTexts.has(value.label)), ...wrongTypes];
const textValues = [...numbers.filter((value) => someNumbers.has(value.label)), ...texts, ...wrongTypes];
const aMegabyte: Value = {
  label: 'a 1 MB string',
  text: 'x'.repeat(1024 * 1024),
  json: quoted('x'.repeat(1024 * 1024)),
};

/** Raw path segments that a router or a decoder may trip on, besides every field value (percent-encoded). */
const pathSegments = [
  '..',
  '../',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2f',
  '%FF%FE',
  '%C0%AF',
  '%',
  '%zz',
  '%00',
  '.',
  '1'.repeat(200),
  '99999999999999999999999999',
];

const asBuffer = (value: string | Buffer) => (typeof value === 'string' ? Buffer.from(value, 'utf8') : value);

const hex = Array.from({ length: 256 }, (_, byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`);
const unreserved = new Set(
  Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~', (char) => char.charCodeAt(0)),
);

/** Percent-encodes text; bytes go as they are, so that invalid UTF-8 stays invalid (e.g. `%FF`). */
function percentEncode(value: string | Buffer): string {
  if (typeof value === 'string') return encodeURIComponent(value);
  let out = '';
  for (const byte of value) out += unreserved.has(byte) ? String.fromCharCode(byte) : hex[byte];
  return out;
}

type Pairs = [string, string | Buffer | string[]][];

const urlEncoded = (pairs: Pairs) =>
  pairs
    .flatMap(([name, value]): [string, string | Buffer][] =>
      Array.isArray(value) ? value.map((item) => [name, item]) : [[name, value]],
    )
    .map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`)
    .join('&');

const jsonObject = (pairs: (readonly [string, string | Buffer])[]) =>
  Buffer.concat([
    Buffer.from('{'),
    ...pairs.flatMap(([name, value], index) => [
      Buffer.from(`${index > 0 ? ',' : ''}${JSON.stringify(name)}:`),
      asBuffer(value),
    ]),
    Buffer.from('}'),
  ]);

const BOUNDARY = 'fuzz-boundary-7d3a';

interface Part {
  name?: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body written by hand, so that it can be broken in every way a parser meets. */
function multipartBody(parts: Part[], { closed = true } = {}): Buffer {
  const chunks = parts.map(({ name, value, filename, type }) => {
    const disposition = [
      'form-data',
      ...(name === undefined ? [] : [`name="${name}"`]),
      ...(filename === undefined ? [] : [`filename="${filename}"`]),
    ].join('; ');
    const headers = `Content-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}`;
    return Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n`), asBuffer(value), Buffer.from('\r\n')]);
  });
  return Buffer.concat([...chunks, Buffer.from(closed ? `--${BOUNDARY}--\r\n` : '')]);
}

const multipartType = `${contentTypes.multipart}; boundary=${BOUNDARY}`;
const PDF = Buffer.from('%PDF-1.4\n%fuzz\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The text of a valid value, for a path, a query string or a form. */
const textOf = (value: unknown): string | string[] =>
  Array.isArray(value)
    ? value.map((item) => String(item))
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value);

/** The inputs of one request, by place: field name to the value to send (absent when missing). */
interface Inputs {
  path: Record<string, string>;
  query: Pairs;
  body: { name: string; value: Value | 'valid' }[];
}

/** Writes a target's request from its inputs; body fields left `valid` take the target's example. */
function request(target: Target, label: string, inputs: Inputs, encoding?: Encoding): Case {
  const path = target.path.replace(/\{(\w+)\}/g, (_match, name: string) => inputs.path[name] ?? '');
  const query = urlEncoded(inputs.query);
  const url = query ? `${path}?${query}` : path;
  const body = target.body;
  const use = encoding ?? body?.encodings[0];
  if (!body || !use) return { label, method: target.method, url, headers: {} };
  const fields = new Map(body.fields.map((field) => [field.name, field]));
  const valueOf = (name: string, value: Value | 'valid'): Value =>
    value !== 'valid'
      ? value
      : { label: 'valid', text: textOf(body.example[name]), json: JSON.stringify(body.example[name]) };
  const written = inputs.body.map(({ name, value }) => [name, valueOf(name, value)] as const);
  if (use === 'json') {
    const pairs = written.flatMap(([name, value]) => (value.json === undefined ? [] : [[name, value.json] as const]));
    return {
      label,
      method: target.method,
      url,
      headers: { 'content-type': contentTypes.json },
      payload: jsonObject(pairs),
    };
  }
  const pairs: Pairs = written.flatMap(([name, value]) => (value.text === undefined ? [] : [[name, value.text]]));
  if (use === 'form')
    return {
      label,
      method: target.method,
      url,
      headers: { 'content-type': contentTypes.form },
      payload: Buffer.from(urlEncoded(pairs)),
    };
  const parts = pairs.flatMap(([name, value]): Part[] => {
    const field = fields.get(name);
    if (field && isBinary(field.schema) && written.find(([key]) => key === name)?.[1].label === 'valid')
      return [{ name, value: PDF, filename: 'document.pdf', type: 'application/pdf' }];
    return (Array.isArray(value) ? value : [value]).map((item) => ({ name, value: item }));
  });
  return {
    label,
    method: target.method,
    url,
    headers: { 'content-type': multipartType },
    payload: multipartBody(parts),
  };
}

/** The valid inputs of a target: every path parameter, the required query parameters and the example body. */
function validInputs(target: Target): Inputs {
  return {
    path: Object.fromEntries(
      target.pathParams.map((field) => [field.name, percentEncode(String(validValue(field.schema)))]),
    ),
    query: target.query
      .filter((field) => field.required)
      .map((field) => [field.name, textOf(validValue(field.schema))] as [string, string | string[]]),
    body: Object.keys(target.body?.example ?? {}).map((name) => ({ name, value: 'valid' as const })),
  };
}

/**
 * The values to try in one field: every bad number and a few bad texts for a numeric field, every bad text and a few
 * bad numbers for another, every wrong type, and a 1 MB string for the first field of a place; each as the place can
 * carry it.
 */
const valuesFor = (field: Field, place: 'path' | 'query' | 'body', first: boolean, json: boolean) =>
  [...(isNumeric(field.schema) ? numericValues : textValues), ...(first ? [aMegabyte] : [])].filter((value) =>
    place === 'body' && json ? value.json !== undefined : value.text !== undefined,
  );

/**
 * Every request the fuzzer sends to one target: the valid request; then each input in turn missing, of a wrong type,
 * as each bad number and each bad string; unknown inputs; bodies of every shape (none, JSON nested 1,000 deep,
 * undeclared types, broken multipart); odd path segments and an undeclared method. Deterministic: the same list on
 * every run.
 */
export function casesOf(target: Target): Case[] {
  const valid = validInputs(target);
  const cases: Case[] = [request(target, 'the valid request', valid)];
  const withPath = (name: string, segment: string) => ({ ...valid, path: { ...valid.path, [name]: segment } });
  const withQuery = (name: string, value?: Value) => ({
    ...valid,
    query: [
      ...valid.query.filter(([key]) => key !== name),
      ...(value?.text === undefined ? [] : [[name, value.text] as [string, string | Buffer | string[]]]),
    ],
  });
  const withBody = (name: string, value?: Value) => ({
    ...valid,
    body: [...valid.body.filter((field) => field.name !== name), ...(value ? [{ name, value }] : [])],
  });

  target.pathParams.forEach((field, index) => {
    const { name } = field;
    cases.push(request(target, `path ${name} empty`, withPath(name, '')));
    for (const segment of pathSegments)
      cases.push(request(target, `path ${name} = ${segment.slice(0, 40)}`, withPath(name, segment)));
    for (const value of valuesFor(field, 'path', index === 0, false)) {
      const text = Array.isArray(value.text) ? value.text.join(',') : value.text!;
      cases.push(request(target, `path ${name} as ${value.label}`, withPath(name, percentEncode(text))));
    }
  });

  target.query.forEach((field, index) => {
    const { name } = field;
    cases.push(request(target, `query ${name} missing`, withQuery(name)));
    for (const value of valuesFor(field, 'query', index === 0, false))
      cases.push(request(target, `query ${name} as ${value.label}`, withQuery(name, value)));
  });
  cases.push(
    request(target, 'an unknown query parameter', { ...valid, query: [...valid.query, ['fuzzUnknown', 'x']] }),
    request(target, 'prototype keys in the query', {
      ...valid,
      query: [
        ...valid.query,
        ['__proto__[polluted]', '1'],
        ['constructor[prototype][polluted]', '1'],
        ['__proto__', 'x'],
      ],
    }),
  );

  const body = target.body;
  if (body) {
    const json = body.encodings[0] === 'json';
    body.fields.forEach((field, index) => {
      const { name } = field;
      cases.push(request(target, `body ${name} missing`, withBody(name)));
      for (const value of valuesFor(field, 'body', index === 0, json))
        cases.push(request(target, `body ${name} as ${value.label}`, withBody(name, value)));
    });
    cases.push(
      request(target, 'an unknown body field', withBody('fuzzUnknown', { label: 'x', text: 'x', json: '"x"' })),
      request(
        target,
        'a __proto__ body field',
        withBody('__proto__', { label: 'x', text: 'x', json: '{"polluted":true}' }),
      ),
      request(target, 'no body fields', { ...valid, body: [] }),
    );
    for (const encoding of body.encodings.slice(1))
      cases.push(request(target, `the valid body as ${encoding}`, valid, encoding));
    cases.push(...bodyShapes(target, request(target, 'the valid request', valid)));
  } else {
    const base = request(target, 'the valid request', valid);
    cases.push(
      {
        ...base,
        label: 'an unexpected JSON body',
        headers: { 'content-type': contentTypes.json },
        payload: Buffer.from('{"a":1}'),
      },
      {
        ...base,
        label: 'an unexpected form body',
        headers: { 'content-type': contentTypes.form },
        payload: Buffer.from('a=1'),
      },
    );
  }

  const base = request(target, 'the valid request', valid);
  const withCookie = (label: string, cookie: string): Case => ({
    ...base,
    label,
    headers: { ...base.headers, cookie },
  });
  cases.push(
    withCookie('a garbage session cookie', `${SESSION_COOKIE}=%FF%FE%00`),
    withCookie('a 4 kB session cookie', `${SESSION_COOKIE}=${'a'.repeat(4096)}`),
    withCookie('a repeated session cookie', `${SESSION_COOKIE}=a; ${SESSION_COOKIE}=b`),
    ...(target.method === 'GET' ? [{ ...base, label: 'the HEAD method', method: 'HEAD' }] : []),
    { ...base, label: 'an undeclared method', method: target.method === 'GET' ? 'DELETE' : 'PUT' },
    { ...base, label: 'the PATCH method', method: 'PATCH' },
    { ...base, label: 'a path traversal after the path', url: base.url.replace(/(\?|$)/, '/..%2F..%2Fetc%2Fpasswd$1') },
    { ...base, label: 'a trailing slash', url: base.url.replace(/(\?|$)/, '/$1') },
  );
  return cases;
}

/** Bodies of every shape a parser meets, each sent where the valid body goes. */
function bodyShapes(target: Target, valid: Case): Case[] {
  const body = target.body!;
  const example = JSON.stringify(body.example);
  const withBody = (label: string, type: string | undefined, payload: string | Buffer): Case => ({
    ...valid,
    label,
    headers: type === undefined ? {} : { 'content-type': type },
    payload: asBuffer(payload),
  });
  const binary = body.fields.find((field) => isBinary(field.schema));
  const fieldParts: Part[] = Object.entries(body.example)
    .filter(([name]) => name !== binary?.name)
    .map(([name, value]) => ({ name, value: String(textOf(value)) }));
  const file: Part = { name: binary?.name ?? 'file', value: PDF, filename: 'document.pdf', type: 'application/pdf' };
  const whole = multipartBody([...fieldParts, ...(binary ? [file] : [])]);
  const numericField = body.fields.find((field) => isNumeric(field.schema));
  return [
    withBody('a body without a content type', undefined, example),
    ...body.encodings.map((encoding) => withBody(`an empty ${encoding} body`, contentTypes[encoding], '')),
    withBody('a JSON body', contentTypes.json, example),
    withBody('a JSON body nested 1,000 deep (arrays)', contentTypes.json, nestedArrays(1000)),
    withBody('a JSON body nested 1,000 deep (objects)', contentTypes.json, nestedObjects(1000)),
    withBody('a JSON body nested 40 deep', contentTypes.json, nestedObjects(40)),
    withBody('invalid JSON', contentTypes.json, '{"a":'),
    withBody('JSON with a bare Infinity', contentTypes.json, `{"${numericField?.name ?? 'a'}":Infinity}`),
    withBody('JSON null', contentTypes.json, 'null'),
    withBody('a JSON array', contentTypes.json, `[${example}]`),
    withBody('a JSON string', contentTypes.json, '"text"'),
    withBody('a JSON __proto__ body', contentTypes.json, `{"__proto__":{"polluted":true},"a":1}`),
    withBody('JSON as UTF-16', 'application/json; charset=utf-16', Buffer.from(example, 'utf16le')),
    withBody('a text body', 'text/plain', 'email=a@example.com'),
    withBody('an XML body', 'application/xml', '<a>1</a>'),
    withBody(
      'a form body',
      contentTypes.form,
      urlEncoded(Object.entries(body.example).map(([name, value]) => [name, textOf(value)])),
    ),
    withBody('a form body in UTF-16', `${contentTypes.form}; charset=utf-16`, Buffer.from('a=1', 'utf16le')),
    withBody(
      'a body of 1.1 MB',
      body.encodings.includes('json') ? contentTypes.json : contentTypes.form,
      json1MB(body.encodings),
    ),
    withBody('a multipart body', multipartType, whole),
    withBody('a multipart body cut short', multipartType, whole.subarray(0, Math.floor(whole.length * 0.6))),
    withBody('a multipart body cut inside a header', multipartType, whole.subarray(0, BOUNDARY.length + 12)),
    withBody(
      'a multipart body without its closing boundary',
      multipartType,
      multipartBody([...fieldParts, ...(binary ? [file] : [])], { closed: false }),
    ),
    withBody('a multipart body without a boundary', contentTypes.multipart, whole),
    withBody('a multipart body with boundary=nope', `${contentTypes.multipart}; boundary=nope`, whole),
    withBody('a multipart body of garbage', multipartType, bytes(0xff, 0x00, 0x2d, 0x2d, 0x0d, 0x0a, 0xfe)),
    withBody(
      'a multipart file field without a file',
      multipartType,
      multipartBody([...fieldParts, { name: file.name, value: 'not a file' }]),
    ),
    withBody(
      'a multipart file field with an empty file',
      multipartType,
      multipartBody([...fieldParts, { ...file, value: '', filename: '' }]),
    ),
    withBody(
      'a multipart file named ../../etc/passwd',
      multipartType,
      multipartBody([...fieldParts, { ...file, filename: '../../etc/passwd' }]),
    ),
    withBody(
      'a multipart body with two files',
      multipartType,
      multipartBody([...fieldParts, file, { ...file, name: 'other' }]),
    ),
    withBody(
      'a multipart body with 30 fields',
      multipartType,
      multipartBody([...fieldParts, ...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'x' }))]),
    ),
    withBody(
      'a multipart field of 100 kB',
      multipartType,
      multipartBody([...fieldParts.map((part) => ({ ...part, value: 'x'.repeat(100 * 1024) }))]),
    ),
    withBody('a multipart part without a name', multipartType, multipartBody([{ value: 'x' }, ...fieldParts])),
    withBody(
      'a multipart __proto__ field',
      multipartType,
      multipartBody([{ name: '__proto__', value: 'x' }, ...fieldParts]),
    ),
  ];
}

const json1MB = (encodings: Encoding[]) =>
  encodings.includes('json') ? `{"a":"${'x'.repeat(1100 * 1024)}"}` : `a=${'x'.repeat(1100 * 1024)}`;
