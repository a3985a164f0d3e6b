// One applicant's browser for the deadline load: its own loopback source address (127.0.0.x, so the
// portal's per-address limits see one applicant each, as with real phones), its own keep-alive
// connections, cookies, and the anti-forgery token echoed on every state-changing request.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class LoopbackBrowser {
  constructor(base, localAddress) {
    this.base = new URL(base);
    this.localAddress = localAddress;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 2, localAddress });
    this.cookies = new Map();
  }

  /** Another tab of the same browser: the same address and cookies (copied), its own connections. */
  newTab() {
    const tab = new LoopbackBrowser(this.base.href, this.localAddress);
    tab.cookies = new Map(this.cookies);
    return tab;
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keepCookies(setCookie = []) {
    for (const line of setCookie) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=thu, 01 jan 1970/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }

  xsrfToken() {
    const entry = [...this.cookies].find(([name]) => name.endsWith('XSRF-TOKEN'));
    return entry ? decodeURIComponent(entry[1]) : undefined;
  }

  /**
   * Sends a request; resolves with { status, headers, body, ms } (never rejects: a refused or cut
   * connection is status 0 with the error's code, which the load report counts as an error).
   */
  request(method, path, { json, body, contentType, headers: extra = {}, timeoutMs = 30_000 } = {}) {
    const payload = json !== undefined ? Buffer.from(JSON.stringify(json)) : body;
    const headers = { accept: 'application/json', ...extra };
    if (payload) {
      headers['content-type'] = json !== undefined ? 'application/json' : contentType;
      headers['content-length'] = String(payload.length);
    }
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const token = this.xsrfToken();
    if (token && STATE_CHANGING.has(method)) headers['x-xsrf-token'] = token;
    const started = performance.now();
    return new Promise((resolve) => {
      const request = http.request({ host: this.base.hostname, port: this.base.port, method, path, headers, agent: this.agent, timeout: timeoutMs }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          this.keepCookies(response.headers['set-cookie']);
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode, headers: response.headers, body: text, ms: performance.now() - started });
        });
        response.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message, headers: {}, body: '', ms: performance.now() - started }));
      });
      request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
      request.on('error', (error) => resolve({ status: 0, error: error.code ?? error.message, headers: {}, body: '', ms: performance.now() - started }));
      request.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** A multipart/form-data body (an upload as the browser sends it). */
export function multipartBody(parts) {
  const boundary = `----portal-load-${Math.random().toString(16).slice(2)}`;
  const pieces = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    pieces.push(Buffer.from(head), Buffer.isBuffer(part.value) ? part.value : Buffer.from(String(part.value)), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(pieces), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small well-formed PDF (what an applicant's scanned document is to the checks). */
export function samplePdf(sizeBytes = 48 * 1024) {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, sizeBytes - head.length - tail.length), 0x20), tail]);
}
