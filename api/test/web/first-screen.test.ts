/**
 * The page HTML carries what its first screen needs (api/src/web/first-screen.ts): the start-up
 * answers (the personal ones apart), a public page's data, where the message catalogue is, and preload
 * hints for the page's files, its data blocks after the content.
 * A deploy folder is made up here with the files a build writes beside its code.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { FIRST_SCREEN_ELEMENT_ID, PERSONAL_ELEMENT_ID, type FirstScreenData } from '@portal/contracts/first-screen';
import { jsonForScriptElement } from '../../src/web/first-screen';
import { preferredEncoding, webPlugin } from '../../src/web/plugin';
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { oneDatabase } from '../helpers/test-database';

const TEMPLATE = '<!doctype html><html lang="en-GB"><head><title>Portal</title><script defer src="/apps/shell/s1/main.js"></script></head><body><div id="root"></div></body></html>';

function deploy(root: string, app: string, version: string, files: Record<string, unknown>) {
  const folder = path.join(root, app, 'dist', version);
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(folder, name), typeof content === 'string' ? content : JSON.stringify(content));
  writeFileSync(path.join(root, app, 'dist', 'current.json'), JSON.stringify({ name: app, version }));
}

const elementText = (html: string, id: string) => new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`).exec(html)?.[1];
const firstScreenOf = (html: string) => JSON.parse(elementText(html, FIRST_SCREEN_ELEMENT_ID)!) as FirstScreenData;
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="preload"[^>]* href="([^"]+)">/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
/** The message catalogue's address in a page's language (its version is the words' digest). */
const CATALOGUE = /^\/api\/system\/messages\?lang=en-GB&v=[0-9a-f]{16}$/;

