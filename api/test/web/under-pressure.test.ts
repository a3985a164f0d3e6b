/**
 * A server whose event loop stalls sheds load (api/src/http/security-headers.ts): the API answers 503
 * with Retry-After, which the portal's code retries with the applicant's draft kept. The pages and
 * their files still go out (api/src/web/plugin.ts): a browser never asks again for a refused
 * stylesheet or script, and the applicant would be left with an unstyled page that does nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webPlugin } from '../../src/web/plugin';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

const TEMPLATE = '<!doctype html><html lang="en-GB"><head><title>Portal</title><link rel="stylesheet" href="/apps/shell/s1/main.css"><script defer src="/apps/shell/s1/main.js"></script></head><body><div id="root"></div></body></html>';

function deployShell(root: string) {
  const folder = path.join(root, 'shell', 'dist', 's1');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'index.html'), TEMPLATE);
  writeFileSync(path.join(folder, 'main.css'), 'body { margin: 0; }');
  writeFileSync(path.join(folder, 'main.js'), 'void 0;');
  writeFileSync(path.join(root, 'shell', 'dist', 'current.json'), JSON.stringify({ name: 'shell', version: 's1' }));
}

/** Blocks the event loop in stalls of over a second, as a server overwhelmed by work does, until the server notices. */
async function stallUntilUnderPressure(t: TestApp): Promise<void> {
  for (let stalls = 0; !t.app.isUnderPressure(); stalls += 1) {
    if (stalls === 20) throw new Error('the server never noticed its event loop stalling');
    const until = Date.now() + 1_200;
    while (Date.now() < until) {
      // busy: nothing else runs
    }
    // One turn of the loop: the server's delay monitor and its sampler run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

describe('a server under pressure', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-under-pressure-'));
  let t: TestApp;

  beforeAll(async () => {
    deployShell(root);
    t = await createTestApp(oneDatabase()[0]!, {}, { loadShedding: true, extraPlugins: [async (scope) => scope.register(webPlugin, { root })] });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses API calls with 503 and Retry-After, in the JSON error list', async () => {
    await stallUntilUnderPressure(t);
    const refused = await t.app.inject({ method: 'GET', url: '/api/system/settings' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json()).toEqual({ errors: [expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' })] });
  }, 60_000);

  it('still sends the page and its stylesheet and scripts', async () => {
    // The files are asked for at once with an API call, and the answers count only when that call was
    // refused: on a busy machine the pressure can end while the requests are on their way (the
    // sampler saw a normal loop again), and then the round shows nothing and is tried again.
    const whileRefusing = async () => {
      for (let round = 0; round < 5; round += 1) {
        await stallUntilUnderPressure(t);
        const [api, stylesheet, script, page] = await Promise.all([
          t.app.inject({ method: 'GET', url: '/api/system/settings' }),
          t.app.inject({ method: 'GET', url: '/apps/shell/s1/main.css' }),
          t.app.inject({ method: 'GET', url: '/apps/shell/s1/main.js' }),
          t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'identity' } }),
        ]);
        if (api.statusCode === 503) return { stylesheet, script, page };
      }
      throw new Error('the API never refused while the files were asked for');
    };
    const { stylesheet, script, page } = await whileRefusing();
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
    expect(script.statusCode).toBe(200);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/apps/shell/s1/main.css');
  }, 120_000);
});
