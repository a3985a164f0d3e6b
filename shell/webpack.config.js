const { createAppConfig } = require('@portal/federation');

/**
 * The shell is the federation host. Its files live under an absolute, versioned path because its
 * index.html is served for every route (/login, /applicant/payment, ...).
 * @param {{ outputPath: string, version: string, mode?: string }} build
 */
module.exports = (build) =>
  createAppConfig({ ...build, appDir: __dirname, host: true, publicPath: `/apps/shell/${build.version}/` });
