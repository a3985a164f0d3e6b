// Which shared modules the host's first screen needs: every package specifier reached from its entry
// through static imports only (dynamic import() starts a lazy chunk and is not followed), across the
// workspace packages' sources too. The host shares exactly these eagerly, so they arrive in its first
// files; everything reached only lazily stays out of the first load.
const fs = require('node:fs');
const path = require('node:path');
const { workspaceRoot } = require('./shared-singletons');

// `import x from '…'`, `import '…'`, `export … from '…'`; type-only imports vanish when compiled.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

function resolveFile(base) {
  for (const extension of SOURCE_EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** @portal/ui/Button → shared/ui/src/Button.tsx, by the package's exports map ("./*" patterns included). */
function resolveWorkspaceSpecifier(specifier) {
  const [scope, name, ...rest] = specifier.split('/');
  if (scope !== '@portal' || !name) return null;
  const packageDir = path.join(workspaceRoot, 'shared', name);
  const manifestFile = path.join(packageDir, 'package.json');
  if (!fs.existsSync(manifestFile)) return null;
  const exportsMap = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).exports ?? {};
  const subpath = rest.length ? `./${rest.join('/')}` : '.';
  if (exportsMap[subpath]) return resolveFile(path.join(packageDir, exportsMap[subpath]));
  for (const [pattern, target] of Object.entries(exportsMap)) {
    if (!pattern.endsWith('*') || !subpath.startsWith(pattern.slice(0, -1))) continue;
    return resolveFile(path.join(packageDir, target.replace('*', subpath.slice(pattern.length - 1))));
  }
  return null;
}

/**
 * @param {string} entryFile the host's entry (shell/src/index.ts)
 * @returns {Set<string>} bare specifiers reached statically: 'react-dom/client', '@portal/ui/Button', …
 */
function firstScreenImports(entryFile) {
  const specifiers = new Set();
  const seen = new Set();
  const pending = [entryFile];
  while (pending.length) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.[jt]sx?$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) {
        const target = resolveFile(path.resolve(path.dirname(file), specifier));
        if (target) pending.push(target);
        continue;
      }
      specifiers.add(specifier);
      const workspaceFile = resolveWorkspaceSpecifier(specifier);
      if (workspaceFile) pending.push(workspaceFile);
    }
    // The automatic JSX transform imports the runtime without a line in the source.
    if (file.endsWith('x')) specifiers.add('react/jsx-runtime');
  }
  return specifiers;
}

module.exports = { firstScreenImports };
