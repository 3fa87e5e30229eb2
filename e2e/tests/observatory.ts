/**
 * The scoring of Mozilla's HTTP Observatory (@mdn/mdn-http-observatory 1.4, its ten tests and their score table),
 * for one answer fetched over https. The package itself cannot be installed here: its dependencies download
 * certificate and preload lists at install time, which an offline machine cannot. So this follows its rules for the
 * outcomes a site like ours can have; the HSTS preload bonus (a list lookup) is left out.
 *
 * Score: 100 plus every test's modifier; if the penalties alone take it below 90, the bonuses do not count. A+ is
 * 100 and up.
 */

export interface Answer {
  url: URL;
  status: number;
  headers: Record<string, string>;
  /** Every Set-Cookie header line. */
  cookies: string[];
  body: string;
}

export interface Scored {
  test: string;
  outcome: string;
  modifier: number;
}

type Directives = Map<string, Set<string>>;

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const NONCE_OR_HASH = /^'(nonce-|sha256-|sha384-|sha512-)/;
const PRIVATE_REFERRERS = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const UNSAFE_REFERRERS = new Set(['origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url']);
const SIX_MONTHS = 15_768_000;

function parsePolicy(header: string): Directives {
  const directives: Directives = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (name && !directives.has(name)) directives.set(name, new Set(sources));
  }
  return directives;
}

function csp({ headers }: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'content-security-policy', outcome, modifier });
  if (!headers['content-security-policy']) return score('csp-not-implemented', -25);
  const policy = parsePolicy(headers['content-security-policy']);
  const of = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const script = of('script-src');
  const style = of('style-src');
  const object = of('object-src');
  // A nonce or hash makes 'unsafe-inline' inert; with 'strict-dynamic' host sources are ignored too.
  for (const list of [script, style])
    if ([...list].some((source) => NONCE_OR_HASH.test(source))) list.delete("'unsafe-inline'");
  if ([...script].some((source) => NONCE_OR_HASH.test(source)) && script.has("'strict-dynamic'")) {
    for (const source of [...script]) if (BROAD.has(source) || source === "'self'") script.delete(source);
  } else if (script.has("'strict-dynamic'")) return score('csp-header-invalid', -25);
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    return score('csp-implemented-with-unsafe-inline', -20);
  const active = [...policy.entries()]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...script]);
  if (active.some((source) => /^(http|ftp):/.test(source))) return score('csp-implemented-with-insecure-scheme', -20);
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return score('csp-implemented-with-unsafe-eval', -10);
  if (['img-src', 'media-src'].some((name) => [...of(name)].some((source) => /^(http|ftp):/.test(source))))
    return score('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)))
    return score('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const defaultSrc = policy.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return score('csp-implemented-with-no-unsafe-default-src-none', 10);
  return score('csp-implemented-with-no-unsafe', 5);
}

function cookies({ cookies: lines, headers }: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'cookies', outcome, modifier });
  if (lines.length === 0) return score('cookies-not-found', 0);
  const hsts = Boolean(headers['strict-transport-security']);
  const parsed = lines.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const flags = new Map(attributes.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? '']));
    const name = pair.split('=')[0]!.toLowerCase();
    return {
      session: /sess|login/.test(name),
      secure: flags.has('secure'),
      httpOnly: flags.has('httponly'),
      sameSite: flags.get('samesite')?.toLowerCase(),
    };
  });
  if (parsed.some((c) => c.sameSite !== undefined && !['strict', 'lax', 'none'].includes(c.sameSite)))
    return score('cookies-samesite-flag-invalid', -20);
  if (parsed.some((c) => c.session && !c.secure))
    return hsts
      ? score('cookies-session-without-secure-flag-but-protected-by-hsts', -10)
      : score('cookies-session-without-secure-flag', -40);
  if (parsed.some((c) => c.session && !c.httpOnly)) return score('cookies-session-without-httponly-flag', -30);
  if (parsed.some((c) => !c.secure))
    return hsts
      ? score('cookies-without-secure-flag-but-protected-by-hsts', -5)
      : score('cookies-without-secure-flag', -20);
  return parsed.every((c) => c.sameSite)
    ? score('cookies-secure-with-httponly-sessions-and-samesite', 5)
    : score('cookies-secure-with-httponly-sessions', 0);
}

/** `cors`: the answer to the same request sent with another site's Origin. */
function crossOrigin(cors: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'cross-origin-resource-sharing', outcome, modifier });
  const allowed = cors.headers['access-control-allow-origin'];
  if (!allowed) return score('cross-origin-resource-sharing-not-implemented', 0);
  if (allowed === '*') return score('cross-origin-resource-sharing-implemented-with-public-access', 0);
  if (allowed === FOREIGN_ORIGIN && cors.headers['access-control-allow-credentials'] === 'true')
    return score('cross-origin-resource-sharing-implemented-with-universal-access', -50);
  return score('cross-origin-resource-sharing-implemented-with-restricted-access', 0);
}

/** `firstHop`: the answer to the same URL over plain http. */
function redirection(answer: Answer, firstHop: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'redirection', outcome, modifier });
  const location = firstHop.headers.location;
  if (firstHop.status < 300 || firstHop.status >= 400 || !location) return score('redirection-missing', -20);
  const target = new URL(location, firstHop.url);
  if (target.protocol !== 'https:') return score('redirection-not-to-https', -20);
  if (target.host !== answer.url.host) return score('redirection-off-host-from-http', -5);
  return score('redirection-to-https', 0);
}

