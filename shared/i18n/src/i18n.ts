/**
 * The one i18next instance on the page. This package is a federated singleton, so the shell and
 * every remote (each in its own React root, mounted by single-spa) share it: a language change
 * emits one event that re-renders every `useText` consumer in every root (namespace.ts subscribes
 * to 'languageChanged' and, for strings arriving later, 'added').
 *
 * Each app owns its strings in its own namespace, in its own deploy (see defineNamespace). Only the
 * chosen language's strings are fetched: each language of each namespace is its own lazy chunk.
 */
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, formatDuration, isLanguage, LANGUAGE_COOKIE, LANGUAGES, negotiateLanguage, type Language } from '@portal/contracts/languages';

/** The same shape as the English strings, every leaf a string: what another language must provide. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** How each language of a namespace is fetched (a dynamic import: its own chunk). */
export type NamespaceLoaders<Strings> = Record<Language, () => Promise<{ default: Translation<Strings> }>>;

const loaders = new Map<string, NamespaceLoaders<unknown>>();

/** The language of a first visit: the remembered choice, else the browser's preference. */
export function initialLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const remembered = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);
  if (isLanguage(remembered)) return remembered;
  return negotiateLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

export const i18n = i18next.createInstance();
void i18n.init({
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Strings arrive per namespace and language through addResourceBundle, never all at once.
  resources: {},
  partialBundledLanguages: true,
  ns: [],
  // Placeholders are {name} (and {0} in the shared message catalogue), the same in both languages.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  initAsync: false,
});
// {0, duration} in the catalogue: a number of seconds in words, in the current language.
i18n.services.formatter?.add('duration', (value: unknown, language: string | undefined) =>
  typeof value === 'number' ? formatDuration(value, isLanguage(language) ? language : DEFAULT_LANGUAGE) : String(value),
);

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Fetches one namespace's strings for a language, once. */
async function loadNamespace(namespace: string, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return;
  const load = loaders.get(namespace)?.[language];
  if (!load) return;
  const { default: strings } = await load();
  i18n.addResourceBundle(language, namespace, strings as object, true, true);
}

/** Makes a namespace known (at definition); nothing is fetched until it is loaded. */
export function registerNamespace<Strings>(namespace: string, namespaceLoaders: NamespaceLoaders<Strings>): void {
  loaders.set(namespace, namespaceLoaders as NamespaceLoaders<unknown>);
}

/**
 * Fetches a registered namespace in the current language (await before the first render). The
 * language may change while the strings are on their way; then the new language's follow.
 */
export async function loadCurrentLanguage(namespace: string): Promise<void> {
  for (;;) {
    const language = currentLanguage();
    await loadNamespace(namespace, language);
    if (language === currentLanguage()) return;
  }
}

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
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, language)));
  await i18n.changeLanguage(language);
  applyLanguageToDocument(language);
  // A remote that arrived during the switch registered its namespace too late for the first round
  // and may have fetched the old language: its strings in the new one follow (and re-render it).
  await loadRegisteredNamespaces();
}

export function applyLanguageToDocument(language: Language = currentLanguage()): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${365 * 86400}; SameSite=Lax${secure}`;
}
