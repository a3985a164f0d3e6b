/**
 * The page HTML with what its first screen needs (ARCHITECTURE.md section 7: at most two round trips
 * before the first paint). The shell's index.html is the template; to it the server adds
 *  - the answers to the GET requests the shell makes at start-up (settings, session, where the
 *    remotes live, a sign-in page's providers), asked of this server's own routes with the
 *    applicant's own cookies and address, so each answer is exactly what the browser would have got
 *    (the session's in an element of its own, which the service worker's copy of the page drops);
 *  - where to fetch the message catalogue in the page's language (a versioned address, preloaded);
 *  - for a public page that shows data (the FAQ), that data, so its content is drawn on the server;
 *  - preload hints for every file the page will need: the page language's strings, the shell's area
 *    for the route, and for a remote's page the federation runtime, the remote's manifest, entry,
 *    exposed module and strings, the lazy pages its drawing rendered (shared/mount/src/lazy-page.tsx),
 *    and the shell modules all of those take. Each build writes down its chunk groups beside its
 *    files (shared/federation/src/chunk-groups-plugin.js), so all of them download at once instead
 *    of one round trip after another. A drawn page's starter runs the chunks among them as they
 *    arrive (shell/src/after-paint.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AFTER_PAINT_ELEMENT_ID,
  areaOfTextGroup,
  FIRST_SCREEN_ELEMENT_ID,
  PERSONAL_ELEMENT_ID,
  personalAnswersForPage,
  publicAnswersForPage,
  remoteForPage,
  SERVER_DRAWN_END,
  SESSION_ANSWER_PATH,
  shellAreaForPage,
  type AfterPaintFiles,
  type FirstScreenData,
  type Preload,
} from '@portal/contracts/first-screen';
import type { SessionInfo } from '@portal/contracts/api';
import { isLanguage, LANGUAGE_COOKIE, negotiateLanguage, type Language } from '@portal/contracts/languages';
import { LIMITS } from '@portal/contracts/limits';
import { LOGIN_VARIANTS } from '@portal/contracts/systems';
import { allowInlineScript } from '../http/security-headers';
import { appOfFederationName, Deployments, type PortalApp } from './deployments';
import { ServerDrawing } from './server-drawing';

/** The shell's entry script in its index.html (html-webpack-plugin writes it deferred). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+\/main\.js)"><\/script>/;
/**
 * The shell's script that starts the others after the first paint (shell/src/after-paint.ts), beside
 * main.js. A drawn page carries it inline (a few KB): as a file it was the one request before the
 * first paint, and a phone on a slow connection waited for it.
 */
const AFTER_PAINT_SCRIPT = 'after-paint.js';
/** The worker the starter fetches the scripts' files ahead with (shell/src/fetch-ahead-worker.ts), beside main.js. */
const FETCH_AHEAD_WORKER = 'fetch-ahead-worker.js';
/** The shell's root element in its index.html, where the server-drawn first screen goes. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** API answers every page's start-up asks for. */
const ANSWERS_FOR_EVERY_PAGE = ['/api/system/settings', SESSION_ANSWER_PATH];
/** The sign-in pages also list the social sign-in providers. */
const SOCIAL_PROVIDERS_PATH = '/api/auth/oidc/social-providers';
/** Answers that are the same for everyone (and a public page's data); every other (the session, an applicant's data) is personal. */
const SHAREABLE_ANSWERS = new Set(['/remotes.json', '/api/system/settings', SOCIAL_PROVIDERS_PATH]);
const SIGN_IN_PAGES = new Set(LOGIN_VARIANTS.map((variant) => variant.path));

/**
 * Lazy chunk groups a page is sure to need: its language's strings (`text-<language>-<namespace>`);
 * an area's own strings (`text-<language>-<area>`) only with that area's pages.
 */
const TEXT_GROUP = (language: Language) => `text-${language}-`;
/** The catalogue's namespace (@portal/i18n/messages): fetched from the API (textsFrom), so its chunks are not preloaded. */
const MESSAGES_NAMESPACE = 'messages';
const servedByApi = (group: string) => group.endsWith(`-${MESSAGES_NAMESPACE}`);
/**
 * Shared packages whose words only remotes' screens use (the long forms'): the shell's copy of their
 * strings is preloaded with a remote page that takes `@portal/<package>/text`, not with every page.
 */
