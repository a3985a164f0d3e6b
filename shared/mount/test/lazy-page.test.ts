/**
 * @jest-environment node
 */
/**
 * A lazy page's chunk group is named twice: in the call (what a drawing notes, lazy-page.tsx) and in
 * the import's webpackChunkName (what the build names the group's files by). The server preloads a
 * drawn page's group by the first name from the files listed under the second, so the two must match
 * in every remote, or the page's chunk silently stops being preloaded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const workspace = path.resolve(__dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each call naming a group then importing a chunk: `page('x', … import(/* webpackChunkName: "y" *\/ …`. */
const NAMED_IMPORT = /\(\s*'([\w-]+)',[^;]*?import\(\/\* webpackChunkName: "([\w-]+)" \*\//g;

const files = readdirSync(workspace)
  .filter((name) => name.startsWith('mfe-'))
  .flatMap((remote) => sourceFiles(path.join(workspace, remote, 'src')))
  .filter((file) => /lazy(Named)?Page/.test(readFileSync(file, 'utf8')));

it('finds the remotes\' lazy pages', () => {
  expect(files.map((file) => path.relative(workspace, file))).toEqual(expect.arrayContaining(['mfe-admission/src/AdmissionRoutes.tsx', 'mfe-admission/src/sections/registry.ts']));
});

it.each(files.map((file) => [path.relative(workspace, file), file]))('%s names each lazy page\'s chunk group as its import does', (_, file) => {
  const source = readFileSync(file!, 'utf8');
  const pairs = [...source.matchAll(NAMED_IMPORT)].map(([, called, chunk]) => ({ called, chunk }));
  expect(pairs.length).toBeGreaterThan(0);
  expect(pairs.filter(({ called, chunk }) => called !== chunk)).toEqual([]);
  // Every import in a file of lazy pages is named (an unnamed one is a page the server cannot preload).
  expect(source.match(/import\((?!\/\* webpackChunkName)/g) ?? []).toEqual([]);
});
