// Minifies emitted JavaScript with swc (fast, and it leaves the federation container global alone).
const { minify } = require('@swc/core');
const { sources } = require('webpack');

class SwcMinifyPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('SwcMinifyPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'SwcMinifyPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE },
        async (assets) => {
          const jobs = Object.keys(assets)
            .filter((file) => file.endsWith('.js'))
            .map(async (file) => {
              const { code } = await minify(assets[file].source().toString(), {
                compress: { passes: 2 },
                mangle: true,
                module: false,
              });
              compilation.updateAsset(file, new sources.RawSource(code));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}

module.exports = SwcMinifyPlugin;
