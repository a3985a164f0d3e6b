// The server build of an app: beside its browser files, every deploy carries a Node module that draws
// the app's first screen as HTML (dist/<version>/server/render.js). The API loads the module of the
// deploy that is live and puts its HTML in the page (api/src/web/server-drawing.ts), so a phone shows
// the screen as soon as the page and its stylesheet arrive; the browser build then hydrates it.
// A remote's server module goes with its deploy, so remotes still deploy alone.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** Where a deploy keeps its server module: never served to browsers (api/src/web/plugin.ts refuses it). */
const SERVER_FOLDER = 'server';

/**
 * A remote's server module: createRemoteServerRenderer (shared/mount/src/server.tsx) with each exposed
 * module, loaded when first drawn. Written beside the app's other build caches.
 */
function remoteServerEntry(appDir, exposes) {
  const folder = path.join(appDir, 'node_modules', '.cache', 'portal-server');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, 'entry.js');
  const loaders = Object.entries(exposes).map(
    ([expose, source]) => `  ${JSON.stringify(expose.replace(/^\.\//, ''))}: () => import(${JSON.stringify(path.resolve(appDir, source))}),`,
  );
  const code = `import { createRemoteServerRenderer } from '@portal/mount/server';\n\nexport const draw = createRemoteServerRenderer({\n${loaders.join('\n')}\n});\n`;
  // Rewritten only when it changes, so webpack's cache and watchers see a stable file.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== code) fs.writeFileSync(file, code);
  return file;
}

/**
 * @param {object} options
 * @param {string} options.appDir
 * @param {string} options.outputPath
 * @param {string} options.mode
 * @param {object} options.browserConfig  the app's browser config: the same loaders, aliases and constants
 * @param {Record<string,string>} [options.exposes]  a remote's exposed modules
 * @param {boolean} [options.host]
 */
function serverConfig({ appDir, outputPath, mode, browserConfig, exposes = {}, host = false }) {
  const constants = browserConfig.plugins.filter((plugin) => plugin instanceof webpack.DefinePlugin);
  return {
    name: 'server',
    mode,
    context: appDir,
    target: 'node20',
    devtool: false,
    entry: { render: host ? './src/server.tsx' : remoteServerEntry(appDir, exposes) },
    output: {
      path: path.join(outputPath, SERVER_FOLDER),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: false,
    },
    resolve: browserConfig.resolve,
    module: {
      rules: [
        browserConfig.module.rules[0],
        // Styles are the browser's: the server draws markup only.
        { test: /\.css$/, use: [require.resolve('./empty-module-loader')] },
      ],
    },
    // One file: the server reads it once per deploy; strings of every language and lazy pages inside.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    plugins: [...constants, new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    stats: 'errors-warnings',
  };
}

module.exports = { serverConfig, SERVER_FOLDER };
