// Proves the layering of the server's domains (issue "The server's domains"): a domain folder of apps/api/src may
// depend on db/, http/, the contract types and other domains' public exports, never in a circle, so that each domain
// can be read, tested and moved on its own. From the relative imports between the .ts files of apps/api/src (tests
// excluded; type-only imports count), it fails when top-level entries (each folder, and each root file such as
// config.ts) depend on each other directly (a two-way tie) or through others, when files import each other in a
// circle (inside one folder too), or when a relative import names no file. Two more rules are checked on the same
// sources: every query of a domain lives in its `repository.ts`, so no other file imports 'drizzle-orm' or a table of
// a `schema.ts` (a type-only import of one passes; issue "One room per spec feature"); and no folder inserts, updates
// or deletes rows of a table that another folder's `schema.ts` defines (it asks that domain's exported functions).
// The database's plumbing (`db/`) may build SQL; the demo content (`seed/`, written as data, as a migration would) is
// exempt from both. Runs its own self-test first.
// Usage: node scripts/check-api-layers.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { posix, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_ROOT = 'apps/api/src';
/** `import … from`, `import type … from`, `export … from` (over several lines too), `import '…'` and `import('…')`. */
const SPECIFIER_PATTERNS = [
  /\b(?:import|export)\s[^'";]*?\bfrom\s*(['"])(.+?)\1/g,
  /\bimport\s*(['"])(.+?)\1/g,
  /\bimport\s*\(\s*(['"])(.+?)\1\s*\)/g,
];

/** The specifiers a source text imports or re-exports. Kept simple: an import in a comment counts too. */
function specifiers(text) {
  const found = SPECIFIER_PATTERNS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[2]));
  return [...new Set(found)].sort();
}

const relativeSpecifiers = (text) => specifiers(text).filter((specifier) => specifier.startsWith('.'));

/** A specifier naming a folder's tables (`./schema.ts`, `../b/schema.js`, `../b/schema`). */
const SCHEMA = /(^|\/)schema(\.[jt]s)?$/;

/** The files that may build SQL: a domain's `repository.ts` (its queries) and `schema.ts` (its tables). */
const QUERY_FILE = /(^|\/)(repository|schema)\.ts$/;

/** The folders that may build SQL anywhere: the database's own plumbing, and the demo content written as data. */
const QUERIES_EXEMPT = new Set(['db', 'seed']);

/**
 * Each import of SQL by a file that is no repository (`a/limits.ts imports 'drizzle-orm'`), else nothing: a
 * drizzle-orm import, or a value imported or re-exported from a `schema.ts` (its tables). A type-only import of a
 * schema (`import type { Row } from './schema.ts'`) names no table and passes.
 */
function queriesOutsideRepositories(file, text) {
  if (QUERY_FILE.test(file) || QUERIES_EXEMPT.has(topLevel(file))) return [];
  const statements = [...text.matchAll(/\b(?:import|export)\s+(type\s+)?([^'";]*?)\bfrom\s*(['"])(.+?)\3/g)];
  const typeOnly = ([, typeKeyword, names]) => {
    if (typeKeyword) return true;
    const braced = /^\{([^}]*)\}$/.exec(names.trim());
    const parts =
      braced?.[1]
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean) ?? [];
    return parts.length > 0 && parts.every((part) => part.startsWith('type '));
  };
  const namesTables = (specifier) => {
    const naming = statements.filter((statement) => statement[4] === specifier);
    return naming.length === 0 || !naming.every(typeOnly);
  };
  return specifiers(text)
    .filter((specifier) => /^drizzle-orm(\/|$)/.test(specifier) || (SCHEMA.test(specifier) && namesTables(specifier)))
    .map((specifier) => `${file} imports '${specifier}'`);
}

const WRITE_VERBS = { insert: 'inserts into', update: 'updates', delete: 'deletes from' };

/** The folders whose tables a file may write although they are not its own (see the top of this file). */
const WRITES_EXEMPT = new Set(['seed']);

/**
 * Each write of a file to a table imported from another folder's schema (by name, or through a namespace import):
 * `.insert(t)`, `.update(t)`, `.delete(t)`, and `insert into ${t}`, `update ${t}`, `delete from ${t}` in raw SQL.
 */
function foreignWrites(file, text) {
  if (WRITES_EXEMPT.has(topLevel(file))) return [];
  const owner = new Map();
  for (const [, names, specifier] of text.matchAll(/\bimport\s*([^;]*?)\s*from\s*'([^']*)'/g)) {
    const folder = topLevel(posix.join(posix.dirname(file), specifier));
    if (!specifier.startsWith('.') || !SCHEMA.test(specifier) || folder === topLevel(file)) continue;
    const namespace = /^\*\s*as\s+(\w+)$/.exec(names)?.[1];
    if (namespace) owner.set(`${namespace}.`, folder);
    for (const part of /\{([^}]*)\}/.exec(names)?.[1].split(',') ?? []) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name && !name.startsWith('type ')) owner.set(name, folder);
    }
  }
  const calls = [...text.matchAll(/\.(insert|update|delete)\(\s*([\w.]+)\s*\)/g)];
  const rawSql = [...text.matchAll(/\b(insert\s+into|update|delete\s+from)\s+\$\{\s*([\w.]+)\s*\}/gi)];
  const writes = [...calls, ...rawSql].map(([, write, table]) => [write.split(/\s/)[0].toLowerCase(), table]);
  const ownerOf = (table) => owner.get(table) ?? owner.get(table.replace(/[^.]+$/, ''));
  return writes
    .filter(([, table]) => ownerOf(table))
    .map(([write, table]) => `${file} ${WRITE_VERBS[write]} ${ownerOf(table)}'s ${table}`);
}

/**
 * The file among `files` a specifier names: `x.js`, `x.ts` and `x` name `x.ts`, or `x.d.ts` (the types of a module
 * written in JavaScript, such as the demo slot's browser rules), or `x/index.ts` for a folder.
 */
function resolve(from, specifier, files) {
  const base = posix.join(posix.dirname(from), specifier).replace(/\.[jt]s$/, '');
  return [`${base}.ts`, `${base}.d.ts`, `${base}/index.ts`].find((candidate) => files.has(candidate));
}

/** The file graph (file -> Set of the files it imports) of sources (path -> text), and the imports naming no file. */
function importGraph(sources) {
  const graph = new Map();
  const unresolved = [];
  for (const [file, text] of sources) {
    graph.set(file, new Set());
    for (const specifier of relativeSpecifiers(text)) {
      const target = resolve(file, specifier, sources);
      if (target) graph.get(file).add(target);
      else unresolved.push(`${file} imports '${specifier}'`);
    }
  }
  return { graph, unresolved };
}

/** Tarjan's strongly connected components of a graph: node -> Set of nodes (or Map keyed by nodes) it points at. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) low.set(node, Math.min(low.get(node), low.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = stack.splice(stack.lastIndexOf(node));
    for (const member of component) onStack.delete(member);
    components.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** The top-level entry of apps/api/src a file belongs to: its folder, or the root file itself. */
const topLevel = (file) => file.split('/')[0];

/** The folder graph: top-level entry -> entry it imports -> the file imports (`a/x.ts -> b/y.ts`) making that edge. */
function folderGraph(graph) {
  const folders = new Map([...graph.keys()].map((file) => [topLevel(file), new Map()]));
  for (const [file, targets] of graph) {
    for (const target of targets) {
      if (topLevel(target) === topLevel(file)) continue;
      const edges = folders.get(topLevel(file));
      edges.set(topLevel(target), [...(edges.get(topLevel(target)) ?? []), `${file} -> ${target}`]);
    }
  }
  return folders;
}

/** Each circle of more than one folder: its folders, and each edge inside it (`a -> b (two-way): <file imports>`). */
function folderCircles(graph) {
  const folders = folderGraph(graph);
  const describe = (from, to, imports) =>
    `${from} -> ${to}${folders.get(to).has(from) ? ' (two-way)' : ''}: ${imports.sort().join(', ')}`;
  return stronglyConnected(folders)
    .filter((component) => component.length > 1)
    .map((component) => ({
      folders: component,
      edges: component.flatMap((from) =>
        [...folders.get(from)]
          .filter(([to]) => component.includes(to))
          .map(([to, imports]) => describe(from, to, imports))
          .sort(),
      ),
    }));
}

/** A shortest circle from a component's first file back to it, inside the component: `[a, b, …, a]`. */
function circleThrough(graph, component) {
  const [start] = component;
  const cameFrom = new Map();
  const queue = [start];
  for (const node of queue) {
    for (const next of graph.get(node)) {
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = cameFrom.get(at)) path.splice(1, 0, at);
        return [...path, start];
      }
      if (component.includes(next) && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
}

/** One circle of files (`a.ts -> b.ts -> a.ts`) per strongly connected component of files, a self-import included. */
function fileCircles(graph) {
  return stronglyConnected(graph)
    .filter((component) => component.length > 1 || graph.get(component[0]).has(component[0]))
    .map((component) => circleThrough(graph, component).join(' -> '));
}

/** A file graph from edges `a/x.ts -> b/y.ts`, for the self-test. */
function graphOf(...edges) {
  const graph = new Map();
  for (const [from, to] of edges.map((edge) => edge.split(' -> '))) {
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
    if (!graph.has(to)) graph.set(to, new Set());
  }
  return graph;
}

const tie = graphOf('a/x.ts -> b/y.ts', 'b/y.ts -> b/z.ts', 'b/z.ts -> a/w.ts', 'c.ts -> a/x.ts');
const threeFolders = graphOf('a/x.ts -> b/y.ts', 'b/y.ts -> config.ts', 'config.ts -> a/x.ts');
const insideOne = graphOf('a/x.ts -> a/y.ts', 'a/y.ts -> a/z.ts', 'a/z.ts -> a/x.ts', 'a/z.ts -> b/w.ts');
const acyclic = graphOf('a/x.ts -> b/y.ts', 'a/x.ts -> c/z.ts', 'b/y.ts -> c/z.ts', 'c/z.ts -> c/w.ts');
const parsed = [
  "import type {\n  A,\n  B\n} from './x.js';",
  "const load = () => import('./y.js');",
  "export { C } from '../c/index.ts';\nexport * from './d';\nimport './e.ts';",
  "import { readFileSync } from 'node:fs';\nimport.meta.url;\n// import { old } from './f.ts';",
].join('\n');
const sources = new Map([
  ['a/x.ts', "import { y } from '../b/y.js';\nimport { b } from '../b';\nimport { n } from './nope.ts';"],
  ['b/index.ts', ''],
  ['b/y.ts', "import type { X } from '../a/x.ts';\nimport { c } from '../c.ts';"],
  ['c.ts', ''],
]);
const selfTestCases = [
  {
    name: 'a two-way tie between folders is found, with the file imports making it, and no circle of files',
    found: [folderCircles(tie), fileCircles(tie)],
    expected: [
      [{ folders: ['a', 'b'], edges: ['a -> b (two-way): a/x.ts -> b/y.ts', 'b -> a (two-way): b/z.ts -> a/w.ts'] }],
      [],
    ],
  },
  {
    name: 'a circle of three folders (a root file one of them) is found',
    found: folderCircles(threeFolders).map((circle) => circle.folders),
    expected: [['a', 'b', 'config.ts']],
  },
  {
    name: 'a circle of files inside one folder is found, and no circle of folders',
    found: [fileCircles(insideOne), folderCircles(insideOne)],
    expected: [['a/x.ts -> a/y.ts -> a/z.ts -> a/x.ts'], []],
  },
  { name: 'an acyclic graph passes', found: [folderCircles(acyclic), fileCircles(acyclic)], expected: [[], []] },
  {
    name: 'multi-line, type-only, dynamic, re-export and side-effect imports are parsed; packages are not',
    found: relativeSpecifiers(parsed),
    expected: ['../c/index.ts', './d', './e.ts', './f.ts', './x.js', './y.js'],
  },
  {
    name: 'SQL outside a repository is found (drizzle-orm, a schema value); repositories, schema types, db/ and seed/ pass',
    found: [
      queriesOutsideRepositories(
        'a/handlers.ts',
        "import type { ServiceHandlers } from '../contract/handler-types.ts';\nimport { eq } from 'drizzle-orm';\n" +
          "import { t } from './schema.ts';",
      ),
      queriesOutsideRepositories(
        'a/limits.ts',
        "import { sql } from 'drizzle-orm/sql';\nimport { x, type Y } from '../b/schema.js';",
      ),
      queriesOutsideRepositories(
        'a/repository.ts',
        "import { eq } from 'drizzle-orm';\nimport { t } from './schema.ts';",
      ),
      queriesOutsideRepositories(
        'a/rules.ts',
        "import type {\n  Row,\n} from './schema.ts';\nimport { type Kind } from '../b/schema.ts';\nimport { read } from './repository.ts';",
      ),
      queriesOutsideRepositories('a/re-export.ts', "export { t } from './schema.ts';\nimport './schema';"),
      queriesOutsideRepositories('db/pages.ts', "import { sql } from 'drizzle-orm';"),
      queriesOutsideRepositories('seed/seed.ts', "import { t } from '../b/schema.ts';"),
    ],
    expected: [
      ["a/handlers.ts imports './schema.ts'", "a/handlers.ts imports 'drizzle-orm'"],
      ["a/limits.ts imports '../b/schema.js'", "a/limits.ts imports 'drizzle-orm/sql'"],
      [],
      [],
      ["a/re-export.ts imports './schema'", "a/re-export.ts imports './schema.ts'"],
      [],
      [],
    ],
  },
  {
    name: "a write to another folder's table is found; its own tables, reads, type imports and seed/ pass",
    found: [
      foreignWrites(
        'a/x.ts',
        "import { mine } from './schema.ts';\nimport { theirs as t, type Row, read } from '../b/schema.ts';\n" +
          'await tx.update(t).set({});\nawait db.insert(mine);\nawait db.select().from(read);\nawait tx.delete( t );',
      ),
      foreignWrites('seed/seed.ts', "import { theirs } from '../b/schema.ts';\nawait db.insert(theirs);"),
      foreignWrites(
        'a/y.ts',
        "import * as b from '../b/schema';\nimport { own } from './schema.js';\nimport { c } from '../c/schema.js';\n" +
          'await tx.insert(b.rows);\nawait tx.execute(sql`update ${c} set x = 1`);\nawait tx.execute(sql`update ${own} set x = 1`);',
      ),
    ],
    expected: [
      ["a/x.ts updates b's t", "a/x.ts deletes from b's t"],
      [],
      ["a/y.ts inserts into b's b.rows", "a/y.ts updates c's c"],
    ],
  },
  {
    name: 'specifiers ending in .js, .ts or nothing resolve to the file or the folder index; others are reported',
    found: importGraph(sources),
    expected: {
      graph: graphOf('a/x.ts -> b/index.ts', 'a/x.ts -> b/y.ts', 'b/y.ts -> a/x.ts', 'b/y.ts -> c.ts'),
      unresolved: ["a/x.ts imports './nope.ts'"],
    },
  },
];

/** JSON of a value, Maps and Sets written as arrays, for comparing results. */
const asJson = (value) => JSON.stringify(value, (_key, v) => (v instanceof Map || v instanceof Set ? [...v] : v));

const failedCases = selfTestCases.filter(({ found, expected }) => asJson(found) !== asJson(expected));
for (const { name, found, expected } of failedCases) {
  console.log(`FAIL self-test: ${name}: expected ${asJson(expected)}, found ${asJson(found)}`);
}
if (failedCases.length > 0) process.exit(1);
console.log(`ok   self-test: ${selfTestCases.length} cases`);

const root = fileURLToPath(new URL(`../${SOURCE_ROOT}/`, import.meta.url));
const files = readdirSync(root, { recursive: true })
  .map((path) => path.split(sep).join('/'))
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
  .sort();
const tree = new Map(files.map((file) => [file, readFileSync(root + file, 'utf8')]));
const { graph, unresolved } = importGraph(tree);
const queriesOutside = [...tree].flatMap(([file, text]) => queriesOutsideRepositories(file, text));
const writesOfOthers = [...tree].flatMap(([file, text]) => foreignWrites(file, text));
const circlesOfFolders = folderCircles(graph);
const circlesOfFiles = fileCircles(graph);

for (const line of unresolved) console.log(`FAIL unresolvable import: ${line}`);
for (const { folders, edges } of circlesOfFolders) {
  console.log(`FAIL folders tied in a circle: ${folders.join(', ')}`);
  for (const edge of edges) console.log(`       ${edge}`);
}
for (const circle of circlesOfFiles) console.log(`FAIL circle of files: ${circle}`);
for (const line of queriesOutside) console.log(`FAIL SQL outside a repository: ${line}`);
for (const line of writesOfOthers) console.log(`FAIL a write to another domain's table: ${line}`);
const repositoryFiles = files.filter((file) => /(^|\/)repository\.ts$/.test(file)).length;
const schemaFiles = files.filter((file) => SCHEMA.test(file)).length;
// Renamed repository or schema files would turn the two rules off silently: then they checked nothing.
if (repositoryFiles === 0 || schemaFiles === 0)
  console.log(`FAIL found ${repositoryFiles} repositories and ${schemaFiles} schema files: the rules checked nothing`);
const failures = [unresolved, circlesOfFolders, circlesOfFiles, queriesOutside, writesOfOthers];
if (failures.some((found) => found.length > 0) || repositoryFiles === 0 || schemaFiles === 0) {
  console.log(`check-api-layers: ${SOURCE_ROOT} breaks the layering of its domains (issue "The server's domains").`);
  process.exit(1);
}
const entries = new Set(files.map(topLevel)).size;
console.log(
  `check-api-layers: ${files.length} files, ${entries} top-level folders and root files, no two-way tie, no circle of files;` +
    ` SQL only in ${repositoryFiles} repositories and ${schemaFiles} schema files (and db/, seed/), no write to another` +
    ` domain's table.`,
);
