/**
 * Drawing a page's first screen on the server. Every app's server build (shared/federation/src/
 * server-config.js) is a Node module the API loads; it draws the app's part of the page from the
 * same answers and strings the page carries (contracts/first-screen.ts), so the browser hydrates
 * exactly what it would have drawn itself (shell/src/bootstrap.tsx, lifecycles.tsx).
 *
 * The apps keep per-page facts in module state (the language, the carried answers, the session
 * store), as a browser tab does. A server module draws one page at a time, with the page's facts
 * installed while it draws and removed after it, so no applicant's page ever sees another's.
 */
import type { ComponentType, ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { SessionInfo } from '@portal/contracts/api';
import { drawingPageOnServer, SESSION_ANSWER_PATH, type FirstScreenData } from '@portal/contracts/first-screen';
import { forgetDrawnChoice, startChoiceFromPage } from '@portal/http/application-choice';
import { forgetDrawnSession, sessionStore } from '@portal/http/session';
import { drawInLanguageOnServer, loadRegisteredNamespaces } from '@portal/i18n/i18n';
import { StaticRouter } from '@portal/router/server';
import { noteDrawnTitle } from '@portal/ui/document-title';
import { noteDrawnPages } from './lazy-page';
import type { ServerDrawing } from './lifecycles';

/** A page to draw: its address (path and query) and what its HTML carries. */
export interface PageToDraw {
  url: string;
  page: FirstScreenData;
}

/** A screen that takes longer than this is left to the browser (the page is served without it). */
const DRAWING_TIME_LIMIT_MS = 2_000;

let previousDrawing: Promise<unknown> = Promise.resolve();

interface DrawingOptions {
  /** Installs the app's own per-page facts (the shell's settings); `forget` removes them. */
  install?: (page: FirstScreenData) => void;
  forget?: () => void;
  /** Told the drawn screen's tab title (document-title.tsx), or null when no screen named itself. */
  titled?: (title: string | null) => void;
}

/** Why a page was not drawn because too many were waiting: the page is served for the browser to draw, and nothing is wrong. */
export const TOO_BUSY_TO_DRAW = 'TooBusyToDraw';

/** Draws one page's element to HTML, after every page this module was already drawing. */
export function drawOnServer(page: FirstScreenData, element: () => ReactElement, options: DrawingOptions = {}): Promise<string> {
  const queuedAt = performance.now();
  const drawing = previousDrawing.then(() => {
    // A page that waited its whole time for its turn is not drawn: it is served at once, and the
    // browser draws it (under a burst of pages the server never falls further behind).
    if (performance.now() - queuedAt > DRAWING_TIME_LIMIT_MS) throw Object.assign(new Error('too many pages waiting to be drawn'), { name: TOO_BUSY_TO_DRAW });
    return drawNow(page, element, options);
  });
  previousDrawing = drawing.catch(() => undefined);
  return drawing;
}

async function drawNow(page: FirstScreenData, element: () => ReactElement, { install, forget, titled }: DrawingOptions): Promise<string> {
  drawInLanguageOnServer(page.language);
  // The answers are copied: whatever the drawing reads, the page's own copy is what the browser gets.
  drawingPageOnServer(structuredClone(page));
  const session = page.answers[SESSION_ANSWER_PATH] as SessionInfo | undefined;
  if (session) sessionStore.getState().setSession(session);
  startChoiceFromPage();
  install?.(page);
  try {
    // Every namespace this module defined, in the page's language (a shared package's words too:
    // in the browser the shell's copy has them; on the server each module has its own).
    await loadRegisteredNamespaces();
    // React leaves a part it could not finish, or a large part it sends apart (progressiveChunkSize),
    // to an inline script, which the Content-Security-Policy refuses. The page is one piece (nothing
    // is sent apart), and a drawing with any failure is no drawing: the browser draws the page.
    const failures: unknown[] = [];
    const drawnTitle = noteDrawnTitle();
    let html: string;
    try {
      const { prelude } = await prerenderToNodeStream(element(), {
        signal: AbortSignal.timeout(DRAWING_TIME_LIMIT_MS),
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void failures.push(error),
      });
      html = await text(prelude);
    } finally {
      titled?.(drawnTitle());
    }
    if (failures.length) throw failures[0];
    if (html.includes('<script')) throw new Error('the drawing needs an inline script');
    return html;
  } finally {
    forget?.();
    forgetDrawnChoice();
    forgetDrawnSession();
    drawingPageOnServer(null);
  }
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** What the API asks of a remote's server module: one exposed module's screen under the shell's prefix. */
export interface RemoteToDraw extends PageToDraw {
  expose: string;
  basename: string;
}

/** A remote's screen as drawn, with the chunk groups of the lazy pages it rendered (lazy-page.tsx): the page preloads them. */
export interface DrawnRemote {
  html: string;
  chunkGroups: string[];
  /** The screen's tab title, when it named itself (the page's first HTML carries it). */
  title: string | null;
}

type ExposedModules = Record<string, () => Promise<{ serverDrawing?: ServerDrawing }>>;

/** A remote's server module (written by server-config.js with the remote's exposed modules). */
export function createRemoteServerRenderer(exposes: ExposedModules) {
  return async ({ expose, basename, url, page }: RemoteToDraw): Promise<DrawnRemote | null> => {
    const drawing = Object.hasOwn(exposes, expose) ? (await exposes[expose]!()).serverDrawing : undefined;
    if (!drawing) return null;
    const Root: ComponentType = drawing.Root;
    let stopNoting = () => [] as string[];
    let chunkGroups: string[] = [];
    let title: string | null = null;
    const html = await drawOnServer(
      page,
      () => (
        <StaticRouter basename={basename} location={url}>
          <Root />
        </StaticRouter>
      ),
      // Noted while this page draws, not while it waits its turn behind another.
      { install: () => void (stopNoting = noteDrawnPages()), forget: () => void (chunkGroups = stopNoting()), titled: (drawn) => void (title = drawn) },
    );
    return { html, chunkGroups, title };
  };
}
