/**
 * What the page's HTML carries for its first screen, so the browser can draw it without first
 * asking the API (ARCHITECTURE.md section 7: at most two round trips before the first paint).
 *
 * The server answers the GET requests the shell makes at start-up (settings, session, where the
 * remotes live, the sign-in page's providers) while it serves the page, and writes the answers into
 * a `<script type="application/json">` block: data, never executed, so the Content-Security-Policy
 * needs no exception. The browser takes each answer once, in place of the request.
 */
import type { Language } from '@portal/contracts/languages';
import { LOGIN_VARIANTS } from '@portal/contracts/systems';

export const FIRST_SCREEN_ELEMENT_ID = 'portal-first-screen';
/**
 * The personal answers (the session) sit in an element of their own: the service worker keeps a copy
 * of each page for the next visit and drops this element from it, so no cache holds them.
 */
export const PERSONAL_ELEMENT_ID = 'portal-first-screen-personal';

export interface FirstScreenData {
  /** The language the server chose for the page (the remembered choice, else Accept-Language). */
  language: Language;
  /** GET answers by path as the browser would ask for them (`/api/system/settings`, `/remotes.json`). */
  answers: Record<string, unknown>;
  /**
   * Where to fetch, in `language`, the strings of a namespace the server holds itself: the message
   * catalogue (the API's own error codes, so the API is its source), at a versioned address the
   * browser may keep. The page names the address and preloads it after its first paint; it does not
   * carry the strings, which only the scripts need (57 KB that would sit before the page's content).
   * The apps' own strings come as preloaded chunks.
   */
  textsFrom?: Record<string, string>;
}

/** The API path of the session, whose answer is personal. */
export const SESSION_ANSWER_PATH = '/api/auth/session';

/** Whether a page carried the session's answer (a page from the service worker's copy did not). */
export const pageCarriesSession = (): boolean => Object.hasOwn(readFirstScreen()?.answers ?? {}, SESSION_ANSWER_PATH);

/** The remote that draws a page, which of its exposed modules, and the route prefix the shell mounts it under (spec 2's route table). */
export interface PageRemote {
  remote: string;
  expose: string;
  basename: string;
}

/** Public helper routes owned by mfe-public. */
export const PUBLIC_REMOTE_PATHS = ['/pin/reset', '/password/forgot', '/password/reset', '/applicationNumber/enquiry', '/b2c/*', '/social-enquiry', '/faq', '/referee', '/surety', '/guarantor', '/tuition-grant-surety'];

/**
 * The domains, each its own remote: the applicant's area below /applicant/<path> (the remote's `app`)
 * and the office's console below /office/<path> (its `office`).
 */
export const APPLICANT_REMOTE_PATHS = [
  { path: 'admission', remote: 'mfe_admission' },
  { path: 'scholarship', remote: 'mfe_scholarship' },
  { path: 'financial-aid', remote: 'mfe_financial_aid' },
  { path: 'payment', remote: 'mfe_payment' },
] as const;

export const CALCULATOR_PATH = '/FinancialAidCalculator';

const underPrefix = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The shell's lazily loaded areas (named chunk groups), preloaded with the pages that draw them. */
export const APPLICANT_AREA_CHUNK = 'applicant-area';
export const OFFICE_AREA_CHUNK = 'office-area';
export const SIGN_IN_CHUNK = 'sign-in';
const SHELL_AREAS: readonly string[] = [APPLICANT_AREA_CHUNK, OFFICE_AREA_CHUNK, SIGN_IN_CHUNK];

/**
 * The area whose own strings a text chunk group holds (`text-<language>-<area>`, e.g. the applicant
 * area's dashboard words): they come with that area's pages, not with every page.
 */
export function areaOfTextGroup(group: string): string | null {
  return SHELL_AREAS.find((area) => group.endsWith(`-${area}`)) ?? null;
}

