// Versioned deploys: every build lands in dist/<version>/ and dist/current.json names the live one.
// Old versions stay for a while, so a browser still running the previous version can load its chunks.
const fs = require('node:fs');
const path = require('node:path');

const KEEP_VERSIONS = 3;

function readCurrent(distDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, 'current.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** Moves a finished build into dist/<version> and switches current.json to it atomically. */
function publish(distDir, stagingDir, record) {
  const target = path.join(distDir, record.version);
  if (fs.existsSync(target)) fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(stagingDir, target);
  const tmp = path.join(distDir, `.current.${process.pid}.json`);
  fs.writeFileSync(tmp, `${JSON.stringify(record, null, 2)}\n`);
  fs.renameSync(tmp, path.join(distDir, 'current.json'));
  prune(distDir, record.version);
}

function prune(distDir, currentVersion) {
  const versions = fs
    .readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => ({ name: entry.name, mtime: fs.statSync(path.join(distDir, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of versions.slice(KEEP_VERSIONS)) {
    if (old.name !== currentVersion) fs.rmSync(path.join(distDir, old.name), { recursive: true, force: true });
  }
}

module.exports = { readCurrent, publish };
