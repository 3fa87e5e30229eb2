#!/usr/bin/env node
// Fails when a spec constant exported by packages/flows/src/rules/constants.ts is read by nothing but tests: every
// constant there must be read by the code of a package or an app (apps/api included). Tests, test support
// (`test/`, `testing/`), stories and their scaffolding (`stories/`, `.stories.tsx`) and benchmarks do not count.
// A read is a use of the imported name (or `namespace.NAME`) in a file that imports it from the constants, from
// `@casino/flows` or `@casino/flows/rules`, or from the index files that re-export them; a constant read by another
// constant of the file counts only if that one is read. Runs its own self-test first, then checks the repo.
// Usage: node scripts/check-constants.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const CONSTANTS = 'packages/flows/src/rules/constants.ts';
/** The modules through which a constant can be imported: the file itself and the index files re-exporting it. */
const CONSTANT_MODULES = new Set([
  CONSTANTS,
  'packages/flows/src/rules/index.ts',
  'packages/flows/src/index.ts',
  '@casino/flows',
  '@casino/flows/rules',
]);
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'build', 'dist', 'coverage', '.react-router', 'storybook-static']);
/** Files whose reads do not count: tests, test support, stories and their scaffolding, benchmarks. */
const NOT_CODE = [
  /\.(?:test|spec)\.[cm]?[jt]sx?$/,
  /\.stories\.[jt]sx?$/,
  /(?:^|\/)(?:test|tests|testing|stories|bench)\//,
  /(?:^|\/)testing\.[jt]sx?$/,
];
export const countsAsCode = (path) => !NOT_CODE.some((pattern) => pattern.test(path));

const parse = (path, text) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : undefined);

/** The module a specifier names, as a repo-relative path without a guessed extension, or the bare name. */
function target(fromPath, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  const resolved = posix.normalize(posix.join(posix.dirname(fromPath), specifier));
  for (const candidate of [resolved, `${resolved}.ts`, `${resolved}/index.ts`]) {
    if (CONSTANT_MODULES.has(candidate)) return candidate;
  }
  return resolved;
}

/** Each exported constant of the constants file, with the other constants its value names. */
function exportedConstants(text) {
  const file = parse(CONSTANTS, text);
  const constants = new Map();
  for (const statement of file.statements) {
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported || !ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) constants.set(declaration.name.text, declaration.initializer);
    }
  }
  const names = new Map();
  for (const [name, initializer] of constants) {
    const named = new Set();
    const visit = (node) => {
      if (ts.isIdentifier(node) && constants.has(node.text) && node.text !== name) named.add(node.text);
      ts.forEachChild(node, visit);
    };
    if (initializer) visit(initializer);
    names.set(name, named);
  }
  return names;
}

/** Whether an identifier is a name being declared or a property name, not a reference to a binding. */
function isReference(node) {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (
    (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent)) return false;
  if (ts.isNamespaceImport(parent)) return false;
  return true;
}

/** The constants a file reads: its imports of them from the constant modules, and their uses in the file. */
function readsOf(path, text, names) {
  const file = parse(path, text);
  /** Local name -> constant, and the local names of namespace imports. */
  const locals = new Map();
  const namespaces = new Set();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!CONSTANT_MODULES.has(target(path, statement.moduleSpecifier.text))) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings) continue;
    if (ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    else
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (names.has(imported)) locals.set(element.name.text, imported);
      }
  }
  const read = new Set();
  if (locals.size === 0 && namespaces.size === 0) return read;
  const visit = (node) => {
    if (ts.isIdentifier(node) && locals.has(node.text) && isReference(node)) read.add(locals.get(node.text));
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text) &&
      names.has(node.name.text)
    )
      read.add(node.name.text);
    if (
      ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text) &&
      ts.isStringLiteral(node.argumentExpression) &&
      names.has(node.argumentExpression.text)
    )
      read.add(node.argumentExpression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return read;
}

/**
 * The exported constants read by no code, given the constants file's text and the other files (repo-relative
 * paths with forward slashes, and their texts).
 */
export function unreadConstants(constantsText, files) {
  const names = exportedConstants(constantsText);
  const read = new Set();
  for (const { path, text } of files) {
    if (path === CONSTANTS || !countsAsCode(path)) continue;
    for (const name of readsOf(path, text, names)) read.add(name);
  }
  // A constant named in the value of a read constant is read too.
  const pending = [...read];
  while (pending.length > 0) {
    for (const named of names.get(pending.pop()) ?? []) {
      if (!read.has(named)) {
        read.add(named);
        pending.push(named);
      }
    }
  }
  return [...names.keys()].filter((name) => !read.has(name));
}

