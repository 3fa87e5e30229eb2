import type { StateValue } from 'xstate';

const MAX_DEPTH = 8;

const isActorRef = (value: object) => 'sessionId' in value && 'send' in value;

/** A leaf as JSON (strings quoted), or a short name for what JSON cannot show. */
function leaf(value: unknown): string {
  if (typeof value === 'function') return 'function';
  if (value === undefined) return 'undefined';
  return JSON.stringify(value);
}

/** A value as a nested list: objects and arrays open into their entries, leaves show as JSON. */
export function ValueTree({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (value === null || typeof value !== 'object') return <code className="mi-leaf">{leaf(value)}</code>;
  if (isActorRef(value))
    return <code className="mi-leaf">actor {String((value as unknown as { id: unknown }).id)}</code>;
  if (depth >= MAX_DEPTH) return <code className="mi-leaf">…</code>;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  if (entries.length === 0) return <code className="mi-leaf">{Array.isArray(value) ? '[]' : '{}'}</code>;
  return (
    <ul className="mi-tree">
      {entries.map(([key, item]) => (
        <li key={key}>
          <span className="mi-key">{key}</span>: <ValueTree value={item} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}

/** A state value as dotted paths, e.g. `query.results, focus.focused`. */
export function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [key]
      : statePaths(child).map((path) => `${key}.${path}`),
  );
}