/**
 * The applicant's own data a page's first screen asks for, beyond the session: the server carries the
 * answers (in the personal block) so the screen is drawn without a third round trip. A page whose
 * requests change and are not listed here still works: it asks for them itself.
 */
export function personalAnswersForPage(pathname: string): string[] {
  if (!underPrefix(pathname, '/applicant')) return [];
  // The applicant area's menus follow the chosen application.
  const answers = ['/api/applicant/applications'];
  if (pathname === '/applicant') answers.push('/api/applicant/action-items');
  // A long form's section page: the form (its task list, for the page's frame) and the section's draft.
  const section = /^\/applicant\/(admission|scholarship|financial-aid)\/applications\/([A-Za-z0-9-]+)\/sections\/([A-Za-z]+)$/.exec(pathname);
  if (section) {
    const base = `/api/${section[1]}/applications/${section[2]}`;
    answers.push(`${base}${FORM_OF_APPLICATION[section[1] as keyof typeof FORM_OF_APPLICATION]}`, `${base}/sections/${section[3]}`);
  }
  return answers;
}

/**
 * Answers a public page's first screen shows, the same for everyone: the server carries them (and draws
 * the screen from them), so the content is on the page before any script runs.
 */
export function publicAnswersForPage(pathname: string, language: Language): string[] {
  if (pathname === '/faq') return [`/api/content/faq?lang=${encodeURIComponent(language)}`];
  return [];
}

/** Where each long form's task list is, below its application (each remote's form query). */
const FORM_OF_APPLICATION = { admission: '/form', scholarship: '', 'financial-aid': '' } as const;

/** Which of the shell's areas draws this page, if any. */
export function shellAreaForPage(pathname: string): string | null {
  if (LOGIN_VARIANTS.some((variant) => variant.path === pathname)) return SIGN_IN_CHUNK;
  if (underPrefix(pathname, '/applicant') || underPrefix(pathname, '/singpass')) return APPLICANT_AREA_CHUNK;
  if (underPrefix(pathname, '/office')) return OFFICE_AREA_CHUNK;
  return null;
}

/** Which remote draws this page, if any: the server preloads its files with the page. */
export function remoteForPage(pathname: string): PageRemote | null {
  if (underPrefix(pathname, CALCULATOR_PATH)) return { remote: 'mfe_financial_aid', expose: 'calculator', basename: CALCULATOR_PATH };
  for (const path of PUBLIC_REMOTE_PATHS) {
    if (path.endsWith('/*') ? underPrefix(pathname, path.slice(0, -2)) : pathname === path) return { remote: 'mfe_public', expose: 'app', basename: '/' };
  }
  for (const { path, remote } of APPLICANT_REMOTE_PATHS) {
    if (underPrefix(pathname, `/applicant/${path}`)) return { remote, expose: 'app', basename: `/applicant/${path}` };
    if (underPrefix(pathname, `/office/${path}`)) return { remote, expose: 'office', basename: `/office/${path}` };
  }
  return null;
}

let cached: FirstScreenData | null | undefined;

/**
 * The page being drawn on the server (shared/mount/src/server.tsx): what readFirstScreen answers
 * while the server draws it, so every component reads the same answers and strings the browser
 * will read from the page's HTML. Null again once it is drawn.
 */
export function drawingPageOnServer(page: FirstScreenData | null): void {
  cached = page;
}

/**
 * The attribute on the element a remote drew its first screen into on the server: the browser's copy
 * of the remote hydrates that content in place instead of drawing it again (shell/src/federation).
 */
export const SERVER_DRAWN_ATTRIBUTE = 'data-server-drawn';

/**
 * A page whose first screen the server drew needs no script to show it: its files are fetched after its
 * first paint, and its scripts run when the applicant first acts on the screen (shell/src/after-paint.ts),
 * so on a slow connection the page and its stylesheet have the bandwidth to themselves, and a phone
 * spends no time on code while the applicant reads. The files are listed in this element: the shell's
 * entry, then preloads.
 */
