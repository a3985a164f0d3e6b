const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  for (const folder of [process.env.PORTAL_TEST_SCRATCH, process.env.PORTAL_TEST_PDF_WORKER_DIR]) {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
};
