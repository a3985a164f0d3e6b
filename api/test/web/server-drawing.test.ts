/**
 * The page carries its first screen as the server drew it (api/src/web/server-drawing.ts): the
 * remote that owns the page draws its screen, the shell draws the frame around it, both from the
 * page's answers; a module that fails or is missing leaves the page to the browser. The server
 * modules here are stand-ins that show what they were given (the real ones are the apps' server
 * builds: shared/mount/test/server.test.tsx and the e2e suites).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AFTER_PAINT_ELEMENT_ID, SERVER_DRAWN_END, type AfterPaintFiles } from '@portal/contracts/first-screen';
import { LIMITS } from '@portal/contracts/limits';
import { webPlugin } from '../../src/web/plugin';
import { scriptsStartAtLatestMs } from '../../src/web/first-screen';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

const TEMPLATE = '<!doctype html><html lang="en-GB"><head><title>Portal</title><script defer="defer" src="/apps/shell/s1/main.js"></script></head><body><div id="root"></div></body></html>';

function deploy(root: string, app: string, version: string, files: Record<string, string>) {
  const folder = path.join(root, app, 'dist', version);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), content);
  }
  writeFileSync(path.join(root, app, 'dist', 'current.json'), JSON.stringify({ name: app, version }));
}

/** A shell server module that draws the address, the signed-in name and the remote's screen it was given. */
const SHELL_MODULE = `
exports.draw = async ({ url, page, remote }) => {
  if (url.startsWith('/broken')) throw new Error('the shell could not draw ' + url);
  if (url.startsWith('/no-such-page')) return { html: '<h1>Page not found</h1>', title: 'Page not found', notFound: true };
  const session = page.answers['/api/auth/session'];
  const who = session && session.authenticated ? session.principal.name : 'visitor';
  return '<main data-url="' + url + '" data-language="' + page.language + '">' + who + (remote ? '<div data-remote="' + remote.key + '">' + remote.html + '</div>' : '') + '</main>';
};`;
/** A remote server module that draws its expose and basename. */
const REMOTE_MODULE = `
exports.draw = async ({ expose, basename }) => '<p>' + expose + ' under ' + basename + '</p>';`;

/** The shell's starter (shell/src/after-paint.ts): `$&` is what a replacement string would read as a pattern. */
const STARTER = 'window.portalStarter = "$&";';

const LOADED_NOTE = 'portalFinancialAidServerModuleLoaded';

const rootOf = (html: string) => /<div id="root">(.*)<\/div>/s.exec(html)?.[1];
const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
const afterPaintOf = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${AFTER_PAINT_ELEMENT_ID}">([^<]*)</script>`).exec(html)![1]!) as AfterPaintFiles;

