// Writes shared/i18n/GLOSSARY.md (the readable glossary) from shared/i18n/src/glossary.ts.
// Usage: node scripts/glossary.mjs   (shared/i18n/test/glossary.test.ts checks the file is up to date)
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A TypeScript module of shared/i18n/src that imports only types, loaded as JavaScript. */
async function load(name) {
  const source = readFileSync(join(root, 'shared/i18n/src', name), 'utf8');
  const { code } = transformSync(source, { filename: name, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

const { GLOSSARY } = await load('glossary.ts');
const { glossaryMarkdown } = await load('glossary-markdown.ts');
writeFileSync(join(root, 'shared/i18n/GLOSSARY.md'), glossaryMarkdown(GLOSSARY));
console.log(`shared/i18n/GLOSSARY.md: ${GLOSSARY.length} entries`);
