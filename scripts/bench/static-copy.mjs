// Each page against its own physical limit (issue 36): the same HTML the server sends, with every
// script removed — the same markup and stylesheet, no JavaScript, none of the data the scripts read.
// A small server serves those copies and passes every other request (the stylesheet, fonts, images)
// on to the portal, so a copy loads what the page loads but its scripts. A copy goes out with the
// page's own headers: its security headers cost the browser something too (Cross-Origin-Opener-Policy
// opens the page in a fresh renderer process), and that is not what the comparison is about.
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The page without its scripts: script elements (code and data blocks) and hints for script or data files. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="preload"[^>]*\bas="(?:script|fetch)"[^>]*>/gi, '');
}

/** Headers of the page's own answer that the copy sets itself (its size, its encoding) or must not (a cookie). */
const OWN_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'date', 'connection', 'keep-alive']);

function compressed(request, body) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return { encoding: 'br', body: brotliCompressSync(body) };
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: gzipSync(body) };
  return { encoding: null, body };
}

/** Starts the copies' server in front of `portalBase`; add(html) gives a copy's address. */
export async function staticCopyServer(portalBase) {
  const portal = new URL(portalBase);
  const copies = new Map();
  const server = http.createServer((request, response) => {
    const copy = copies.get(request.url);
    if (copy !== undefined) {
      const { encoding, body } = compressed(request, Buffer.from(copy.html));
      response.writeHead(200, { ...copy.headers, ...(encoding ? { 'content-encoding': encoding } : {}) });
      response.end(body);
      return;
    }
    const upstream = http.request({ host: portal.hostname, port: portal.port, path: request.url, method: request.method, headers: { ...request.headers, host: portal.host } }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    /** Serves the page's HTML without its scripts, with its headers (a fetch Response); answers the copy's address. */
    async add(page) {
      const address = `/static-copy/${copies.size + 1}`;
      const headers = Object.fromEntries([...page.headers].filter(([name]) => !OWN_HEADERS.has(name)));
      copies.set(address, { html: withoutScripts(await page.text()), headers });
      return base + address;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