const WORDS_FOR_REMOTES = ['forms'];
const wordsForRemotes = (group: string) => WORDS_FOR_REMOTES.some((namespace) => group.endsWith(`-${namespace}`));
/** The shell's chunk group that starts the federation runtime (shell/src/federation/remotes.ts). */
const FEDERATION_RUNTIME_GROUP = 'federation-runtime';

/**
 * A drawn page's scripts run when the applicant first acts on it (shell/src/after-paint.ts). Signed in,
 * they run by this long before the session's warning is due, even if the applicant has not acted: a
 * phone's browser may fire a timer in a background tab a minute late.
 */
const SCRIPTS_BEFORE_WARNING_SECONDS = 90;

/** When a drawn page's scripts run at the latest: never on their own for a visitor; for a signed-in applicant, before the session's warning. */
export function scriptsStartAtLatestMs(session: SessionInfo | undefined): number | null {
  if (!session?.authenticated) return null;
  const secondsLeft = Math.min(session.idleSecondsLeft ?? 0, session.lifetimeSecondsLeft ?? Number.POSITIVE_INFINITY);
  return Math.max(secondsLeft - LIMITS.idleWarningSeconds - SCRIPTS_BEFORE_WARNING_SECONDS, 0) * 1000;
}

/** A script carried in the page, allowed by its hash (`sha256-<base64>`). */
interface InlineScript {
  code: string;
  hash: string;
}

/** chunk-groups.json, written by every build: the files of each named lazy chunk group. */
type ChunkGroups = Record<string, string[]>;

interface RemoteManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

/** The language of a page: the remembered choice, else the browser's Accept-Language (as the browser itself would choose). */
export function pageLanguage(request: FastifyRequest): Language {
  const remembered = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(remembered)) return remembered;
  const preferences = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return negotiateLanguage(preferences);
}

/** JSON inside a <script> element: no `</script>`, `<!--` or line separators can end or confuse it. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A preload as a link element. */
function preloadLink({ href, as }: Preload): string {
  return `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} href="${escapeAttribute(href)}">`;
}

/** Each file once, where it was first listed (a chunk several groups share is listed by each). */
function onceEach(preloads: Preload[]): Preload[] {
  const seen = new Set<string>();
  return preloads.filter(({ href }) => !seen.has(href) && seen.add(href));
}

/**
 * Without the chunks another listed chunk holds whole (included-chunks.json, by address): running that
 * one installs them. The chunks that hold the most are kept first, so of several alike one goes.
 */
function withoutIncludedChunks(preloads: Preload[], included: Map<string, string[]>): Preload[] {
  const covered = new Set<string>();
  const kept = new Set<string>();
  const byHolding = [...preloads].filter(({ chunk }) => chunk).sort((a, b) => (included.get(b.href)?.length ?? 0) - (included.get(a.href)?.length ?? 0));
  for (const { href } of byHolding) {
    if (covered.has(href)) continue;
    kept.add(href);
    for (const other of included.get(href) ?? []) covered.add(other);
  }
  return preloads.filter(({ href, chunk }) => !chunk || kept.has(href));
}

/** Per-version facts read from deploy folders: they never change once deployed. */
class DeployFacts {
  private readonly templates = new Map<string, Promise<string>>();
  private readonly starters = new Map<string, Promise<InlineScript | null>>();
  private readonly jsonFiles = new Map<string, Promise<unknown>>();

  constructor(private readonly deployments: Deployments) {}

  private folder(app: PortalApp, version: string) {
    return path.join(this.deployments.distDir(app), version);
  }

  template(version: string): Promise<string> {
    return remember(this.templates, version, () => readFile(path.join(this.folder('shell', version), 'index.html'), 'utf8'));
  }

  /**
   * The shell's starter as an inline script and its hash for the Content-Security-Policy, or null when
   * it cannot be inline (a deploy without one, or code that would end the script element early).
   */
  starter(version: string): Promise<InlineScript | null> {
    return remember(this.starters, version, async () => {
      const code = await readFile(path.join(this.folder('shell', version), AFTER_PAINT_SCRIPT), 'utf8').catch(() => null);
      if (code === null || /<\/script|<!--/i.test(code)) return null;
      return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
    });
  }

  /** A JSON file a build wrote beside its files (shared/federation/src/chunk-groups-plugin.js); {} when there is none. */
  private buildFacts<T>(app: PortalApp, version: string, file: string): Promise<T> {
    return remember(this.jsonFiles, `${app}/${version}/${file}`, async () => {
      try {
        return JSON.parse(await readFile(path.join(this.folder(app, version), file), 'utf8')) as unknown;
      } catch {
        return {};
      }
    }) as Promise<T>;
  }

