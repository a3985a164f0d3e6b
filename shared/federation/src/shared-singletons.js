// Modules that must exist exactly once on the page. Each app shares them as singletons with
// the version pinned in the workspace catalog, so the shell's copy is the one every remote uses.
// Trailing-slash keys share every subpath too (react-dom/client, @portal/ui/TextField, ...).
const fs = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../../..');

/** The versions pinned in pnpm-workspace.yaml's catalog: the one place a shared version is set. */
function readCatalog() {
  const text = fs.readFileSync(path.join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = text.split(/^catalog:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  const catalog = {};
  for (const match of block.matchAll(/^ {2}"?([^"\s:#][^":]*)"?:\s*([^\s#]+)/gm)) catalog[match[1]] = match[2];
  return catalog;
}

function versionOf(pkg) {
  const version = readCatalog()[pkg];
  if (!version) throw new Error(`${pkg} is shared as a singleton but has no version in the workspace catalog`);
  return version;
}

// react-router-dom is shared through @portal/router (tree-shaken), never directly.
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'single-spa',
  'single-spa-react',
  'zustand',
  'formik',
  'yup',
  'axios',
];

// Workspace packages that export TypeScript source by subpath. @portal/http holds the session
// store and @portal/i18n the page's language and strings, so each must be one instance (a language
// change then re-renders the shell and every remote's React root); the others are shared to avoid
// duplicate bytes.
const WORKSPACE_PACKAGES = ['@portal/http', '@portal/i18n', '@portal/ui', '@portal/forms', '@portal/contracts', '@portal/mount', '@portal/router'];

function sharedSingletons() {
  const shared = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = versionOf(pkg);
    const config = { singleton: true, requiredVersion: version, version, strictVersion: true };
    shared[pkg] = config;
    shared[`${pkg}/`] = config;
  }
  for (const pkg of WORKSPACE_PACKAGES) {
    const config = { singleton: true, requiredVersion: '1.0.0', version: '1.0.0' };
    shared[pkg] = config;
    shared[`${pkg}/`] = config;
  }
  return shared;
}

module.exports = { sharedSingletons, versionOf, SINGLETON_PACKAGES, WORKSPACE_PACKAGES, workspaceRoot };