export const AFTER_PAINT_ELEMENT_ID = 'portal-after-paint';

/** A file the page will need, fetched ahead (`fetch` with CORS: the federation runtime reads manifests with fetch()). */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
  /**
   * A webpack chunk of an app (not an app's entry): running it only hands its modules to its app's
   * webpack runtime, before or after that runtime starts, and runs none of them. The drawn page's
   * starter runs it as soon as it arrives, so the runtime finds it installed when the code asks for
   * it, instead of adding a script element (a request and a timer) for it in the middle of start-up.
   */
  chunk?: true;
}

export interface AfterPaintFiles {
  /** Scripts to run, in order (the shell's entry). */
  scripts: string[];
  preloads: Preload[];
  /**
   * Milliseconds after which the scripts run even if the applicant has not acted: a signed-in page's
   * session warning (shell/src/session) must be on the screen before the session ends. Null: only
   * when they act.
   */
  startAtLatestMs: number | null;
  /**
   * The worker that fetches the files ahead into the cache, off the page's thread
   * (shell/src/fetch-ahead-worker.ts): beside the entry, in the shell's versioned folder.
   */
  fetchAheadWorker: string;
}

/** What the starter tells the fetch-ahead worker: the files, in the order wanted; then, once the scripts run, to stop. */
export type FetchAheadMessage = { type: 'fetch'; hrefs: string[] } | { type: 'stop' };

/**
 * Set on what a drawn screen shows while it waits for data its scripts fetch (a loading spinner): a
 * screen drawn that way starts its scripts as soon as it is painted, not when the applicant acts.
 */
export const WAITING_ATTRIBUTE = 'data-waiting';

/**
 * Set on a React root's element once React has taken over what the server drew there (its first
 * commit): the page's root (the shell) and each remote's element (marked REMOTE_ROOT_ATTRIBUTE).
 * Until then, what the applicant does there is held (shell/src/before-take-over.ts).
 */
export const TAKEN_OVER_ATTRIBUTE = 'data-taken-over';
export const REMOTE_ROOT_ATTRIBUTE = 'data-remote-root';

/** Where the server-drawn content of the page's root ends: the service worker's copy drops it (it may be personal). */
export const SERVER_DRAWN_END = '<!--portal-server-drawn-end-->';

function parseElement<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The page's first-screen data, or null (a page from an older server, a unit test). Parsed once. */
export function readFirstScreen(): FirstScreenData | null {
  if (cached !== undefined) return cached;
  cached = typeof document === 'undefined' ? null : parseElement<FirstScreenData>(FIRST_SCREEN_ELEMENT_ID);
  const personal = cached && parseElement<Pick<FirstScreenData, 'answers'>>(PERSONAL_ELEMENT_ID);
  if (cached && personal) Object.assign(cached.answers, personal.answers);
  return cached;
}

/**
 * Drops the answers nobody took: they were the first screen's, and a later screen must ask the server
 * (the data may have changed since the page was served). Called when the applicant moves on.
 */
export function forgetFirstScreenAnswers(): void {
  const page = readFirstScreen();
  if (page) page.answers = {};
}

/** The embedded answer for a GET path, left in place (for a first render that takes it later). */
export function peekFirstScreenAnswer(path: string): { found: true; value: unknown } | { found: false } {
  const answers = readFirstScreen()?.answers;
  return answers && Object.hasOwn(answers, path) ? { found: true, value: answers[path] } : { found: false };
}

/**
 * The embedded answer for a GET path, once: the first request for it is answered from the page,
 * every later one goes to the server (the answer is the page's, not a cache).
 */
export function takeFirstScreenAnswer(path: string): { found: true; value: unknown } | { found: false } {
  const answer = peekFirstScreenAnswer(path);
  if (answer.found) delete readFirstScreen()!.answers[path];
  return answer;
}
