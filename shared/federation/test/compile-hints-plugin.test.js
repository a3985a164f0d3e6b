/**
 * Every script the build emits starts with V8's compile hint, minified or not: the hint counts only
 * as a file's first line, and the minifier drops comments.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const SwcMinifyPlugin = require('../src/swc-minify-plugin');
const { CompileHintsPlugin, COMPILE_HINT } = require('../src/compile-hints-plugin');

let folder;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.writeFileSync(path.join(folder, 'entry.js'), "export function greet(name) { return 'Hello ' + name; }\nimport('./later.js').then((later) => console.log(greet(later.name)));\n");
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

it.each(['production', 'development'])('starts every emitted script with the compile hint (%s build)', async (mode) => {
  await build(mode);
  const dist = path.join(folder, 'dist');
  const scripts = scriptsIn(dist);
  // The entry and its lazily loaded chunk.
  expect(scripts).toHaveLength(2);
  for (const script of scripts) {
    const code = fs.readFileSync(path.join(dist, script), 'utf8');
    expect(code.startsWith(COMPILE_HINT)).toBe(true);
    // Once: the hint is not repeated further down the file.
    expect(code.indexOf('allFunctionsCalledOnLoad', COMPILE_HINT.length)).toBe(-1);
  }
}, 60_000);
