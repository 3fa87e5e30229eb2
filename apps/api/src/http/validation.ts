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

const isUploadedFile = (value: unknown): value is UploadedFile => isNode(value) && Buffer.isBuffer(value.data);

/**
 * A file field of a multipart body arrives as an UploadedFile (see app.ts), which `type: string` would reject.
 * So a binary string (`format: binary` or a `contentMediaType`) becomes the `binary` keyword, which accepts an
 * UploadedFile or a string.
 */
function acceptUploads(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(acceptUploads);
  if (!isNode(schema)) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, acceptUploads(value)]));
  if (node.type !== 'string' || (node.format !== 'binary' && typeof node.contentMediaType !== 'string')) return node;
  const { type: _type, format: _format, ...rest } = node;
  return { ...rest, binary: true };
}

function isBinary(this: unknown, _schema: boolean, data: unknown): boolean {
  isBinary.errors = [{ keyword: 'binary', message: 'must be a file', params: {} }];
  return typeof data === 'string' || isUploadedFile(data);
}
isBinary.errors = [] as Partial<ErrorObject>[];

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
  return ({ schema }) => ajv.compile(acceptUploads(schema) as SchemaNode);
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
