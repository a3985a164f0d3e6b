// The installed packages jest's CommonJS runtime must have compiled: those that ship only ES modules
// ("type": "module"), and the CommonJS ones that load a module with import() (which jest cannot run
// without --experimental-vm-modules; the compiler turns it into require). Every other package is
// loaded as it is: compiling all of node_modules cost each API suite about half a second of cache
// look-ups before its first test (jest hashes every file it might transform), and the API suites
// import several hundred modules.
//
// A test that fails with "A dynamic import callback was invoked without --experimental-vm-modules"
// names a package in its stack: add it to LOADS_WITH_IMPORT.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const STORE = path.join(__dirname, '../../node_modules/.pnpm');

/** CommonJS packages the node suites load that call import() at run time (found by grep, then by the tests). */
const LOADS_WITH_IMPORT = new Set(['@electric-sql/pglite', '@fastify/cookie', '@fastify/static', 'fastify', 'koa', 'lru-cache', 'pino', 'piscina', '@peculiar/x509', 'pg-cloudflare']);

/** pnpm keeps each package at node_modules/.pnpm/<name with + for />@<version…>/node_modules/<name>. */
function packageOfStoreEntry(entry) {
  const at = entry.indexOf('@', 1);
  return at < 0 ? null : entry.slice(0, at).replace('+', '/');
}

function isEsModuleOnly(entry, name) {
  try {
    return JSON.parse(readFileSync(path.join(STORE, entry, 'node_modules', name, 'package.json'), 'utf8')).type === 'module';
  } catch {
    return false;
  }
}

/** The store entries (node_modules/.pnpm/<entry>/…) of the packages to compile. */
function storeEntriesToCompile() {
  return readdirSync(STORE).filter((entry) => {
    const name = packageOfStoreEntry(entry);
    return name !== null && (LOADS_WITH_IMPORT.has(name) || isEsModuleOnly(entry, name));
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * jest's transformIgnorePatterns for the node suites: a file in node_modules is left as it is unless
 * its package is one to compile (above) or the file is an .mjs.
 */
function ignoreAllButPackagesToCompile() {
  const entries = storeEntriesToCompile().map(escape);
  return [`/node_modules/\\.pnpm/(?!(${entries.join('|')})/)[^/]+/.*(?<!\\.mjs)$`];
}

module.exports = { ignoreAllButPackagesToCompile };