function referrer({ headers }: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'referrer-policy', outcome, modifier });
  const header = headers['referrer-policy'];
  if (!header) return score('referrer-policy-not-implemented', 0);
  const values = header
    .toLowerCase()
    .split(',')
    .map((value) => value.trim());
  const last = values.at(-1)!;
  if (PRIVATE_REFERRERS.has(last)) return score('referrer-policy-private', 5);
  if (UNSAFE_REFERRERS.has(last)) return score('referrer-policy-unsafe', -5);
  return score('referrer-policy-header-invalid', -5);
}

function hsts({ headers }: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'strict-transport-security', outcome, modifier });
  const header = headers['strict-transport-security'];
  if (!header) return score('hsts-not-implemented', -20);
  const maxAge = /max-age=(\d+)/i.exec(header)?.[1];
  if (maxAge === undefined) return score('hsts-header-invalid', -20);
  return Number(maxAge) >= SIX_MONTHS
    ? score('hsts-implemented-max-age-at-least-six-months', 0)
    : score('hsts-implemented-max-age-less-than-six-months', -10);
}

function subresourceIntegrity({ url, headers, body }: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'subresource-integrity', outcome, modifier });
  if (!/^text\/html/.test(headers['content-type'] ?? '')) return score('sri-not-implemented-response-not-html', 0);
  const scripts = [...body.matchAll(/<script\b([^>]*)>/gi)]
    .map(([, attributes = '']) => ({
      src: /\ssrc="([^"]*)"/i.exec(attributes)?.[1],
      integrity: /\sintegrity="/i.test(attributes),
    }))
    .filter((script): script is { src: string; integrity: boolean } => script.src !== undefined);
  if (scripts.length === 0) return score('sri-not-implemented-but-no-scripts-loaded', 0);
  const external = scripts
    .map((script) => ({ ...script, at: new URL(script.src, url) }))
    .filter((script) => script.at.origin !== url.origin);
  if (external.length === 0) return score('sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0);
  if (external.some((script) => script.at.protocol !== 'https:'))
    return external.every((script) => script.integrity)
      ? score('sri-implemented-but-external-scripts-not-loaded-securely', -20)
      : score('sri-not-implemented-and-external-scripts-not-loaded-securely', -50);
  return external.every((script) => script.integrity)
    ? score('sri-implemented-and-external-scripts-loaded-securely', 5)
    : score('sri-not-implemented-but-external-scripts-loaded-securely', -5);
}

function contentTypeOptions({ headers }: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'x-content-type-options', outcome, modifier });
  const header = headers['x-content-type-options'];
  if (!header) return score('x-content-type-options-not-implemented', -5);
  return header.trim().toLowerCase() === 'nosniff'
    ? score('x-content-type-options-nosniff', 0)
    : score('x-content-type-options-header-invalid', -5);
}

function frameOptions({ headers }: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'x-frame-options', outcome, modifier });
  const ancestors = parsePolicy(headers['content-security-policy'] ?? '').get('frame-ancestors');
  if (ancestors && ![...ancestors].some((source) => BROAD.has(source)))
    return score('x-frame-options-implemented-via-csp', 5);
  const header = headers['x-frame-options']?.trim().toLowerCase();
  if (!header) return score('x-frame-options-not-implemented', -20);
  if (header === 'deny' || header === 'sameorigin') return score('x-frame-options-sameorigin-or-deny', 0);
  if (header.startsWith('allow-from')) return score('x-frame-options-allow-from-origin', 0);
  return score('x-frame-options-header-invalid', -20);
}

function resourcePolicy({ headers }: Answer): Scored {
  const score = (outcome: string, modifier: number) => ({ test: 'cross-origin-resource-policy', outcome, modifier });
  const header = headers['cross-origin-resource-policy']?.trim().toLowerCase();
  if (!header) return score('cross-origin-resource-policy-not-implemented', 0);
  if (header === 'same-origin') return score('cross-origin-resource-policy-implemented-with-same-origin', 10);
  if (header === 'same-site') return score('cross-origin-resource-policy-implemented-with-same-site', 10);
  if (header === 'cross-origin') return score('cross-origin-resource-policy-implemented-with-cross-origin', 0);
  return score('cross-origin-resource-policy-header-invalid', -5);
}

/** The Origin the CORS probe sends, as the Observatory does: a site that is not this one. */
export const FOREIGN_ORIGIN = 'https://http-observatory.security.mozilla.org';

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Scores an answer over https, with the same URL's answer over http and its answer to a cross-site Origin. */
export function observatory(answer: Answer, overHttp: Answer, cors: Answer) {
  const results = [
    csp(answer),
    cookies(answer),
    crossOrigin(cors),
    redirection(answer, overHttp),
    referrer(answer),
    hsts(answer),
    subresourceIntegrity(answer),
    contentTypeOptions(answer),
    frameOptions(answer),
    resourcePolicy(answer),
  ];
  const penalties = results.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 100);
  const withBonuses = results.reduce((sum, { modifier }) => sum + modifier, 100);
  const score = penalties >= 90 ? withBonuses : penalties;
  const grade = GRADES.find(([least]) => score >= least)![1];
  return { score, grade, results };
}
