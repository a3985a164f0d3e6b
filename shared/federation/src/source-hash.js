// A content hash of everything that goes into an app's build, so an unchanged app is not rebuilt
// and its deploy version stays the same across machines.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SKIP = new Set(['node_modules', 'dist', 'test', '.data']);

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const stat = fs.statSync(dir);
  if (stat.isFile()) return [dir];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name))
    .flatMap((entry) => listFiles(path.join(dir, entry.name)));
}

function sourceHash(appDir, workspaceRoot) {
  const inputs = [
    path.join(appDir, 'src'),
    path.join(appDir, 'package.json'),
    path.join(appDir, 'webpack.config.js'),
    path.join(workspaceRoot, 'shared'),
    path.join(workspaceRoot, 'pnpm-lock.yaml'),
  ];
  const hash = crypto.createHash('sha256');
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(path.relative(workspaceRoot, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

module.exports = { sourceHash };
