import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The folder holding the OpenAPI documents (the repo's `openapi/`). */
export const contractDir = fileURLToPath(new URL('../../../../openapi/', import.meta.url));

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