  /** One deploy's named lazy chunk groups. */
  chunkGroups(app: PortalApp, version: string): Promise<ChunkGroups> {
    return this.buildFacts(app, version, 'chunk-groups.json');
  }

  /** One deploy's files and, for each, the other files it holds whole, by address. */
  async includedChunks(app: PortalApp, version: string): Promise<Map<string, string[]>> {
    const base = `/apps/${app}/${version}/`;
    const included = await this.buildFacts<Record<string, string[]>>(app, version, 'included-chunks.json');
    return new Map(Object.entries(included).map(([file, others]) => [base + file, others.map((other) => base + other)]));
  }

  /** The shell's files for each shared module it hands remotes lazily. */
  sharedFiles(version: string): Promise<Record<string, string[]>> {
    return this.buildFacts('shell', version, 'shared-files.json');
  }

  /** A remote's shared modules its exposed module takes from the shell at once, by expose. */
  exposeConsumes(app: PortalApp, version: string): Promise<Record<string, string[]>> {
    return this.buildFacts(app, version, 'expose-consumes.json');
  }

  /** A remote's shared modules each named lazy chunk group takes from the shell, by group. */
  groupConsumes(app: PortalApp, version: string): Promise<Record<string, string[]>> {
    return this.buildFacts(app, version, 'group-consumes.json');
  }

  /** A remote's federation manifest, or null when its deploy has none. */
  async manifest(app: PortalApp, version: string): Promise<RemoteManifest | null> {
    const manifest = await this.buildFacts<Partial<RemoteManifest>>(app, version, 'mf-manifest.json');
    return manifest.metaData && manifest.exposes ? (manifest as RemoteManifest) : null;
  }
}

function remember<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = load();
    // A failed read (a deploy being replaced) is not remembered.
    value.catch(() => cache.delete(key));
    cache.set(key, value);
  }
  return value;
}

