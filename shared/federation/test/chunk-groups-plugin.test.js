/**
 * included-chunks.json (chunk-groups-plugin.js): a chunk that holds every module of another is
 * listed with it, so the server preloads the one (running it installs both).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { ChunkGroupsPlugin } = require('../src/chunk-groups-plugin');

let folder;

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-groups-'));
  // The country names are asked for alone, and by a page that holds them too.
  fs.writeFileSync(path.join(folder, 'entry.js'), "import(/* webpackChunkName: \"names\" */ './names.js');\nimport(/* webpackChunkName: \"page\" */ './page.js');\n");
  fs.writeFileSync(path.join(folder, 'names.js'), "export const names = { SG: 'Singapore', MY: 'Malaysia' };\n");
  fs.writeFileSync(path.join(folder, 'page.js'), "import { names } from './names.js';\nexport const page = () => names.SG;\n");
});

afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

function build() {
  const compiler = webpack({
    mode: 'production',
    context: folder,
    entry: { main: './entry.js' },
    output: { path: path.join(folder, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
    devtool: false,
    optimization: { minimize: false },
    plugins: [new ChunkGroupsPlugin({ host: true })],
  });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : compiler.close(() => resolve()))));
}

const read = (file) => JSON.parse(fs.readFileSync(path.join(folder, 'dist', file), 'utf8'));

it('lists the chunks each file holds whole, and the files of each named lazy group', async () => {
  await build();
  expect(read('chunk-groups.json')).toEqual({ names: ['names.js'], page: ['page.js'] });
  expect(read('included-chunks.json')).toEqual({ 'page.js': ['names.js'] });
}, 60_000);