function* sourceFiles(root, dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(root, `${dir}/${entry.name}`);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      const path = `${dir}/${entry.name}`;
      yield { path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') };
    }
  }
}

/** Cases of the self-test: the files besides the constants, and which constants must be reported unread. */
const SELF_TEST_CONSTANTS = [
  'export const A = 1;',
  'export const B = 2;',
  'export const C = 3;',
  'export const D = [C, 4];',
  'export const E = 5;',
  'const F = 6;',
].join('\n');
const selfTestCases = [
  { name: 'nothing reads anything', files: [], unread: ['A', 'B', 'C', 'D', 'E'] },
  {
    name: 'a test, a story, test support and a benchmark do not count',
    files: [
      { path: 'packages/flows/src/rules/x.test.ts', text: "import { A } from './constants.ts';\nA;" },
      { path: 'apps/casino/src/x.stories.tsx', text: "import { A } from '@casino/flows';\nA;" },
      { path: 'packages/flows/src/testing/x.ts', text: "import { A } from '../rules/constants.ts';\nA;" },
      { path: 'apps/api/test/x.ts', text: "import { A } from '@casino/flows/rules';\nA;" },
      { path: 'apps/api/bench/x.ts', text: "import { A } from '@casino/flows/rules';\nA;" },
      { path: 'apps/casino/src/features/lobby/testing.tsx', text: "import { A } from '@casino/flows';\nA;" },
    ],
    unread: ['A', 'B', 'C', 'D', 'E'],
  },
  {
    name: 'reads through each module, an alias and a namespace count; apps/api counts',
    files: [
      { path: 'packages/flows/src/rules/x.ts', text: "import { A } from './constants';\nexport const x = A;" },
      { path: 'packages/flows/src/m/m.ts', text: "import { B as Bee } from '../rules';\nBee + 1;" },
      { path: 'apps/api/src/x.ts', text: "import * as rules from '@casino/flows/rules';\nrules['E'];" },
      {
        path: 'apps/casino/src/x.tsx',
        text: "import * as f from '@casino/flows';\nexport const X = () => <p>{f.C}</p>;",
      },
    ],
    unread: ['D'],
  },
  {
    name: 'an import alone, a comment, a string, a property name or a local of the same name is no read',
    files: [
      { path: 'apps/casino/src/a.ts', text: "import { A } from '@casino/flows';\n// A\nexport const s = 'B';" },
      { path: 'apps/casino/src/b.ts', text: 'const o = { C: 1 };\no.C;\nexport const E = 2;\nE;' },
      { path: 'apps/casino/src/c.ts', text: "import { B } from './elsewhere';\nB;" },
      { path: 'apps/casino/src/d.ts', text: "import { D } from '@casino/flows';\nconst o = { D: 1 };\no.D;" },
      { path: 'apps/casino/src/e.ts', text: "import { D } from '@casino/flows';\nconst { D: d } = { D: 1 };\nd;" },
    ],
    unread: ['A', 'B', 'C', 'D', 'E'],
  },
  {
    name: 'a constant named by a read constant is read; the unexported one is not checked',
    files: [{ path: 'apps/api/src/x.ts', text: "import { D } from '@casino/flows/rules';\nD;" }],
    unread: ['A', 'B', 'E'],
  },
];

let bad = 0;
for (const { name, files, unread } of selfTestCases) {
  const found = unreadConstants(SELF_TEST_CONSTANTS, files);
  const ok = JSON.stringify(found) === JSON.stringify(unread);
  if (!ok) {
    bad++;
    console.log(`FAIL self-test: ${name}: expected unread ${unread.join(', ')}, found ${found.join(', ')}`);
  }
}
if (bad > 0) process.exit(1);
console.log(`ok   self-test: ${selfTestCases.length} cases`);

const root = fileURLToPath(new URL('..', import.meta.url));
const files = ['packages', 'apps'].flatMap((dir) => [...sourceFiles(root, `${root}${dir}`)]);
const unread = unreadConstants(readFileSync(`${root}${CONSTANTS}`, 'utf8'), files);
if (unread.length > 0) {
  console.log(`FAIL ${unread.length} constants of ${CONSTANTS} are read by nothing but tests: ${unread.join(', ')}`);
  console.log('     Read each where the spec needs it, or remove it.');
  process.exit(1);
}
console.log(`ok   every constant of ${CONSTANTS} is read by code`);
