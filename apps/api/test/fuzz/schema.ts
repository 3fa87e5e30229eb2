/** The parts of JSON Schema (OpenAPI 3.1) that the fuzzer reads to know a field and to make a valid value for it. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  contentMediaType?: string;
}

/** One input of an operation: a path or query parameter, or a field of the body. */
export interface Field {
  name: string;
  schema: Schema;
  required: boolean;
}

/** Follows local `$ref`s (`#/components/...`) of a bundled document, and merges `allOf` into one schema. */
export function resolver(document: unknown) {
  const follow = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);

  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) {
      const { $ref, ...rest } = schema;
      return resolve({ ...(follow($ref) as Schema), ...rest });
    }
    if (!schema.allOf) return schema;
    const { allOf, ...rest } = schema;
    return allOf.map(resolve).reduce<Schema>(
      (merged, part) => ({
        ...merged,
        ...part,
        properties: { ...merged.properties, ...part.properties },
        required: [...(merged.required ?? []), ...(part.required ?? [])],
      }),
      rest,
    );
  };
  return { resolve, follow };
}

/** The fields of an object schema, each resolved. */
export const fieldsOf = (schema: Schema, resolve: (schema: Schema) => Schema): Field[] =>
  Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    schema: resolve(property),
    required: schema.required?.includes(name) ?? false,
  }));

const typesOf = (schema: Schema) => [schema.type ?? 'string'].flat();

export const isNumeric = (schema: Schema) => typesOf(schema).some((type) => type === 'integer' || type === 'number');

export const isBinary = (schema: Schema) => schema.format === 'binary' || schema.contentMediaType !== undefined;

/** A value the schema accepts: its example, default or first enum value, else one made from its type and bounds. */
export function validValue(schema: Schema): unknown {
  const given = schema.examples?.[0] ?? schema.example ?? schema.default ?? schema.enum?.[0] ?? schema.const;
  if (given !== undefined) return given;
  const [type] = typesOf(schema);
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
  if (type === 'boolean') return true;
  if (type === 'array') return [validValue(schema.items ?? {})];
  if (type === 'object') return {};
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date') return '1990-05-17';
  if (schema.format === 'date-time') return '2026-03-01T12:00:00Z';
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}
