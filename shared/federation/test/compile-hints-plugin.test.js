/**
 * Every script the build emits that Chromium streams (30 KiB or more) starts with V8's compile hint,
 * minified or not: the hint counts only as a file's first line, and the minifier drops comments. A
 * smaller script goes without (compiled on the main thread either way, the hint would only add bytes).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const SwcMinifyPlugin = require('../src/swc-minify-plugin');
const { CompileHintsPlugin, COMPILE_HINT, STREAMED_SCRIPT_MIN_BYTES } = require('../src/compile-hints-plugin');

let folder;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  // The entry carries 40 KB of words (kept by the minifier: they are printed); the lazy chunk is tiny.
  const words = JSON.stringify(Array.from({ length: 4000 }, (_, index) => `word${index}`).join(' '));
  fs.writeFileSync(path.join(folder, 'entry.js'), `export function greet(name) { return 'Hello ' + name; }\nconsole.log(${words});\nimport(/* webpackChunkName: "later" */ './later.js').then((later) => console.log(greet(later.name)));\n`);
  fs.writeFileSync(path.join(folder, 'later.js'), "export const name = 'applicant'; // a comment the minifier drops\n");
});

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

function build(mode) {
  const compiler = webpack({
    mode,
    context: folder,
    entry: { main: './entry.js' },
    output: { path: path.join(folder, 'dist'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
    devtool: false,
    optimization: { minimize: mode === 'production', minimizer: [new SwcMinifyPlugin()] },
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : compiler.close(() => resolve()))));
}

const scriptsIn = (dist) => fs.readdirSync(dist).filter((file) => file.endsWith('.js'));

it.each(['production', 'development'])('starts every streamed script with the compile hint, and no smaller one (%s build)', async (mode) => {
  await build(mode);
  const dist = path.join(folder, 'dist');
  expect(scriptsIn(dist).sort()).toEqual(['later.chunk.js', 'main.js']);
  const entry = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
  expect(entry.length).toBeGreaterThanOrEqual(STREAMED_SCRIPT_MIN_BYTES);
  expect(entry.startsWith(COMPILE_HINT)).toBe(true);
  // Once: the hint is not repeated further down the file.
  expect(entry.indexOf('allFunctionsCalledOnLoad', COMPILE_HINT.length)).toBe(-1);
  const lazyChunk = fs.readFileSync(path.join(dist, 'later.chunk.js'), 'utf8');
  expect(lazyChunk.length).toBeLessThan(STREAMED_SCRIPT_MIN_BYTES);
  expect(lazyChunk).not.toContain('allFunctionsCalledOnLoad');
}, 60_000);
