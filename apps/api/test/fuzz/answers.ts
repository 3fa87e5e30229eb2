import { Ajv2020 } from 'ajv/dist/2020.js';
import type { LightMyRequestResponse } from 'fastify';
import { loadServiceDocument } from '../../src/contract/services.ts';
import type { Target } from './cases.ts';

const player = loadServiceDocument('player') as { components: Record<string, unknown> };

/** The contract's ErrorEnvelope (openapi/components/common.yaml): `success: false`, `error`, and a catalogued code. */
const isEnvelope = new Ajv2020({ strict: false }).compile({
  $ref: '#/components/schemas/ErrorEnvelope',
  components: player.components,
});

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

/**
 * What is wrong with an answer of the target, if anything: a 5xx, or an answer that breaks the target's promise (an
 * answer to HEAD has no body to keep one).
 */
export function problemOf(target: Target, method: string, response: LightMyRequestResponse): string | undefined {
  const { statusCode: status } = response;
  if (status >= 500) return `${status}`;
  if (method === 'HEAD') return undefined;
  const json = /[/+]json\b/.test(String(response.headers['content-type'] ?? ''));
  const body = json ? parse(response.body) : undefined;
  if (status >= 400) {
    if (!json) return target.failures === 'page' ? undefined : `a ${status} that is not JSON`;
    if (!isEnvelope(body)) return `a ${status} that is not the envelope (${isEnvelope.errors?.[0]?.message ?? ''})`;
    if (target.failures === 'plain-data' && typeof (body as { message?: unknown }).message !== 'string')
      return `a ${status} of a plain-data service without its message`;
    return undefined;
  }
  if (status < 300 && target.envelopeOnSuccess && (body as { success?: unknown } | undefined)?.success !== true)
    return `a ${status} without success: true`;
  return undefined;
}