export class FirstScreenPages {
  private readonly facts: DeployFacts;
  private readonly drawing: ServerDrawing;
  private readonly catalogues = new Map<string, Promise<string>>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly deployments: Deployments,
  ) {
    this.facts = new DeployFacts(deployments);
    this.drawing = new ServerDrawing(deployments, app.log);
  }

  /** Readies what drawing pages takes before the first request (server-drawing.ts). */
  prepare(): Promise<void> {
    return this.drawing.loadLiveModules();
  }

  /** The page for this request, or null when no shell is deployed yet. */
  async render(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const shell = await this.deployments.current('shell');
    if (!shell) return null;
    const pathname = request.url.split('?')[0]!;
    const language = pageLanguage(request);
    const publicAnswers = publicAnswersForPage(pathname, language);
    const isShareable = (url: string) => SHAREABLE_ANSWERS.has(url) || publicAnswers.includes(url);
    const [template, answers, catalogue] = await Promise.all([this.facts.template(shell.version), this.answers(request, reply, pathname, publicAnswers), this.catalogueAddress(language)]);
    const shareable = Object.fromEntries(Object.entries(answers).filter(([url]) => isShareable(url)));
    const personal = Object.fromEntries(Object.entries(answers).filter(([url]) => !isShareable(url)));
    const data: FirstScreenData = { language, answers: shareable, ...(catalogue ? { textsFrom: { [MESSAGES_NAMESPACE]: catalogue } } : {}) };
    // Drawn from every answer, personal ones too: the page is the applicant's own (never cached; the
    // service worker's copy drops what was drawn, page-cache.ts).
    const drawn = await this.drawing.draw(shell.version, request.url, { ...data, answers });
    // An address no screen claims is the not-found page, and says so (a monitor or a search engine
    // asking for /metrics or an old link must not read 200).
    if (drawn?.notFound) reply.code(404);
    const preloads = [...(await this.preloads(shell.version, pathname, language, drawn?.remoteChunkGroups ?? [])), ...(catalogue ? [{ href: catalogue, as: 'fetch' as const }] : [])];
    const blocks = [
      `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${jsonForScriptElement(data)}</script>`,
      ...(Object.keys(personal).length ? [`<script type="application/json" id="${PERSONAL_ELEMENT_ID}">${jsonForScriptElement({ answers: personal })}</script>`] : []),
    ].join('');
    let page = template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    // Each insertion by a function: what an applicant wrote (in the drawing, in the answers) may hold
    // `$&` or `$'`, which a replacement string would read as patterns.
    if (drawn !== null) page = page.replace(ROOT_ELEMENT, () => `<div id="root">${drawn.html}</div>${SERVER_DRAWN_END}`);
    // The drawn screen's own title, as the browser's will be (shared/ui/src/document-title.tsx).
    if (drawn?.title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(drawn.title!)}</title>`);
    // The data blocks follow the content: only the scripts read them (deferred, after the page is
    // parsed), so they never stand between the browser and the screen.
    const entry = drawn === null ? null : ENTRY_SCRIPT.exec(page);
    if (!entry) return page.replace('</head>', () => `${preloads.map(preloadLink).join('')}</head>`).replace('</body>', () => `${blocks}</body>`);
    // Drawn: the screen needs only the page and its stylesheet; the scripts start once it is painted.
    const afterPaint: AfterPaintFiles = {
      scripts: [entry[1]!],
      preloads,
      startAtLatestMs: scriptsStartAtLatestMs(answers[SESSION_ANSWER_PATH] as SessionInfo | undefined),
      fetchAheadWorker: entry[1]!.replace(/main\.js$/, FETCH_AHEAD_WORKER),
    };
    const afterPaintBlock = `<script type="application/json" id="${AFTER_PAINT_ELEMENT_ID}">${jsonForScriptElement(afterPaint)}</script>`;
    const starter = await this.facts.starter(shell.version);
    if (!starter) {
      return page
        .replace(entry[0], () => `<script defer src="${escapeAttribute(entry[1]!.replace(/main\.js$/, AFTER_PAINT_SCRIPT))}"></script>`)
        .replace('</body>', () => `${blocks}${afterPaintBlock}</body>`);
    }
    // Last in the body, so it runs once everything it reads is parsed (as a deferred script would).
    allowInlineScript(reply, this.app.config, starter.hash);
    return page.replace(entry[0], '').replace('</body>', () => `${blocks}${afterPaintBlock}<script>${starter.code}</script></body>`);
  }

  /**
   * The message catalogue's address in the page's language, with its version (GET /api/system/messages
   * answers its ETag; an address with the current version may be kept by the browser for good). It
   * is this server's own and never changes while it runs: asked once per language, not on every page.
   */
  private catalogueAddress(language: Language): Promise<string | null> {
    return remember(this.catalogues, language, async () => {
      const address = `/api/system/messages?lang=${language}`;
      const response = await this.app.inject({ method: 'GET', url: address });
      const version = /^"([0-9a-f]+)"$/.exec(String(response.headers.etag ?? ''))?.[1];
      if (response.statusCode !== 200 || !version) throw new Error(`the catalogue answered ${response.statusCode}`);
      return `${address}&v=${version}`;
    }).catch(() => null);
  }

  /** `publicAnswers`: the page's public data (publicAnswersForPage), the same for everyone. */
  private async answers(request: FastifyRequest, reply: FastifyReply, pathname: string, publicAnswers: string[]): Promise<Record<string, unknown>> {
    const paths = [
      ...ANSWERS_FOR_EVERY_PAGE,
      ...(SIGN_IN_PAGES.has(pathname) ? [SOCIAL_PROVIDERS_PATH] : []),
      ...publicAnswers,
      ...personalAnswersForPage(pathname),
    ];
    const answers: Record<string, unknown> = { '/remotes.json': await this.deployments.remotesDocument() };
    const cookies = new Map<string, string>();
    const xsrfCookieName = this.app.portalCookies.xsrf.name;
    await Promise.all(
      paths.map(async (url) => {
        // The applicant's own cookies and address: per-address limits count it as theirs, as they would the browser's request.
        const response = await this.app.inject({
          method: 'GET',
          url,
          remoteAddress: request.ip,
          headers: {
            cookie: request.headers.cookie ?? '',
            'accept-language': request.headers['accept-language'] ?? '',
            'user-agent': request.headers['user-agent'] ?? '',
          },
        });
        // Anything but a plain answer (refused, limited, failing) is left for the browser to ask itself.
        if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('application/json')) return;
        answers[url] = response.json();
        // A cookie an answer sets (a session found ended, say) goes to the browser once, whichever answer
        // set it. Not a new anti-forgery token: an answer hands one out only to a browser without one,
        // and then the page itself gives it one (http/csrf.ts), the one the browser should keep.
        for (const cookie of [response.headers['set-cookie'] ?? []].flat()) {
          const name = cookie.split('=')[0]!;
          if (name !== xsrfCookieName) cookies.set(name, cookie);
        }
      }),
    );
    if (cookies.size) reply.header('set-cookie', [...cookies.values()]);
    return answers;
  }

  /** `remoteChunkGroups`: the remote's lazy pages the drawing rendered (shared/mount/src/lazy-page.tsx). */
  private async preloads(shellVersion: string, pathname: string, language: Language, remoteChunkGroups: string[]): Promise<Preload[]> {
    // Every file listed here is a webpack chunk but the remote's entry (its container).
    const script = (href: string): Preload => ({ href, as: 'script', chunk: true });
    const textGroup = TEXT_GROUP(language);
    const filesOf = (groups: ChunkGroups, wanted: (name: string) => boolean) =>
      Object.entries(groups).filter(([name]) => wanted(name)).flatMap(([, files]) => files);

    const shellGroups = await this.facts.chunkGroups('shell', shellVersion);
    const shellTextGroups = Object.keys(shellGroups).filter((name) => name.startsWith(textGroup));
    const area = shellAreaForPage(pathname);
    const wordsForPage = (name: string) => {
      const wordsOfArea = areaOfTextGroup(name);
      return wordsOfArea === null || wordsOfArea === area;
    };
    const shellFiles = filesOf(shellGroups, (name) => name.startsWith(textGroup) && !servedByApi(name) && !wordsForRemotes(name) && wordsForPage(name));
    if (area) shellFiles.push(...filesOf(shellGroups, (name) => name === area));
    const hints = shellFiles.map((file) => script(`/apps/shell/${shellVersion}/${file}`));
    const included = await this.facts.includedChunks('shell', shellVersion);

    const page = remoteForPage(pathname);
    const remoteApp = page && appOfFederationName(page.remote);
    const remote = remoteApp ? await this.deployments.current(remoteApp) : null;
    const manifest = remoteApp && remote ? await this.facts.manifest(remoteApp, remote.version) : null;
    if (!page || !remoteApp || !remote || !manifest) return withoutIncludedChunks(onceEach(hints), included);

    // The remote's lazy groups the page needs: its strings in the page's language (its copy of a
    // shared package's strings goes unused: the shell's is the page's) and the pages the drawing rendered.
    const remoteGroups = await this.facts.chunkGroups(remoteApp, remote.version);
    const groupsForPage = Object.keys(remoteGroups).filter(
      (name) => (name.startsWith(textGroup) && !shellTextGroups.includes(name)) || remoteChunkGroups.includes(name),
    );

    // The federation runtime starts when the remote is needed, and the remote's first screen and
    // those groups take shared modules from the shell: their files come with the page too.
    const shellFilesForRemote = filesOf(shellGroups, (name) => name === FEDERATION_RUNTIME_GROUP);
    const [sharedFiles, exposeConsumes, groupConsumes] = await Promise.all([
      this.facts.sharedFiles(shellVersion),
      this.facts.exposeConsumes(remoteApp, remote.version),
      this.facts.groupConsumes(remoteApp, remote.version),
    ]);
    const consumed = [...(exposeConsumes[page.expose] ?? []), ...groupsForPage.flatMap((name) => groupConsumes[name] ?? [])];
    for (const key of consumed) shellFilesForRemote.push(...(sharedFiles[key] ?? []));
    const wordsTaken = WORDS_FOR_REMOTES.filter((namespace) => consumed.includes(`@portal/${namespace}/text`));
    shellFilesForRemote.push(...filesOf(shellGroups, (name) => wordsTaken.some((namespace) => name === `${textGroup}${namespace}`)));
    for (const file of shellFilesForRemote) hints.push(script(`/apps/shell/${shellVersion}/${file}`));
    const base = `/apps/${remoteApp}/${remote.version}/`;
    const exposed = manifest.exposes.find((entry) => entry.name === page.expose);
    // The federation runtime fetches the manifest with fetch() (CORS mode, same-origin credentials).
    hints.push({ href: `${base}mf-manifest.json`, as: 'fetch' });
    hints.push({ href: `${base}${manifest.metaData.remoteEntry.path}${manifest.metaData.remoteEntry.name}`, as: 'script' });
    for (const file of exposed?.assets.js.sync ?? []) hints.push(script(base + file));
    for (const file of exposed?.assets.css.sync ?? []) hints.push({ href: base + file, as: 'style' });
    for (const file of filesOf(remoteGroups, (name) => groupsForPage.includes(name))) hints.push(script(base + file));
    for (const [file, others] of await this.facts.includedChunks(remoteApp, remote.version)) included.set(file, others);
    return withoutIncludedChunks(onceEach(hints), included);
  }
}
