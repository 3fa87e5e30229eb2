/** The origins of the pages' third parties, which the server names in their Content-Security-Policy. */
export interface ContentSources {
  connect: string[];
  frame: string[];
  img: string[];
  script: string[];
  style: string[];
}

type SourcesEnv = Pick<ImportMetaEnv, 'VITE_SENTRY_DSN' | 'VITE_CHAT_SCRIPT_URL'>;

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Each by its origin, never by wildcard: the error reporter sends to its DSN's host; the chat widget loads its script
 * from, talks to, frames, shows pictures and styles from its host.
 */
export function contentSources(env: SourcesEnv): ContentSources {
  const sentry = originOf(env.VITE_SENTRY_DSN);
  const chat = originOf(env.VITE_CHAT_SCRIPT_URL);
  const chatOnly = chat ? [chat] : [];
  return {
    connect: [...(sentry ? [sentry] : []), ...chatOnly],
    frame: chatOnly,
    img: chatOnly,
    script: chatOnly,
    style: chatOnly,
  };
}
