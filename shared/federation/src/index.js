// The one webpack + Module Federation config factory every app uses (shell and remotes).
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { sharedSingletons, SINGLETON_PACKAGES, versionOf } = require('./shared-singletons');
const { ChunkGroupsPlugin } = require('./chunk-groups-plugin');
const { CompileHintsPlugin } = require('./compile-hints-plugin');
const { serverConfig, SERVER_FOLDER } = require('./server-config');

/** The folder of an installed package, found from any file it resolves to (its package.json may not be exported). */
function packageRoot(name, fromDir) {
  const file = require.resolve(name, { paths: [fromDir] });
  const marker = `${path.sep}node_modules${path.sep}${name.split('/').join(path.sep)}${path.sep}`;
  return file.slice(0, file.lastIndexOf(marker) + marker.length - 1);
}

function runtimeCoreEntry() {
  const runtime = packageRoot('@module-federation/runtime', packageRoot('@module-federation/enhanced', __dirname));
  const core = packageRoot('@module-federation/runtime-core', runtime);
  return path.join(core, require(path.join(core, 'package.json')).exports['.'].import.default);
}

/** Federation names use underscores: mfe-admission → mfe_admission. */
const federationName = (packageName) => packageName.replace(/[^a-zA-Z0-9_]/g, '_');

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (its package.json names it)
 * @param {Record<string,string>} [options.exposes]  remote modules, e.g. { './app': './src/app.tsx' }
 * @param {boolean} [options.host]       the shell: emits index.html and the service worker
 * @param {string} options.outputPath    where portal-build wants the files
 * @param {string} options.version       deploy version, baked in as __APP_VERSION__
 * @param {string} options.publicPath    'auto' for remotes; an absolute path for the host
 * @param {string} [options.mode]
 */
const swcRule = (production) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production } },
        target: 'es2020',
        externalHelpers: true,
      },
    },
  },
});

/**
 * The shell's workers are built apart from the federated app: a worker has no DOM, and each is a
 * single plain file. The service worker is at a fixed name (sw.js) so the server can serve it from
 * the site root; the fetch-ahead worker (shell/src/fetch-ahead-worker.ts) sits beside main.js.
 */
const WORKERS = { sw: './src/service-worker.ts', 'fetch-ahead-worker': './src/fetch-ahead-worker.ts' };
const WORKER_FILES = Object.keys(WORKERS).map((name) => `${name}.js`);

function workersConfig({ appDir, outputPath, version, mode }) {
  return {
    name: 'workers',
    dependencies: ['app'],
    mode,
    context: appDir,
    target: 'webworker',
    devtool: false,
    entry: WORKERS,
    output: { path: outputPath, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule(mode === 'production')] },
    plugins: [new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(version) })],
    stats: 'errors-warnings',
  };
}

/** shared/contracts/src/admission/summary: the words and summaries of an admission application's answers. */
const ADMISSION_SUMMARIES = /shared[\\/]contracts[\\/]src[\\/]admission[\\/]summary[\\/]/;

function createAppConfig(options) {
  const app = appConfig(options);
  const server = serverConfig({ ...options, mode: options.mode ?? 'production', browserConfig: app });
  return options.host ? [app, workersConfig(options), server] : [app, server];
}

function appConfig({ appDir, exposes = {}, host = false, outputPath, version, publicPath, mode = 'production' }) {
  const pkg = require(path.join(appDir, 'package.json'));
  const name = federationName(pkg.name);
  const production = mode === 'production';

  return {
    name: 'app',
    mode,
    context: appDir,
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    // after-paint starts main on pages whose first screen the server drew (shell/src/after-paint.ts).
    entry: host ? { main: './src/index.ts', 'after-paint': './src/after-paint.ts' } : {},
    output: {
      path: outputPath,
      publicPath,
      uniqueName: name,
      // No content hashes: every deploy has its own immutable folder (dist/<version>/), which is the cache key.
      // ([contenthash] also trips a webpack 5.111 regression in the federation runtime module.)
      filename: '[name].js',
      // Unnamed chunks are named by id. A chunk named text-<language>-… holds strings the first screen
      // needs: the server preloads the page language's ones with the page (api/src/web/first-screen.ts).
      chunkFilename: '[name].js',
      // The server module (server-config.js) and the shell's workers are written into the same folder by
      // compilers running beside this one: cleaning must not remove what they wrote before this one emits
      // (it did, by timing, leaving a deploy with no server drawing).
      clean: { keep: (file) => file.split(/[\\/]/)[0] === SERVER_FOLDER || WORKER_FILES.includes(file) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // The federation runtime reaches runtime-core through both its CommonJS and ES module builds;
      // pointing both at one file keeps a single copy in the shell (about 20 KB gzipped).
      alias: {
        ...(host ? { '@module-federation/runtime-core$': runtimeCoreEntry() } : {}),
        // swc's helpers (externalHelpers) are imported from wherever the compiled file lives, and a
        // shared package (shared/forms…) need not depend on them itself: every app uses this copy.
        '@swc/helpers': packageRoot('@swc/helpers', __dirname),
      },
    },
    module: {
      rules: [
        swcRule(production),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
      ],
    },
    optimization: {
      // The shell hands remotes each shared module from a chunk of its own (shell/src/federation/
      // shared-modules.ts). The admission answers' summaries are taken together (the words of every
      // section page name options through them): one file instead of fifteen, each of which cost the
      // phone's main thread a request in the middle of a form page's start-up.
      ...(host ? { splitChunks: { cacheGroups: { admissionSummaries: { test: ADMISSION_SUMMARIES, name: 'contracts-admission-summary', chunks: 'async', enforce: true } } } } : {}),
      minimize: production,
      minimizer: [
        // swc's minifier keeps the remote container global intact (esbuild's IIFE wrapper hides it).
        new (require('./swc-minify-plugin'))(),
      ],
    },
    performance: { hints: false },
    // Expected with publicPath 'auto': the manifest's files resolve against wherever the remote is served.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    plugins: [
      new webpack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(version),
        __APP_NAME__: JSON.stringify(name),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[id].css' }),
      new ChunkGroupsPlugin({ host }),
      new CompileHintsPlugin(),
      ...(host
        ? [
            // The shell is a plain application, not a federation container: it starts the federation
            // runtime itself, lazily, when the first remote is needed (shell/src/federation), so
            // the runtime is not on the first load of a page the shell draws alone, and the shell's
            // own code splits like any application's. It gives the remotes its copies of the shared
            // singletons at the versions pinned in the catalog.
            new webpack.DefinePlugin({
              __SHARED_VERSIONS__: JSON.stringify(Object.fromEntries(SINGLETON_PACKAGES.map((pkg) => [pkg, versionOf(pkg)]))),
            }),
          ]
        : [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes,
              shared: sharedSingletons(),
              manifest: true,
              dts: false,
              // The shell starts the one federation runtime (shell/src/federation/runtime.ts); remotes use it
              // instead of shipping their own (about 20 KB gzipped saved per remote). Browser-only.
              experiments: { externalRuntime: true, optimization: { target: 'web' } },
            }),
          ]),
      ...(host
        ? [
            new HtmlWebpackPlugin({
              template: './src/index.html',
              chunks: ['main'],
              scriptLoading: 'defer',
            }),
          ]
        : []),
    ],
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, federationName };
