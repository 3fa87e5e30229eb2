import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERROR_CODES } from '@casino/flows/rules';
import { describe, expect, it } from 'vitest';
import { loadServiceDocument, serviceNames } from '../../src/contract/services.ts';
import { ApiError, errorEntry, errorStatus, errorVariants, type ErrorName } from '../../src/http/api-error.ts';

/** The contract's enumerated `ErrorCode` of each service document that declares one (the player API at least). */
const contractEnums = serviceNames.flatMap((service) => {
  const document = loadServiceDocument(service) as { components?: { schemas?: Record<string, { enum?: unknown }> } };
  const codes = document.components?.schemas?.ErrorCode?.enum;
  return codes === undefined ? [] : [{ service, codes: codes as number[] }];
});

const names = [...Object.keys(ERROR_CODES), ...Object.keys(errorVariants)] as ErrorName[];

describe('the error catalogue', () => {
  it('sends only codes of the contract, and ERROR_CODES names every code of the contract', () => {
    expect(contractEnums.map(({ service }) => service)).toContain('player');
    const sent = names.map((name) => ApiError.of(name, 'message').errorCode);
    for (const { codes } of contractEnums) {
      expect(codes.filter((code) => !sent.includes(code))).toEqual([]);
      expect(sent.filter((code) => !codes.includes(code))).toEqual([]);
    }
  });

  it('has no duplicate codes or names, a status for each name, and variants that change the status', () => {
    const codes = Object.values(ERROR_CODES);
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(Object.keys(errorStatus).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    expect(Object.keys(errorVariants).filter((name) => name in ERROR_CODES)).toEqual([]);
    for (const variant of Object.values(errorVariants)) expect(variant.status).not.toBe(errorStatus[variant.of]);
  });

  it('gives every failure an HTTP error status', () => {
    for (const name of names) {
      const { statusCode } = ApiError.of(name, 'message');
      expect(statusCode, name).toBeGreaterThanOrEqual(400);
      expect(statusCode, name).toBeLessThan(600);
    }
  });

  it('throws by name with the message and params as given', () => {
    const coolOff = ApiError.of('coolOffClosed', 'A cool-off is in force', { expireTimestamp: 1 });
    expect(coolOff).toMatchObject({
      errorCode: 217,
      statusCode: 403,
      message: 'A cool-off is in force',
      params: { expireTimestamp: 1 },
    });
    expect(ApiError.of('uploadUnsupported', 'No')).toMatchObject({ errorCode: 160, statusCode: 415 });
    expect(ApiError.of('uploadFailed', 'Too large')).toMatchObject({ errorCode: 160, statusCode: 413 });
    expect(errorEntry('invalidRequest')).toEqual({ code: 196, status: 400 });
  });

  it('leaves the server no code number to write: handlers throw by name', () => {
    const src = fileURLToPath(new URL('../../src/', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);
    const bare = files
      .filter((file) => file !== join('http', 'api-error.ts'))
      .flatMap((file) =>
        readFileSync(join(src, file), 'utf8')
          .split('\n')
          .filter((line) => !isComment(line) && /new ApiError\(|\b(errorCode|code|refused)\b\s*(:|=+)\s*\d/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(bare).toEqual([]);
  });
});
