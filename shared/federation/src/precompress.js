// Writes .gz and .br beside each text asset once at build time, so the server sends compressed
// files without compressing on every request.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { SERVER_FOLDER } = require('./server-config');

const COMPRESSIBLE = /\.(js|css|json|html|svg|map)$/;

function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // The server module (server-config.js) is read from disk by the API, never sent.
      if (entry.name !== SERVER_FOLDER) precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 512) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

module.exports = { precompress };