describe('the page and its first screen', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-first-screen-'));
  let t: TestApp;

  beforeAll(async () => {
    deploy(root, 'shell', 's1', {
      'index.html': TEMPLATE,
      'chunk-groups.json': {
        'text-en-GB-shell': ['text-en-GB-shell.js'],
        'text-zh-Hans-shell': ['text-zh-Hans-shell.js'],
        'text-en-GB-messages': ['text-en-GB-messages.js'],
        // The long forms' words: only a remote page that takes them preloads them (server-drawing.test.ts).
        'text-en-GB-forms': ['text-en-GB-forms.js'],
        'federation-runtime': ['77.js', 'federation-runtime.js'],
        'sign-in': ['sign-in.js'],
        'applicant-area': ['applicant-area.js'],
        // The applicant area's own words: only with its pages.
        'text-en-GB-applicant-area': ['text-en-GB-applicant-area.js'],
      },
      'shared-files.json': { '@portal/ui/Panel': ['12.js'], '@portal/ui/Unused': ['13.js'] },
    });
    deploy(root, 'mfe-public', 'p1', {
      'mf-manifest.json': {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'app', assets: { js: { sync: ['__federation_expose_app.js'] }, css: { sync: [] } } }],
      },
      'chunk-groups.json': { 'text-en-GB-public': ['text-en-GB-public.js'], 'text-en-GB-shell': ['not-ours.js'] },
      'expose-consumes.json': { app: ['@portal/ui/Panel', 'react'] },
    });
    t = await createTestApp(oneDatabase()[0]!, {}, { extraPlugins: [async (scope) => scope.register(webPlugin, { root })] });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('carries the start-up answers, the catalogue and the language, and no personal answer for a visitor', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const data = firstScreenOf(page.body);
    expect(data.language).toBe('en-GB');
    expect(Object.keys(data.answers).sort()).toEqual(['/api/auth/oidc/social-providers', '/api/system/settings', '/remotes.json']);
    expect(data.answers['/remotes.json']).toEqual({ shell: { version: 's1' }, remotes: [{ name: 'mfe_public', entry: '/apps/mfe-public/p1/mf-manifest.json', version: 'p1' }] });
    // The catalogue is named, not carried: a versioned address the browser may keep, preloaded with the page.
    const catalogue = data.textsFrom!.messages!;
    expect(catalogue).toMatch(CATALOGUE);
    expect(page.body).not.toContain('OTP_INVALID');
    expect(preloadsOf(page.body)).toContain(catalogue);
    const words = await t.app.inject({ method: 'GET', url: catalogue });
    expect(words.json().OTP_INVALID).toMatch(/code/i);
    expect(words.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Without the version (or with an old one) it is never kept.
    const unversioned = await t.app.inject({ method: 'GET', url: '/api/system/messages?lang=en-GB&v=0123' });
    expect(unversioned.headers['cache-control']).toBe('no-store');
    expect(unversioned.headers.etag).toBe(`"${catalogue.split('v=')[1]}"`);
    // A visitor's session answer is theirs too (not signed in): it sits apart, where the worker's copy drops it.
    expect(JSON.parse(elementText(page.body, PERSONAL_ELEMENT_ID)!)).toEqual({ answers: { '/api/auth/session': { authenticated: false } } });
  });

  it('carries the FAQ in the page\'s language for everyone, and puts the data blocks after the content', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/faq', headers: { 'accept-language': 'zh-CN' } });
    const faq = firstScreenOf(page.body).answers['/api/content/faq?lang=zh-Hans'] as { topics: Array<{ title: string }> };
    expect(faq).toEqual((await t.app.inject({ method: 'GET', url: '/api/content/faq?lang=zh-Hans' })).json());
    expect(faq.topics.length).toBeGreaterThan(0);
    // Only the scripts read the blocks: the browser meets the page's content first.
    expect(page.body.indexOf('<div id="root">')).toBeLessThan(page.body.indexOf(`id="${FIRST_SCREEN_ELEMENT_ID}"`));
    expect(page.body.indexOf('</head>')).toBeLessThan(page.body.indexOf('<script type="application/json"'));
  });

  it('keeps a signed-in applicant\'s session out of the shareable part', async () => {
    const browser = new Browser(t.app);
    await browser.signInWithPin();
    const page = await browser.get('/applicant');
    const shareable = elementText(page.body, FIRST_SCREEN_ELEMENT_ID)!;
    expect(shareable).not.toContain('TAN MEI LING');
    const personal = JSON.parse(elementText(page.body, PERSONAL_ELEMENT_ID)!);
    expect(personal.answers['/api/auth/session']).toMatchObject({ authenticated: true, principal: { name: 'TAN MEI LING' } });
  });

  it('carries the applicant\'s own data for their first screen in the personal block, and nothing of another\'s', async () => {
    const browser = new Browser(t.app);
    await browser.signInWithPin();
    const dashboard = JSON.parse(elementText((await browser.get('/applicant')).body, PERSONAL_ELEMENT_ID)!).answers;
    expect(Object.keys(dashboard).sort()).toEqual(['/api/applicant/action-items', '/api/applicant/applications', '/api/auth/session']);
    expect(dashboard['/api/applicant/applications']).toEqual((await browser.get('/api/applicant/applications')).json());

    const [own] = (await browser.get('/api/admission/applications')).json() as Array<{ applicationNumber: string }>;
    const section = JSON.parse(elementText((await browser.get(`/applicant/admission/applications/${own!.applicationNumber}/sections/personalStatement`)).body, PERSONAL_ELEMENT_ID)!).answers;
    expect(Object.keys(section)).toEqual(expect.arrayContaining([`/api/admission/applications/${own!.applicationNumber}/form`]));

    // Someone else's application number in the address: the API refuses it, so the page carries nothing of it.
    const other = new Browser(t.app);
    await other.signInWithEmail();
    const theirs = JSON.parse(elementText((await other.get(`/applicant/admission/applications/${own!.applicationNumber}/sections/personalStatement`)).body, PERSONAL_ELEMENT_ID)!).answers;
    expect(Object.keys(theirs).filter((url) => url.includes(own!.applicationNumber))).toEqual([]);
  });

  it('writes the page in the remembered language, else the browser\'s, with that language\'s strings', async () => {
    const chinese = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } });
    expect(chinese.body).toContain('<html lang="zh-Hans"');
    expect(firstScreenOf(chinese.body).language).toBe('zh-Hans');
    expect(preloadsOf(chinese.body)).toContain('/apps/shell/s1/text-zh-Hans-shell.js');
    expect(preloadsOf(chinese.body)).not.toContain('/apps/shell/s1/text-en-GB-shell.js');
    const remembered = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'zh-CN', cookie: 'portal_lang=en-GB' } });
    expect(firstScreenOf(remembered.body).language).toBe('en-GB');
  });

  it('preloads a sign-in page\'s files, and the catalogue from the API rather than its chunk', async () => {
    const preloads = preloadsOf((await t.app.inject({ method: 'GET', url: '/login' })).body);
    expect(preloads.sort()).toEqual([expect.stringMatching(CATALOGUE), '/apps/shell/s1/sign-in.js', '/apps/shell/s1/text-en-GB-shell.js']);
  });

  it('preloads an area\'s own words with that area\'s pages only', async () => {
    const browser = new Browser(t.app);
    await browser.signInWithPin();
    const dashboard = preloadsOf((await browser.get('/applicant')).body);
    expect(dashboard).toEqual(expect.arrayContaining(['/apps/shell/s1/applicant-area.js', '/apps/shell/s1/text-en-GB-applicant-area.js', '/apps/shell/s1/text-en-GB-shell.js']));
    const signIn = preloadsOf((await t.app.inject({ method: 'GET', url: '/login' })).body);
    expect(signIn).not.toContain('/apps/shell/s1/text-en-GB-applicant-area.js');
  });

  it('preloads a remote page\'s manifest, entry, exposed module, strings, the federation runtime and what the remote takes from the shell', async () => {
    const preloads = preloadsOf((await t.app.inject({ method: 'GET', url: '/pin/reset?sid=ADM' })).body);
    // '/api/…' (the catalogue) sorts before '/apps/…'.
    expect(preloads.sort()).toEqual([
      expect.stringMatching(CATALOGUE),
      ...[
        '/apps/mfe-public/p1/__federation_expose_app.js',
        '/apps/mfe-public/p1/mf-manifest.json',
        '/apps/mfe-public/p1/remoteEntry.js',
        '/apps/mfe-public/p1/text-en-GB-public.js',
        '/apps/shell/s1/12.js',
        '/apps/shell/s1/77.js',
        '/apps/shell/s1/federation-runtime.js',
        '/apps/shell/s1/text-en-GB-shell.js',
      ].sort(),
    ]);
  });

  it('hands a new browser its anti-forgery cookie with the page, and none with the files every visitor gets alike (a CDN keeps those)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    // One token: the answers the page carries (asked for without one) would each hand out their own.
    expect([page.headers['set-cookie'] ?? []].flat().filter((cookie) => cookie.startsWith('XSRF-TOKEN='))).toHaveLength(1);
    for (const url of ['/apps/shell/s1/chunk-groups.json', '/remotes.json']) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['set-cookie']).toBeUndefined();
    }
  });

  it('compresses the page for browsers that take it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pin/reset', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(FIRST_SCREEN_ELEMENT_ID);
    expect(preferredEncoding('gzip;q=1, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
  });

  it('cannot be ended early by what it carries', () => {
    const text = jsonForScriptElement({ note: '</script><script>alert(1)</script><!--', separator: '\u2028' });
    expect(text).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(text)).toEqual({ note: '</script><script>alert(1)</script><!--', separator: '\u2028' });
  });
});
