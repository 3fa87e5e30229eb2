import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { bundleDocument } from './bundle.ts';

/** The folder holding the OpenAPI documents (the repo's `openapi/`). */
const contractDir = fileURLToPath(new URL('../../../../openapi/', import.meta.url));

/** The four services of the contract: one OpenAPI document each, served under its own prefix. */
export const serviceNames = ['player', 'content', 'avatar', 'cms'] as const;
export type ServiceName = (typeof serviceNames)[number];

/**
 * `plainData`: the service answers plain data, and its failures (ContentError) carry `message` rather than the
 * player-API envelope.
 */
export const serviceDocuments: Record<ServiceName, { file: string; prefixEnv: string; plainData: boolean }> = {
  player: { file: 'player.yaml', prefixEnv: 'PLAYER_API_PREFIX', plainData: false },
  content: { file: 'content.yaml', prefixEnv: 'CONTENT_PREFIX', plainData: true },
  avatar: { file: 'avatar.yaml', prefixEnv: 'AVATAR_PREFIX', plainData: false },
  cms: { file: 'cms.yaml', prefixEnv: 'CMS_PREFIX', plainData: true },
};

/** The prefix a document declares as its first server URL (e.g. `/player-api`). */
export function declaredPrefix(service: ServiceName): string {
  const document = parse(readFileSync(contractDir + serviceDocuments[service].file, 'utf8')) as {
    servers?: { url?: string }[];
  };
  const url = document.servers?.[0]?.url;
  if (!url) throw new Error(`openapi/${serviceDocuments[service].file} declares no servers[0].url`);
  return url;
}

type Responses = Record<string, { content?: Record<string, unknown> }>;
type Operations = Record<string, { responses?: Responses }>;

/**
 * A service document as the server registers it: bundled into one object, with only the JSON media types of each
 * response. Fastify serializes only JSON; other response types (the image endpoint's bytes) would just make
 * fastify-openapi-glue warn at every start that it has no body parser for them (it mixes response and request types).
 */
export function loadServiceDocument(service: ServiceName): Record<string, unknown> {
  const document = bundleDocument(contractDir + serviceDocuments[service].file) as {
    paths?: Record<string, Operations>;
    components?: { responses?: Responses };
  };
  const keepJson = (responses: Responses | undefined) => {
    for (const response of Object.values(responses ?? {})) {
      if (response.content) {
        response.content = Object.fromEntries(
          Object.entries(response.content).filter(([type]) => /[/+]json\b/.test(type)),
        );
      }
    }
  };
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item)) keepJson(operation?.responses);
  keepJson(document.components?.responses);
  return document;
}
