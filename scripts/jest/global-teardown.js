const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  await globalThis.portalTestDatabases?.dropTestRunDatabases();
  for (const folder of [process.env.PORTAL_TEST_SCRATCH, process.env.PORTAL_TEST_BUNDLE_DIR]) {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
};
