import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

type SchemaNode = { [key: string]: unknown };
const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Annotation keywords that OpenAPI 3.1 allows in its schemas beside JSON Schema 2020-12's. */
const openApiKeywords = ['example', 'discriminator', 'xml', 'externalDocs'];

/** A file field of a multipart body, as the handler receives it in `request.body`. */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  /** The file's bytes, cut off at the upload limit (see app.ts). */
  data: Buffer;
  /** The file's real size in bytes. */
  size: number;
}

/**
 * Whether a file field of a multipart body is a file. The contract's `format: binary` generates `Blob` (what a
 * client sends), but the multipart hook (app.ts) hands the handler an UploadedFile, and validation lets a plain text
 * field through too, so a handler checks the field for the file's bytes at runtime.
 */
export const isUploadedFile = (value: unknown): value is UploadedFile => isNode(value) && Buffer.isBuffer(value.data);

/**
 * A file field of a multipart body arrives as an UploadedFile (see app.ts), which `type: string` would reject.
 * So a binary string (`format: binary` or a `contentMediaType`) becomes the `binary` keyword, which accepts an
 * UploadedFile or a string.
 */
function acceptUpload(node: SchemaNode): SchemaNode {
  if (node.type !== 'string' || (node.format !== 'binary' && typeof node.contentMediaType !== 'string')) return node;
  const { type: _type, format: _format, ...rest } = node;
  return { ...rest, binary: true };
}

function isBinary(this: unknown, _schema: boolean, data: unknown): boolean {
  isBinary.errors = [{ keyword: 'binary', message: 'must be a file', params: {} }];
  return typeof data === 'string' || isUploadedFile(data);
}
isBinary.errors = [] as Partial<ErrorObject>[];

/** The range of an integer whose schema gives no bound: int32 (the database's `integer`), or int64 if it says so. */
const INT32 = { minimum: -(2 ** 31), maximum: 2 ** 31 - 1 };
const INT64 = { minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

interface NumberRange {
  integer: boolean;
  minimum: number;
  maximum: number;
}

/**
 * Every number of a request must be finite, and every integer a safe integer within its schema's bounds (int32 or
 * int64 where the schema sets none), before it reaches a handler or SQL. Ajv alone lets infinity through: it coerces
 * `"Infinity"` and `"1e309"` to Infinity, which then passes `type: integer`, and it skips `minimum`/`maximum` for a
 * number that is not finite. So each numeric schema gets the `numberRange` keyword, which runs after the coercion.
 */
function limitNumbers(node: SchemaNode): SchemaNode {
  const types = [node.type].flat();
  const integer = types.includes('integer');
  if (!integer && !types.includes('number')) return node;
  const open = node.format === 'int64' ? INT64 : INT32;
  const bound = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  const range: NumberRange = {
    integer,
    minimum: integer ? Math.max(bound(node.minimum, open.minimum), INT64.minimum) : -Infinity,
    maximum: integer ? Math.min(bound(node.maximum, open.maximum), INT64.maximum) : Infinity,
  };
  return { ...node, numberRange: range };
}

function isInRange(this: unknown, range: NumberRange, data: unknown): boolean {
  if (typeof data !== 'number') return true;
  const valid = range.integer
    ? Number.isSafeInteger(data) && data >= range.minimum && data <= range.maximum
    : Number.isFinite(data);
  isInRange.errors = [
    {
      keyword: 'numberRange',
      message: range.integer
        ? `must be an integer from ${range.minimum} to ${range.maximum}`
        : 'must be a finite number',
      params: { minimum: range.minimum, maximum: range.maximum },
    },
  ];
  return valid;
}
isInRange.errors = [] as Partial<ErrorObject>[];

/** The request schema as the validator compiles it: file fields accept uploads, numbers are kept in range. */
function harden(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(harden);
  if (!isNode(schema)) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, harden(value)]));
  return limitNumbers(acceptUpload(node));
}

/**
 * The request validator: Ajv for JSON Schema 2020-12 (the dialect of OpenAPI 3.1) with Fastify's own defaults
 * (type coercion for query strings and forms, defaults, no collection of all errors, which would allow a DoS).
 * Unknown keywords still fail at startup (strict schema), except OpenAPI's annotations.
 */
export function createSchemaCompiler(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv2020({
    coerceTypes: 'array',
    useDefaults: true,
    removeAdditional: true,
    addUsedSchema: false,
    allErrors: false,
    strictTypes: false,
    strictTuples: false,
  });
  addFormats.default(ajv);
  ajv.addVocabulary(openApiKeywords);
  ajv.addKeyword({ keyword: 'binary', schemaType: 'boolean', validate: isBinary, errors: true });
  ajv.addKeyword({ keyword: 'numberRange', schemaType: 'object', validate: isInRange, errors: true });
  return ({ schema }) => ajv.compile(harden(schema) as SchemaNode);
}

/** `body/email must match format "email"`: the part of the request, the field and what is wrong. */
export const formatValidationError = (errors: FastifySchemaValidationError[], dataVar: string) =>
  new Error(errors.map((error) => `${dataVar}${error.instancePath} ${error.message ?? 'is invalid'}`).join(', '));

interface ValidationDetails {
  location: string;
  field: string;
  rule: string;
}

/** Which field broke which rule, for the envelope's `params` (the first error: Ajv stops at one). */
export function validationDetails(errors: FastifySchemaValidationError[], location: string): ValidationDetails {
  const [first] = errors;
  const extra = first?.params.missingProperty ?? first?.params.additionalProperty;
  const path = [...(first?.instancePath.split('/').slice(1) ?? []), ...(typeof extra === 'string' ? [extra] : [])];
  return { location, field: path.join('.'), rule: first?.keyword ?? 'unknown' };
}
