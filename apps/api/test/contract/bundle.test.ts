import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { bundleDocument } from '../../src/contract/bundle.ts';

const folder = mkdtempSync(join(tmpdir(), 'casino-bundle-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const write = (name: string, content: object) => {
  mkdirSync(join(folder, name, '..'), { recursive: true });
  writeFileSync(join(folder, name), stringify(content));
};

describe('bundleDocument', () => {
  it('hoists referenced components of other files into the root, keeps local refs and inlines the rest', () => {
    write('parts/shared.yaml', {
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
          },
          Code: { type: 'integer' },
          Item: { type: 'object', properties: { code: { $ref: '#/components/schemas/Code' } } },
        },
        responses: {
          Fail: {
            description: 'failed',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Code' } } },
          },
        },
      },
    });
    write('parts/path.yaml', {
      get: { operationId: 'tree', responses: { '200': { $ref: './shared.yaml#/components/responses/Fail' } } },
    });
    write('root.yaml', {
      openapi: '3.1.0',
      paths: {
        '/items': {
          get: {
            operationId: 'items',
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: './parts/shared.yaml#/components/schemas/Item' } } },
              },
              default: { $ref: '#/components/responses/Local' },
            },
          },
        },
        '/tree': { $ref: './parts/path.yaml' },
      },
      components: {
        schemas: { Item: { type: 'string' }, Tree: { $ref: './parts/shared.yaml#/components/schemas/Node' } },
        responses: { Local: { description: 'local' } },
      },
    });

    expect(bundleDocument(join(folder, 'root.yaml'))).toEqual({
      openapi: '3.1.0',
      paths: {
        '/items': {
          get: {
            operationId: 'items',
            responses: {
              '200': {
                description: 'ok',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Item_2' } } },
              },
              default: { $ref: '#/components/responses/Local' },
            },
          },
        },
        '/tree': { get: { operationId: 'tree', responses: { '200': { $ref: '#/components/responses/Fail' } } } },
      },
      components: {
        schemas: {
          Item: { type: 'string' },
          Tree: { $ref: '#/components/schemas/Node' },
          Item_2: { type: 'object', properties: { code: { $ref: '#/components/schemas/Code' } } },
          Code: { type: 'integer' },
          Node: {
            type: 'object',
            properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
          },
        },
        responses: {
          Local: { description: 'local' },
          Fail: {
            description: 'failed',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Code' } } },
          },
        },
      },
    });
  });

  it('names a reference it cannot resolve', () => {
    write('broken.yaml', {
      openapi: '3.1.0',
      paths: {},
      components: { schemas: { A: { $ref: './parts/shared.yaml#/components/schemas/Nope' } } },
    });
    expect(() => bundleDocument(join(folder, 'broken.yaml'))).toThrow('Cannot resolve $ref');
  });
});
