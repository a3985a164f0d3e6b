const { createAppConfig } = require('@portal/federation');

/** @param {{ outputPath: string, version: string, mode?: string }} build */
module.exports = (build) =>
  createAppConfig({ ...build, appDir: __dirname, publicPath: 'auto', exposes: { './app': './src/app.tsx', './calculator': './src/calculator.tsx', './office': './src/office.tsx' } });
