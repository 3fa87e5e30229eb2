import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function followPointer(document: unknown, pointer: string, where: string): unknown {
  if (pointer === '' || pointer === '/') return document;
  let node = document;
  for (const raw of pointer.slice(1).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) throw new Error(`Cannot resolve $ref ${where}`);
    node = (node as JsonObject)[key];
    if (node === undefined) throw new Error(`Cannot resolve $ref ${where}`);
  }
  return node;
}

/**
 * Loads an OpenAPI document and bundles the other files it references into one object.
 *
 * A `$ref` to a component of another file (`./components/common.yaml#/components/schemas/Envelope`) is hoisted into
 * the root's own `components` under the same section and name (a suffix is added on a clash) and becomes a local
 * `$ref`, so recursive schemas stay representable. Any other external `$ref` (a whole file, a path item) is inlined.
 * Local `$ref`s of the root document are kept as they are.
 */
export function bundleDocument(rootFile: string): JsonObject {
  const root = resolve(rootFile);
  const files = new Map<string, unknown>();
  const load = (file: string) => {
    if (!files.has(file)) files.set(file, parse(readFileSync(file, 'utf8')));
    return files.get(file);
  };

  const document = load(root);
  if (!isObject(document)) throw new Error(`${rootFile} is not an OpenAPI document`);
  const own = (document.components ?? {}) as Record<string, JsonObject>;
  const added: Record<string, JsonObject> = {};
  const hoisted = new Map<string, string>();

  const hoist = (file: string, pointer: string, section: string, name: string): string => {
    const key = `${file}#${pointer}`;
    const known = hoisted.get(key);
    if (known) return known;
    const target = (added[section] ??= {});
    let unique = name;
    for (let n = 2; unique in target || unique in (own[section] ?? {}); n += 1) unique = `${name}_${n}`;
    const local = `#/components/${section}/${unique}`;
    hoisted.set(key, local);
    target[unique] = {}; // reserve the name before visiting, so a recursive reference finds it
    target[unique] = visit(followPointer(load(file), pointer, key), file);
    return local;
  };

  const visit = (node: unknown, file: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, file));
    if (!isObject(node)) return node;
    const { $ref, ...rest } = node;
    const siblings = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, visit(value, file)]));
    if (typeof $ref !== 'string') return $ref === undefined ? siblings : { ...siblings, $ref };
    const [path = '', pointer = ''] = $ref.split('#');
    const target = path === '' ? file : resolve(dirname(file), path);
    if (target === root) return { ...siblings, $ref: `#${pointer}` };
    const component = /^\/components\/([^/]+)\/([^/]+)$/.exec(pointer);
    if (component) return { ...siblings, $ref: hoist(target, pointer, component[1]!, component[2]!) };
    const inlined = visit(followPointer(load(target), pointer, $ref), target);
    return isObject(inlined) ? { ...inlined, ...siblings } : inlined;
  };

  const bundled = visit(document, root) as JsonObject;
  const components = (bundled.components ?? {}) as Record<string, JsonObject>;
  for (const [section, entries] of Object.entries(added)) components[section] = { ...components[section], ...entries };
  return { ...bundled, components };
}
