const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  if (process.env.PORTAL_TEST_SCRATCH) rmSync(process.env.PORTAL_TEST_SCRATCH, { recursive: true, force: true });
};
