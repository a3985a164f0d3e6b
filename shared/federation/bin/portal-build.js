#!/usr/bin/env node
// Builds the app in the current folder into a new versioned deploy and makes it current.
//   portal-build               build (always)
//   portal-build --if-changed  skip when the sources are unchanged since the current deploy
//   portal-build --serve [port] serve the current deploy on its own (for one team working alone)
// APP_VERSION=… forces a version name (used to redeploy one remote with a new version).
// The federation plugin probes 'pkg/' subpath keys, which Node reports as deprecated; not ours to fix.
process.noDeprecation = true;
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { sourceHash } = require('../src/source-hash');
const { readCurrent, publish } = require('../src/deploy');
const { serveStatic } = require('../src/serve-static');
const { precompress } = require('../src/precompress');

const appDir = process.cwd();
const workspaceRoot = path.resolve(__dirname, '../../..');
const pkg = require(path.join(appDir, 'package.json'));
// PORTAL_DEPLOY_ROOT deploys into <root>/<app>/dist instead of the app's own folder (the e2e suite
// redeploys a remote into its private copy of the portal this way).
const distDir = process.env.PORTAL_DEPLOY_ROOT
  ? path.join(process.env.PORTAL_DEPLOY_ROOT, pkg.name, 'dist')
  : path.join(appDir, 'dist');
const args = process.argv.slice(2);

async function build() {
  const hash = sourceHash(appDir, workspaceRoot);
  const current = readCurrent(distDir);
  const forcedVersion = process.env.APP_VERSION;
  if (args.includes('--if-changed') && !forcedVersion && current?.sourceHash === hash && fs.existsSync(path.join(distDir, current.version))) {
    console.log(`${pkg.name}: up to date (${current.version})`);
    return;
  }
  const version = forcedVersion || hash.slice(0, 12);
  const stagingDir = path.join(distDir, `.staging-${process.pid}`);
  fs.mkdirSync(distDir, { recursive: true });
  const makeConfig = require(path.join(appDir, 'webpack.config.js'));
  const config = makeConfig({ outputPath: stagingDir, version, mode: process.env.BUILD_MODE || 'production' });
  const started = Date.now();
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    fs.rmSync(stagingDir, { recursive: true, force: true });
    process.exit(1);
  }
  if (stats.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true }));
  // The browser, worker and server builds write into one folder side by side: a file one of them
  // emitted and another then removed would make a deploy that silently lacks it (its server drawing).
  const lost = emittedButMissing(stats, stagingDir);
  if (lost.length > 0) {
    console.error(`${pkg.name}: the build emitted files that are no longer there: ${lost.join(', ')}`);
    fs.rmSync(stagingDir, { recursive: true, force: true });
    process.exit(1);
  }
  precompress(stagingDir);
  publish(distDir, stagingDir, { name: pkg.name, version, sourceHash: hash, builtAt: new Date().toISOString() });
  console.log(`${pkg.name}: built ${version} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Every file each compiler emitted that is not on disk once all of them have finished. */
function emittedButMissing(stats, outputRoot) {
  const compilations = (stats.stats ?? [stats]).map((child) => child.compilation);
  return compilations.flatMap((compilation) =>
    [...compilation.emittedAssets]
      .map((name) => path.join(compilation.outputOptions.path, name))
      .filter((file) => !fs.existsSync(file))
      .map((file) => path.relative(outputRoot, file)),
  );
}

if (args.includes('--serve')) {
  const port = Number(args[args.indexOf('--serve') + 1]) || 9000;
  serveStatic(distDir, port);
} else {
  build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
