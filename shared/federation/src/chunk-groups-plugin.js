// Writes down, for the server to preload a page's files with the page (api/src/web/first-screen.ts)
// instead of the browser finding them one round trip after another:
//  - chunk-groups.json: the files of each named lazy chunk group (`import(/* webpackChunkName: "x" */ …)`);
//  - shared-files.json (the shell): for each shared module it hands remotes lazily, its files;
//  - expose-consumes.json (a remote): for each exposed module, the shared modules its first screen
//    takes from the shell (those its own code imports before any lazy chunk);
//  - group-consumes.json (a remote): the same for each named lazy chunk group (a page, a language's
//    strings), which the server preloads when the page it draws rendered that group;
//  - included-chunks.json: for each file, the other files whose modules it holds too (webpack's
//    FlagIncludedChunksPlugin gives such a chunk their ids, so running it installs them): a page that
//    needs both is sent the one. (Shared modules the shell hands out one by one often hold the same
//    module, such as the country names: five files of the same content were preloaded with a form.)
const fs = require('node:fs');
const path = require('node:path');
const { Compilation, sources } = require('webpack');

const json = (value) => new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`);
const jsFiles = (group) => [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js')))].sort();

/** `shared/ui/src` → `@portal/ui` (the package whose source folder a lazy context lists). */
function packageNameOf(sourceDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(sourceDir, '..', 'package.json'), 'utf8')).name;
  } catch {
    return null;
  }
}

function namedGroups(compilation) {
  const groups = {};
  for (const [name, group] of compilation.namedChunkGroups) if (!group.isInitial()) groups[name] = jsFiles(group);
  return groups;
}

/** The shell's share scope is filled from lazy contexts over the workspace packages (shell/src/federation/shared-modules.ts). */
function sharedFiles(compilation) {
  const files = {};
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ContextModule' || module.options?.mode !== 'lazy') continue;
    const packageName = packageNameOf(module.context);
    if (!packageName) continue;
    for (const block of module.blocks) {
      const request = block.dependencies[0]?.userRequest;
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (!request || !group) continue;
      files[`${packageName}/${request.replace(/^\.\//, '').replace(/\.tsx?$/, '')}`] = jsFiles(group);
    }
  }
  return files;
}

/** The share keys a chunk group's own code consumes (what it takes from the shell when it loads). */
function consumedKeys(compilation, group) {
  const keys = new Set();
  for (const chunk of group.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.constructor.name === 'ConsumeSharedModule' && module.options?.shareKey) keys.add(module.options.shareKey);
    }
  }
  return [...keys].sort();
}

const EXPOSE_GROUP = /^__federation_expose_(.+)$/;

/** For each expose (`__federation_expose_<name>` chunk groups), the share keys its synchronous code consumes. */
function exposeConsumes(compilation) {
  const consumes = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const expose = EXPOSE_GROUP.exec(name)?.[1];
    if (expose) consumes[expose] = consumedKeys(compilation, group);
  }
  return consumes;
}

/** For each named lazy chunk group (a page, a language's strings), the share keys it consumes. */
function groupConsumes(compilation) {
  const consumes = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (group.isInitial() || EXPOSE_GROUP.test(name)) continue;
    const keys = consumedKeys(compilation, group);
    if (keys.length) consumes[name] = keys;
  }
  return consumes;
}

/** For each file, the other chunk files whose modules it holds as well (listed when there are any). */
function includedChunks(compilation) {
  const fileOf = new Map();
  for (const chunk of compilation.chunks) {
    const file = [...chunk.files].find((name) => name.endsWith('.js'));
    if (file) fileOf.set(chunk.id, file);
  }
  const included = {};
  for (const chunk of compilation.chunks) {
    const own = fileOf.get(chunk.id);
    const others = (chunk.ids ?? []).filter((id) => id !== chunk.id).map((id) => fileOf.get(id)).filter(Boolean);
    if (own && others.length) included[own] = [...new Set(others)].sort();
  }
  return included;
}

class ChunkGroupsPlugin {
  /** @param {{ host: boolean }} options */
  constructor({ host }) {
    this.host = host;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset('chunk-groups.json', json(namedGroups(compilation)));
        compilation.emitAsset('included-chunks.json', json(includedChunks(compilation)));
        if (this.host) compilation.emitAsset('shared-files.json', json(sharedFiles(compilation)));
        else {
          compilation.emitAsset('expose-consumes.json', json(exposeConsumes(compilation)));
          compilation.emitAsset('group-consumes.json', json(groupConsumes(compilation)));
        }
      });
    });
  }
}

module.exports = { ChunkGroupsPlugin };
