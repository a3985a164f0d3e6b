/**
 * The page's strings and language. This package is a federated singleton, so the shell and every
 * remote (each in its own React root, mounted by single-spa) share this one store: a language change
 * notifies every subscriber once, which re-renders every `useText` consumer in every root
 * (namespace.ts binds React to it with useSyncExternalStore).
 *
 * Each app owns its strings in its own namespace, in its own deploy (see defineNamespace). Only the
 * chosen language's strings are fetched: each language of each namespace is its own lazy chunk.
 *
 * Why not i18next: the portal needs a keyed lookup, `{name}` placeholders and a change event, and
 * TypeScript already proves every key exists in both languages. i18next's core alone is about 16 KB
 * gzipped on the first load of /login, three times the "few KB" the language switch may add there;
 * this store is under 1 KB and words text with the same function as the server (fillPlaceholders).
 */
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, negotiateLanguage, type Language } from '@portal/contracts/languages';
import { readFirstScreen } from '@portal/contracts/first-screen';
import { fillPlaceholders } from '@portal/contracts/placeholders';

/** The same shape as the English strings, every leaf a string: what another language must provide. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** How each language of a namespace is fetched (a dynamic import: its own chunk). */
export type NamespaceLoaders<Strings> = Record<Language, () => Promise<{ default: Translation<Strings> }>>;

/** Values for {placeholders} in a string. */
export type TextParams = Readonly<Record<string, string | number>>;

interface Strings {
  readonly [key: string]: string | Strings;
}

const loaders = new Map<string, NamespaceLoaders<unknown>>();
/** Loaded strings by `${language} ${namespace}`. */
const bundles = new Map<string, Strings>();
const listeners = new Set<() => void>();

/** The language of a first visit: the remembered choice, else the browser's preference (as the server read it, when it did). */
export function initialLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const remembered = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  if (isLanguage(remembered)) return remembered;
  // The server negotiated the page's language from Accept-Language and preloaded its strings.
  const negotiatedByServer = readFirstScreen()?.language;
  if (isLanguage(negotiatedByServer)) return negotiatedByServer;
  return negotiateLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

let language: Language = initialLanguage();

/**
 * The language of the page the server is drawing (shared/mount/src/server.tsx): the one the page
 * itself will start in. Nothing is remembered; the next page drawn sets its own.
 */
export function drawInLanguageOnServer(chosen: Language): void {
  if (chosen === language) return;
  language = chosen;
  changed();
}

