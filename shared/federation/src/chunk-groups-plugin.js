// Writes chunk-groups.json: the files of each named lazy chunk group (`import(/* webpackChunkName: "x" */ …)`),
// so the server can preload a group a page is sure to need (api/src/web/first-screen.ts) instead of
// the browser finding its files one round trip later.
const { Compilation, sources } = require('webpack');

class ChunkGroupsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (group.isInitial()) continue;
          groups[name] = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js')).sort();
        }
        compilation.emitAsset('chunk-groups.json', new sources.RawSource(`${JSON.stringify(groups, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ChunkGroupsPlugin };
