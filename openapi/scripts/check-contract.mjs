// Checks what the lint cannot: `node openapi/scripts/check-contract.mjs` from the repo root.
// 1. House rules: every operation is documented and exemplified; request strings have maxLength and request
//    numbers have bounds; no keyword that Fastify's ajv mishandles (multipleOf on money, 2020-12 keywords).
// 2. fastify-openapi-glue turns each bundled document into routes, and every operation, called with its documented
//    request example, validates it and answers its documented 200 example unchanged through the response schema.
import { isDeepStrictEqual } from 'node:util';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import openapiGlue from 'fastify-openapi-glue';
import { bundle, loadConfig } from '@redocly/openapi-core';

const documents = { player: true, content: false, avatar: true, cms: false }; // name -> answers carry the envelope
const forbiddenKeywords = ['multipleOf', 'unevaluatedProperties', 'dependentRequired'];
const problems = [];

/** Follows local $refs of a bundled document. */
const resolver = (doc) => (node) => {
  while (node?.$ref)
    node = node.$ref
      .slice(2)
      .split('/')
      .reduce((at, key) => at[key.replaceAll('~1', '/')], doc);
  return node;
};

/** Visits a schema and its sub-schemas once each. */
function walk(schema, deref, visit, seen = new Set()) {
  schema = deref(schema);
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  visit(schema);
  const children = [
    ...Object.values(schema.properties ?? {}),
    schema.items,
    ...(schema.allOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
  ];
  for (const child of children) walk(child, deref, visit, seen);
}

/** An enveloped answer is the Envelope itself or `allOf: [Envelope, ...]`. */
const builtOnEnvelope = (schema) =>
  [schema.$ref, schema.allOf?.[0]?.$ref].some((ref) => ref?.endsWith('/schemas/Envelope'));

function checkBounds(where, schema) {
  if (schema.enum || 'const' in schema) return;
  const types = [schema.type].flat();
  if (types.includes('string') && schema.maxLength === undefined)
    problems.push(`${where}: a request string without maxLength`);
  const numeric = types.includes('integer') || types.includes('number');
  if (numeric && (schema.minimum === undefined || schema.maximum === undefined))
    problems.push(`${where}: a request number without minimum and maximum`);
}

function checkKeywords(where, node) {
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (forbiddenKeywords.includes(key)) problems.push(`${where}: uses ${key}`);
    checkKeywords(where, value);
  }
}

function exampleValue(parameter, deref) {
  const schema = deref(parameter.schema);
  return parameter.example ?? schema.examples?.[0] ?? schema.default;
}

/** Builds the inject options of an operation from its documented examples. */
async function exampleRequest(prefix, path, method, operation, parameters, deref) {
  const value = (p) => exampleValue(p, deref);
  const url = parameters
    .filter((p) => p.in === 'path')
    .reduce((at, p) => at.replace(`{${p.name}}`, String(value(p))), path);
  const query = new URLSearchParams(
    parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(value(p))]),
  );
  const request = { method: method.toUpperCase(), url: prefix + url + (query.size ? `?${query}` : '') };
  const content = deref(operation.requestBody)?.content ?? {};
  if (content['application/x-www-form-urlencoded']) {
    const form = new URLSearchParams();
    for (const [key, field] of Object.entries(content['application/x-www-form-urlencoded'].example)) {
      for (const item of [field].flat()) form.append(key, String(item));
    }
    return { ...request, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() };
  }
  if (content['application/json']) return { ...request, payload: content['application/json'].example };
  if (content['multipart/form-data']) {
    const form = new FormData();
    for (const [key, field] of Object.entries(content['multipart/form-data'].example)) {
      if (key === 'file') form.append(key, new Blob(['%PDF-1.4']), 'example.pdf');
      else form.append(key, String(field));
    }
    const encoded = new Request('http://contract.check', { method: 'POST', body: form });
    return {
      ...request,
      headers: Object.fromEntries(encoded.headers),
      payload: Buffer.from(await encoded.arrayBuffer()),
    };
  }
  return request;
}

const config = await loadConfig({ configPath: 'openapi/redocly.yaml' });
for (const [name, enveloped] of Object.entries(documents)) {
  const doc = (await bundle({ ref: `openapi/${name}.yaml`, config, dereference: false })).bundle.parsed;
  const deref = resolver(doc);
  const prefix = doc.servers[0].url;
  const operations = [];
  checkKeywords(name, doc);
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const where = `${name} ${method.toUpperCase()} ${path}`;
      const { operationId, tags = [], summary, description } = operation;
      if (!operationId || tags.length !== 1 || !summary || !description)
        problems.push(`${where}: needs operationId, one tag, summary and description`);
      const ok = deref(operation.responses['200']);
      const example = ok?.content?.['application/json']?.example;
      const binary = !ok?.content?.['application/json'];
      if (!binary && example === undefined) problems.push(`${where}: the 200 answer has no example`);
      if (enveloped && !operation.responses.default) problems.push(`${where}: no default error answer`);
      if (enveloped && !builtOnEnvelope(ok.content['application/json'].schema))
        problems.push(`${where}: the 200 answer is not built on the Envelope`);
      const parameters = (operation.parameters ?? []).map(deref);
      for (const parameter of parameters)
        walk(parameter.schema, deref, (s) => checkBounds(`${where} ${parameter.name}`, s));
      for (const [type, media] of Object.entries(deref(operation.requestBody)?.content ?? {})) {
        if (media.example === undefined) problems.push(`${where}: the ${type} body has no example`);
        walk(media.schema, deref, (s) => checkBounds(`${where} body`, s));
      }
      operations.push({
        operationId,
        example,
        request: await exampleRequest(prefix, path, method, operation, parameters, deref),
      });
    }
  }

  const answers = new Map(operations.map((o) => [o.operationId, o.example]));
  const app = Fastify();
  await app.register(formbody);
  // Files reach ajv as latin1 strings, so the schema's maxLength is the byte limit.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: async (part) => void (part.value = (await part.toBuffer()).toString('latin1')),
  });
  await app.register(openapiGlue, {
    specification: doc,
    prefix,
    operationResolver: (operationId) => async (_request, reply) =>
      answers.get(operationId) ?? reply.type('image/png').send(Buffer.from('png')),
  });
  await app.ready();
  for (const { operationId, example, request } of operations) {
    const response = await app.inject(request);
    const same = response.statusCode === 200 && (example === undefined || isDeepStrictEqual(response.json(), example));
    if (!same)
      problems.push(
        `${name} ${operationId}: the example round trip answered ${response.statusCode} ${response.body.slice(0, 200)}`,
      );
  }
  await app.close();
  console.log(`${name}: ${operations.length} operations checked`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  'The contract keeps its house rules and every operation round-trips its examples through fastify-openapi-glue.',
);
