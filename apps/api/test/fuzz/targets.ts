import { declaredPrefix, loadServiceDocument, serviceDocuments, serviceNames } from '../../src/contract/services.ts';
import { slotBets } from '../../src/demo-game/slot.ts';
import { toEur } from '../../src/http/money.ts';
import { contentTypes, type Encoding, type Target } from './cases.ts';
import { fieldsOf, resolver, validValue, type Field, type Schema } from './schema.ts';

interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema; example?: Record<string, unknown> }> };
}

const encodingOf = Object.fromEntries(
  Object.entries(contentTypes).map(([encoding, type]) => [type, encoding]),
) as Record<string, Encoding>;

/** Every operation of the four contract documents, under the prefix its document declares. */
export const contractTargets: Target[] = serviceNames.flatMap((service) => {
  const document = loadServiceDocument(service) as { paths: Record<string, Record<string, Operation>> };
  const { resolve, follow } = resolver(document);
  const plainData = serviceDocuments[service].plainData;
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, operation]): Target[] => {
      if (!operation?.operationId) return [];
      const parameters = (operation.parameters ?? []).map((parameter) =>
        parameter.$ref ? (follow(parameter.$ref) as Parameter) : parameter,
      );
      const fieldsIn = (place: Parameter['in']): Field[] =>
        parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => ({
            name: parameter.name,
            schema: {
              ...(parameter.example === undefined ? {} : { example: parameter.example }),
              ...resolve(parameter.schema),
            },
            required: parameter.required ?? false,
          }));
      const content = operation.requestBody?.content ?? {};
      const encodings = Object.keys(content).flatMap((type) => (encodingOf[type] ? [encodingOf[type]] : []));
      const declared = content[contentTypes[encodings[0] ?? 'json']];
      const schema = resolve(declared?.schema);
      const fields = fieldsOf(schema, resolve);
      return [
        {
          name: `${service} ${operation.operationId}`,
          method: method.toUpperCase(),
          path: declaredPrefix(service) + path,
          pathParams: fieldsIn('path'),
          query: fieldsIn('query'),
          ...(encodings.length > 0 && {
            body: {
              encodings,
              fields,
              example:
                declared?.example ??
                Object.fromEntries(
                  fields.filter((field) => field.required).map((field) => [field.name, validValue(field.schema)]),
                ),
            },
          }),
          failures: plainData ? 'plain-data' : 'envelope',
          envelopeOnSuccess: !plainData,
        },
      ];
    }),
  );
});

const id: Schema = { type: 'integer', minimum: 1, maximum: 2147483647, examples: [1] };
const text = (maxLength: number, example: string): Schema => ({ type: 'string', maxLength, examples: [example] });
const field = (name: string, schema: Schema, required = true): Field => ({ name, schema, required });

const route = (target: Partial<Target> & Pick<Target, 'name' | 'method' | 'path'>): Target => ({
  pathParams: [],
  query: [],
  failures: 'envelope',
  envelopeOnSuccess: false,
  ...target,
});

const jsonBody = (fields: Field[], encodings: Encoding[] = ['json']) => ({
  encodings,
  fields,
  example: Object.fromEntries(fields.map((item) => [item.name, validValue(item.schema)])),
});

/**
 * The server's routes outside the contract, each with a small schema of its own (what the route takes, as far as a
 * caller can tell): the round endpoint, the demo slot and its launch page, the simulated payment provider and bank,
 * the API reference and the development outbox.
 */
export const otherTargets: Target[] = [
  route({
    name: 'round',
    method: 'POST',
    path: '/game-engine/round',
    body: jsonBody(
      [field('gameId', id), field('bet', { type: 'number', minimum: 0.1, maximum: 100, examples: [1] })],
      ['form', 'json'],
    ),
    envelopeOnSuccess: true,
  }),
  ...(['demo', 'real'] as const).map((mode) =>
    route({
      name: `slot ${mode}`,
      method: 'POST',
      path: `/game-engine/slot/${mode}`,
      body: jsonBody([field('gameId', id), field('bet', { type: 'number', enum: slotBets.map(toEur) })]),
      envelopeOnSuccess: true,
    }),
  ),
  route({
    name: 'slot free',
    method: 'POST',
    path: '/game-engine/slot/free',
    body: jsonBody([field('gameId', id)]),
    envelopeOnSuccess: true,
  }),
  route({
    name: 'game launch page',
    method: 'GET',
    path: '/game-launch/{id}',
    pathParams: [field('id', id)],
    query: [field('mode', { enum: ['demo', 'real'], examples: ['real'] }), field('lang', { enum: ['fi', 'en', 'et'] })],
  }),
  route({
    name: 'game launch asset',
    method: 'GET',
    path: '/game-launch/assets/{file}',
    pathParams: [field('file', { enum: ['slot.js', 'slot.css', 'icon.svg'] })],
  }),
  route({
    name: 'payment page',
    method: 'GET',
    path: '/payment-provider/pay',
    query: [field('reference', text(128, 'dep-1'))],
  }),
  route({
    name: 'payment decision',
    method: 'POST',
    path: '/payment-provider/pay',
    body: jsonBody(
      [
        field('reference', text(128, 'dep-1')),
        field('decision', { enum: ['approve', 'decline'] }),
        field('identity', { type: 'integer', minimum: 0, maximum: 3, examples: [0] }, false),
      ],
      ['form'],
    ),
    failures: 'page',
  }),
  route({
    name: 'payment callback',
    method: 'POST',
    path: '/payment-provider/callback',
    body: jsonBody([
      field('reference', text(128, 'dep-1')),
      field('outcome', { type: 'object', examples: [{ approved: true }] }),
    ]),
    envelopeOnSuccess: true,
    signed: true,
  }),
  route({
    name: 'bank identification page',
    method: 'GET',
    path: '/bank-id/identify',
    query: [field('token', text(512, 'token-1')), field('country', { enum: ['FIN', 'EST'] })],
  }),
  route({
    name: 'bank identification choice',
    method: 'POST',
    path: '/bank-id/identify',
    body: jsonBody([field('token', text(512, 'token-1')), field('identity', text(16, '0'))], ['form']),
    failures: 'page',
  }),
  route({ name: 'API reference', method: 'GET', path: '/docs' }),
  route({
    name: 'API reference document',
    method: 'GET',
    path: '/docs/openapi/{file}',
    pathParams: [field('file', { enum: ['player.json', 'content.json', 'avatar.json', 'cms.json'] })],
  }),
  route({
    name: 'API reference asset',
    method: 'GET',
    path: '/docs/assets/{file}',
    pathParams: [field('file', { enum: ['swagger-ui.css', 'favicon-32x32.png'] })],
  }),
  route({
    name: 'development outbox',
    method: 'GET',
    path: '/dev/outbox',
    query: [field('to', { type: 'string', format: 'email', examples: ['fuzz@example.com'] })],
  }),
];
