// Serves one app's current deploy on its own origin (with CORS), so a team can run its remote alone
// and point a portal's remotes.json at it. The portal itself serves every app from the API server.
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const { readCurrent } = require('./deploy');

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html', '.map': 'application/json' };

function serveStatic(distDir, port) {
  const server = http.createServer((req, res) => {
    const current = readCurrent(distDir);
    const root = current && path.join(distDir, current.version);
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = root && path.join(root, path.normalize(urlPath).replace(/^(\.\.[/\\])+/, ''));
    if (!file || !file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
    fs.createReadStream(file).pipe(res);
  });
  server.listen(port, () => console.log(`serving ${path.basename(path.dirname(distDir))} ${readCurrent(distDir)?.version ?? '(not built)'} on http://localhost:${port}/mf-manifest.json`));
  return server;
}

module.exports = { serveStatic };
