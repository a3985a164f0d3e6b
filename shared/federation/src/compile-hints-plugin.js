// Marks every emitted script for eager compilation (V8's explicit compile hints, Chrome 136 and
// later): a script that starts with the comment `//# allFunctionsCalledOnLoad` is compiled whole on
// the background thread that parses it while it downloads. Without it, V8 compiles each function the
// first time it is called, on the main thread: a drawn page's scripts all run in the seconds after
// its first paint (evaluating the modules, then hydrating), and on a phone that compiling was a large
// part of every long task. The portal's files are loaded only when a page runs them, so nearly every
// function in them is called; other engines read the line as a plain comment.
const { sources } = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments); the hint must be the file's first line.
        { name: 'CompileHintsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const file of Object.keys(assets).filter((name) => name.endsWith('.js'))) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
