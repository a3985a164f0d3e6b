// Modules that must exist exactly once on the page. Each app shares them as singletons with
// the version pinned in the workspace catalog, so the shell's copy is the one every remote uses.
// Trailing-slash keys share every subpath too (react-dom/client, @portal/ui/TextField, ...).
const path = require('node:path');

function versionOf(pkg, fromDir) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'single-spa',
  'single-spa-react',
  'zustand',
  'formik',
  'yup',
  'axios',
];

// Workspace packages that export TypeScript source by subpath. @portal/http holds the
// session store, so it must be one instance; the others are shared to avoid duplicate bytes.
const WORKSPACE_PACKAGES = ['@portal/http', '@portal/ui', '@portal/contracts', '@portal/mount'];

function sharedSingletons(appDir) {
  const shared = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = versionOf(pkg, appDir);
    const config = { singleton: true, requiredVersion: version, version, strictVersion: true };
    shared[pkg] = config;
    shared[`${pkg}/`] = config;
  }
  for (const pkg of WORKSPACE_PACKAGES) {
    const config = { singleton: true, requiredVersion: '1.0.0', version: '1.0.0' };
    shared[`${pkg}/`] = config;
  }
  return shared;
}

module.exports = { sharedSingletons, SINGLETON_PACKAGES, WORKSPACE_PACKAGES, workspaceRoot: path.resolve(__dirname, '../../..') };
