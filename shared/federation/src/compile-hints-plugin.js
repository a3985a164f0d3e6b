// Marks every emitted script for eager compilation (V8's explicit compile hints, Chrome 136 and
// later): a script that starts with the comment `//# allFunctionsCalledOnLoad` is compiled whole on
// the background thread that parses it while it downloads. Without it, V8 compiles each function the
// first time it is called, on the main thread: a drawn page's scripts all run in the seconds after
// its first paint (evaluating the modules, then hydrating), and on a phone that compiling was a large
// part of every long task. The portal's files are loaded only when a page runs them, so nearly every
// function in them is called; other engines read the line as a plain comment.
//
// Only files Chromium streams get the hint: it compiles a smaller script on the main thread whatever
// the hint says (its script streamer skips files under 30 KiB), so there the hint would only move the
// same work earlier, and its bytes count in every first load (about 25 gzipped bytes a file).
const { sources } = require('webpack');

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** Chromium's ScriptStreamer threshold: scripts smaller than this are compiled on the main thread. */
const STREAMED_SCRIPT_MIN_BYTES = 30 * 1024;

class CompileHintsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments); the hint must be the file's first line.
        { name: 'CompileHintsPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!file.endsWith('.js') || source.size() < STREAMED_SCRIPT_MIN_BYTES) continue;
            compilation.updateAsset(file, (original) => new sources.ConcatSource(COMPILE_HINT, original));
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT, STREAMED_SCRIPT_MIN_BYTES };
