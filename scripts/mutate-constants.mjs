#!/usr/bin/env node
// Mutation check of the spec constants: changes each value in packages/flows/src/rules/constants.ts in turn (a
// number by +1, a string by one character, the first element of a list), runs the flows tests and reports every
// mutant they did not catch. Slow (one test run per value), so it is a tool, not a step of the test command.
// Usage: node scripts/mutate-constants.mjs [NAME ...]   (default: every constant)
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const flows = fileURLToPath(new URL('../packages/flows', import.meta.url));
const file = `${flows}/src/rules/constants.ts`;
const original = readFileSync(file, 'utf8');

/** Each `export const NAME ... = value;` with the offset and text of the first literal in its value. */
function literals(source) {
  const found = [];
  for (const match of source.matchAll(/^export const (\w+)[^=]*= ([\s\S]*?);$/gm)) {
    const value = match[2];
    const literal = /-?\d[\d_]*(?:\.\d+)?|'(?:[^'\\]|\\.)*'|\b(?:true|false)\b/.exec(value);
    if (!literal) continue;
    const at = match.index + match[0].indexOf(value) + literal.index;
    found.push({ name: match[1], at, text: literal[0] });
  }
  return found;
}

const mutate = (text) => {
  if (text === 'true') return 'false';
  if (text === 'false') return 'true';
  if (text.startsWith("'")) return `'${text.slice(1, -1)}x'`;
  return String(Number(text.replaceAll('_', '')) + 1);
};

const runTests = () =>
  spawnSync('npx', ['vitest', 'run', '--bail', '1', '--reporter=dot'], { cwd: flows, encoding: 'utf8' });
const baseline = runTests();
if (baseline.status !== 0) {
  console.error(`The flows tests fail without a mutation:\n${baseline.stdout}${baseline.stderr}`);
  process.exit(2);
}

const wanted = new Set(process.argv.slice(2));
const targets = literals(original).filter(({ name }) => wanted.size === 0 || wanted.has(name));
const survivors = [];
try {
  for (const { name, at, text } of targets) {
    const mutant = mutate(text);
    writeFileSync(file, original.slice(0, at) + mutant + original.slice(at + text.length));
    const caught = runTests().status !== 0;
    if (!caught) survivors.push(name);
    console.log(`${caught ? 'caught  ' : 'SURVIVED'} ${name}: ${text} -> ${mutant}`);
  }
} finally {
  writeFileSync(file, original);
}
console.log(`\n${targets.length - survivors.length} of ${targets.length} mutants caught.`);
if (survivors.length > 0) {
  console.log(`Survived: ${survivors.join(', ')}`);
  process.exitCode = 1;
}