function changed(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `onChange` after every language change and every arrival of strings; returns the unsubscribe. */
export function subscribeToTexts(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * A value that changes when a namespace's words on the page change: the language, or its strings
 * arriving. Not when another namespace's arrive: a screen the server drew is still being taken over
 * while a remote's page fetches its words, and a needless redraw above the part React has not reached
 * yet would make React throw that part away and draw it afresh.
 */
export const namespaceRevision = (namespace: string): string => `${language}|${isNamespaceLoaded(language, namespace) ? 'loaded' : 'waiting'}`;

const bundleKey = (bundleLanguage: Language, namespace: string) => `${bundleLanguage} ${namespace}`;

export const isNamespaceLoaded = (bundleLanguage: Language, namespace: string): boolean => bundles.has(bundleKey(bundleLanguage, namespace));

function lookup(namespace: string, key: string): string | undefined {
  let node: string | Strings | undefined = bundles.get(bundleKey(language, namespace));
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether a namespace has this key in the current language (for keys built from data, such as statuses). */
export const hasText = (namespace: string, key: string): boolean => lookup(namespace, key) !== undefined;

/** The text of a key in the current language with its placeholders filled; the key itself while its strings are not loaded. */
export function translate(namespace: string, key: string, params: TextParams = {}): string {
  const template = lookup(namespace, key);
  return template === undefined ? key : fillPlaceholders(template, params, language);
}

export const currentLanguage = (): Language => language;

/** Fetches one namespace's strings for a language, once. */
async function loadNamespace(namespace: string, bundleLanguage: Language): Promise<void> {
  if (isNamespaceLoaded(bundleLanguage, namespace)) return;
  const load = loaders.get(namespace)?.[bundleLanguage];
  if (!load) return;
  const { default: strings } = await load();
  bundles.set(bundleKey(bundleLanguage, namespace), strings as Strings);
  changed();
}

/**
 * The strings at an address the page names (contracts/first-screen.ts `textsFrom`: the server's own
 * catalogue, preloaded with the page), else from the namespace's own chunk.
 */
const fromAddress =
  (address: string, chunk: (() => Promise<{ default: unknown }>) | undefined) =>
  async (): Promise<{ default: unknown }> => {
    try {
      const response = await fetch(address, { credentials: 'same-origin' });
      if (response.ok) return { default: (await response.json()) as unknown };
    } catch {
      // Unreachable for a moment: the chunk has the same strings.
    }
    if (!chunk) throw new Error(`no strings for ${address}`);
    return chunk();
  };

/**
 * Makes a namespace known (at definition); nothing is fetched until it is loaded. Strings the page
 * says the server serves itself are fetched from there in the page's language.
 */
export function registerNamespace<Loaded>(namespace: string, namespaceLoaders: NamespaceLoaders<Loaded>): void {
  const page = readFirstScreen();
  const address = page?.textsFrom?.[namespace];
  const own = namespaceLoaders as NamespaceLoaders<unknown>;
  loaders.set(namespace, page && address ? { ...own, [page.language]: fromAddress(address, own[page.language]) } : own);
}

/**
 * Fetches a registered namespace in the current language (await before the first render). The
 * language may change while the strings are on their way; then the new language's follow.
 */
export async function loadCurrentLanguage(namespace: string): Promise<void> {
  for (;;) {
    const wanted = language;
    await loadNamespace(namespace, wanted);
    if (wanted === language) return;
  }
}

/** The registered namespaces whose words in `chosen` are not here yet (and can be fetched). */
const namespacesToLoad = (chosen: Language): string[] => [...loaders.entries()].filter(([namespace, load]) => load[chosen] && !isNamespaceLoaded(chosen, namespace)).map(([namespace]) => namespace);

/** Every namespace defined so far, in the current language (unit tests; a page that needs them all). */
export async function loadRegisteredNamespaces(): Promise<void> {
  await Promise.all([...loaders.keys()].map(loadCurrentLanguage));
}

/**
 * Switches the whole page: fetches every registered namespace in the new language first (so no
 * screen flashes untranslated keys), then changes language, which re-renders the shell and every
 * mounted remote in place; form values live in React state and are untouched. The choice is
 * remembered in a cookie for a year; <html lang> follows.
 */
export async function changeLanguage(chosen: Language): Promise<void> {
  // Rounds until every namespace known so far has its words: one registered while the first round
  // was fetching (a remote's or a lazy page's module arriving mid-switch) is on screen at the change,
  // and would otherwise be drawn as its keys until its own words came.
  for (let missing = namespacesToLoad(chosen); missing.length > 0; missing = namespacesToLoad(chosen)) {
    await Promise.all(missing.map((namespace) => loadNamespace(namespace, chosen)));
  }
  if (chosen !== language) {
    language = chosen;
    changed();
  }
  applyLanguageToDocument(chosen);
  rememberLanguage(chosen);
  // A remote that arrived during the switch registered its namespace too late for the first round
  // and may have fetched the old language: its strings in the new one follow (and re-render it).
  await loadRegisteredNamespaces();
}

/** `<html lang>` follows the page's language (at start, before the first render, and on every switch). */
export function applyLanguageToDocument(chosen: Language = language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = chosen;
}

/**
 * Remembers a choice the applicant made, for a year. A first visit writes nothing: the browser's
 * preference keeps deciding until the applicant picks a language.
 */
function rememberLanguage(chosen: Language): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${chosen}; Path=/; Max-Age=${365 * 86400}; SameSite=Lax${secure}`;
}