describe('the first screen drawn on the server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-server-drawing-'));
  let t: TestApp;

  beforeAll(async () => {
    deploy(root, 'shell', 's1', {
      'index.html': TEMPLATE,
      'server/render.js': SHELL_MODULE,
      'after-paint.js': STARTER,
      'chunk-groups.json': JSON.stringify({ 'federation-runtime': ['federation-runtime.js'], 'text-en-GB-forms': ['text-en-GB-forms.js'] }),
      'shared-files.json': JSON.stringify({ '@portal/ui/Panel': ['12.js'], '@portal/ui/Table': ['13.js'], '@portal/contracts/countries': ['14.js'] }),
      // Two shared modules' chunks of the same content (webpack gives each the other's id): one is enough.
      'included-chunks.json': JSON.stringify({ '12.js': ['14.js'], '14.js': ['12.js'] }),
    });
    deploy(root, 'mfe-public', 'p1', { 'server/render.js': REMOTE_MODULE });
    // A deploy built before server drawing: its pages are drawn by the browser alone.
    deploy(root, 'mfe-admission', 'a1', { 'mf-manifest.json': '{}' });
    deploy(root, 'mfe-payment', 'y1', { 'server/render.js': 'exports.draw = async () => { throw new Error("payment could not draw"); };' });
    // A remote whose drawing rendered a lazy page (shared/mount/src/lazy-page.tsx): the page preloads its group.
    deploy(root, 'mfe-scholarship', 'c1', {
      'server/render.js': `exports.draw = async ({ url }) => ({ html: '<p>form</p>', chunkGroups: url.includes('/sections/') ? ['scholarship-section'] : [] });`,
      'mf-manifest.json': JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'app', assets: { js: { sync: ['__federation_expose_app.js'] }, css: { sync: [] } } }],
      }),
      'chunk-groups.json': JSON.stringify({ 'scholarship-section': ['4.js', '5.js', 'scholarship-section.js'], 'scholarship-other': ['scholarship-other.js'] }),
      'expose-consumes.json': JSON.stringify({ app: ['react'] }),
      'group-consumes.json': JSON.stringify({ 'scholarship-section': ['@portal/contracts/countries', '@portal/forms/text', '@portal/ui/Panel'], 'scholarship-other': ['@portal/ui/Table'] }),
      // The section's page chunk holds the modules of chunk 5 too.
      'included-chunks.json': JSON.stringify({ 'scholarship-section.js': ['5.js'] }),
    });
    // No test asks for a financial aid page: its module notes when it is loaded.
    deploy(root, 'mfe-financial-aid', 'f1', { 'server/render.js': `globalThis.${LOADED_NOTE} = true; exports.draw = async () => '<p>aid</p>';` });
    t = await createTestApp(oneDatabase()[0]!, {}, { extraPlugins: [async (scope) => scope.register(webPlugin, { root })] });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('loads the live deploys\' server modules before it takes a request, not with the first applicant\'s page', () => {
    expect((globalThis as Record<string, unknown>)[LOADED_NOTE]).toBe(true);
  });

  it('puts the remote\'s screen inside the shell\'s frame, in the page\'s language, and marks where it ends', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pin/reset?from=email', headers: { 'accept-language': 'zh-CN' } });
    expect(page.statusCode).toBe(200);
    expect(rootOf(page.body)).toBe('<main data-url="/pin/reset?from=email" data-language="zh-Hans">visitor<div data-remote="mfe_public/app"><p>app under /</p></div></main>');
    expect(page.body).toContain(`</div>${SERVER_DRAWN_END}`);
  });

  it('starts the scripts only after the drawn screen is painted: the page asks for no script, its starter is carried last in the body', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pin/reset' });
    expect(scriptsOf(page.body)).toEqual([]);
    expect(page.body).not.toContain('<link rel="preload"');
    expect(afterPaintOf(page.body).scripts).toEqual(['/apps/shell/s1/main.js']);
    // Its files are fetched ahead by the shell's worker of the same deploy.
    expect(afterPaintOf(page.body).fetchAheadWorker).toBe('/apps/shell/s1/fetch-ahead-worker.js');
    expect(page.body.endsWith(`<script>${STARTER}</script></body></html>`)).toBe(true);
  });

  it('lets the page run its own starter and no other inline script: the policy names the starter\'s hash on pages alone', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pin/reset' });
    const hash = createHash('sha256').update(STARTER).digest('base64');
    const scriptSources = (policy: unknown) => /(?:^|;)script-src ([^;]*)/.exec(String(policy))?.[1];
    expect(scriptSources(page.headers['content-security-policy'])).toBe(`'self' 'sha256-${hash}'`);
    // The rest of the policy as everywhere else.
    expect(String(page.headers['content-security-policy'])).toContain("object-src 'none'");
    const answer = await t.app.inject({ method: 'GET', url: '/api/system/settings' });
    expect(scriptSources(answer.headers['content-security-policy'])).toBe("'self'");
  });

  it('puts what was drawn in the page as it is, whatever it holds ($& and $$ too)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pin/reset?from=$&$$' });
    expect(rootOf(page.body)).toContain('data-url="/pin/reset?from=$&$$"');
  });

  it('answers an address no screen claims with its drawn not-found page and 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(rootOf(page.body)).toBe('<h1>Page not found</h1>');
  });

  it('draws a signed-in applicant\'s screen from their own session', async () => {
    const browser = new Browser(t.app);
    await browser.signInWithPin();
    const page = await browser.get('/applicant');
    expect(rootOf(page.body)).toBe('<main data-url="/applicant" data-language="en-GB">TAN MEI LING</main>');
  });

  it('lets a visitor\'s page wait for its first act; a signed-in page runs its scripts before the session\'s warning is due', async () => {
    expect(afterPaintOf((await t.app.inject({ method: 'GET', url: '/pin/reset' })).body).startAtLatestMs).toBeNull();
    const browser = new Browser(t.app);
    await browser.signInWithPin();
    const { startAtLatestMs } = afterPaintOf((await browser.get('/applicant')).body);
    // The session's idle time less the warning's minute and a margin for a background tab's late timer.
    const idleMs = t.app.config.sessionIdleSeconds * 1000;
    expect(startAtLatestMs).toBeGreaterThan(idleMs - (LIMITS.idleWarningSeconds + 95) * 1000);
    expect(startAtLatestMs).toBeLessThanOrEqual(idleMs - (LIMITS.idleWarningSeconds + 90) * 1000);
    // A session about to end: at once.
    expect(scriptsStartAtLatestMs({ authenticated: true, idleSecondsLeft: 1_000, lifetimeSecondsLeft: 100 })).toBe(0);
  });

  it('draws the frame alone when the remote has no server module or its module fails', async () => {
    const browser = new Browser(t.app);
    await browser.signInWithPin();
    for (const url of ['/applicant/admission', '/applicant/payment']) {
      const page = await browser.get(url);
      expect(page.statusCode).toBe(200);
      expect(rootOf(page.body)).toBe(`<main data-url="${url}" data-language="en-GB">TAN MEI LING</main>`);
    }
  });

  it('preloads the files of the lazy pages the drawing rendered and what they take from the shell, each as a chunk to run on arrival, and no chunk another one holds', async () => {
    const browser = new Browser(t.app);
    await browser.signInWithPin();
    const section = afterPaintOf((await browser.get('/applicant/scholarship/applications/S1/sections/essay')).body).preloads;
    expect(section).toEqual([
      { href: '/apps/shell/s1/federation-runtime.js', as: 'script', chunk: true },
      // 14.js and 12.js hold the same modules: the first listed.
      { href: '/apps/shell/s1/14.js', as: 'script', chunk: true },
      // The page takes the long forms' words: the shell's copy in the page's language.
      { href: '/apps/shell/s1/text-en-GB-forms.js', as: 'script', chunk: true },
      { href: '/apps/mfe-scholarship/c1/mf-manifest.json', as: 'fetch' },
      // The remote's entry is its container, which the federation runtime loads itself: a hint only.
      { href: '/apps/mfe-scholarship/c1/remoteEntry.js', as: 'script' },
      { href: '/apps/mfe-scholarship/c1/__federation_expose_app.js', as: 'script', chunk: true },
      { href: '/apps/mfe-scholarship/c1/4.js', as: 'script', chunk: true },
      // 5.js is inside scholarship-section.js.
      { href: '/apps/mfe-scholarship/c1/scholarship-section.js', as: 'script', chunk: true },
      // The catalogue, from the API at its versioned address (first-screen.test.ts).
      { href: expect.stringMatching(/^\/api\/system\/messages\?lang=en-GB&v=[0-9a-f]{16}$/), as: 'fetch' },
    ]);
    // A page whose drawing rendered no lazy page preloads none.
    const summary = afterPaintOf((await browser.get('/applicant/scholarship')).body).preloads.map(({ href }) => href);
    expect(summary.filter((href) => /scholarship-|forms|\/(4|12|13)\.js$/.test(href))).toEqual([]);
  });

  it('leaves the page to the browser when the shell cannot draw it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/broken/page' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain(SERVER_DRAWN_END);
    // Its scripts run as the page's own tags say.
    expect(scriptsOf(page.body)).toEqual(['/apps/shell/s1/main.js']);
    expect(page.body).not.toContain(AFTER_PAINT_ELEMENT_ID);
  });

  it('never sends a deploy\'s server module to a browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/apps/shell/s1/server/render.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('exports.draw');
  });
});
