/**
 * Typed access to an app's strings. An app declares its English strings as a const object and its
 * Chinese as `Translation<typeof english>`, so TypeScript refuses a Chinese file with a missing or
 * extra key, and `text('no.such.key')` does not compile.
 *
 *   export const publicText = defineNamespace('public', {
 *     'en-GB': () => import('./locales/en-GB'),
 *     'zh-Hans': () => import('./locales/zh-Hans'),
 *   });
 *   const text = publicText.useText();   // re-renders on a language change
 *   <h1>{text('pinReset.title')}</h1>
 */
import { useSyncExternalStore } from 'react';
import { i18n, loadCurrentLanguage, registerNamespace, type NamespaceLoaders } from './i18n';

export type { Translation } from './i18n';

/** 'a.b.c' for every string leaf of the strings object. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** Values for {placeholders} in a string. */
export type TextParams = Record<string, string | number>;
export type TextFunction<T> = (key: TextKey<T>, params?: TextParams) => string;

export interface Namespace<T> {
  readonly namespace: string;
  /** Registers the namespace and fetches the current language; await before the app's first render. */
  load(): Promise<void>;
  /** The text function for components; the component re-renders when the language changes. */
  useText(): TextFunction<T>;
  /** The text in the current language, outside components (document titles, stores). */
  text: TextFunction<T>;
}

export function defineNamespace<T>(namespace: string, loaders: NamespaceLoaders<T>): Namespace<T> {
  registerNamespace(namespace, loaders);
  return {
    namespace,
    load: () => loadCurrentLanguage(namespace),
    useText() {
      usePageLanguage();
      return (key, params) => i18n.t(key, { ns: namespace, ...params });
    },
    text: (key, params) => i18n.t(key, { ns: namespace, ...params }),
  };
}

/**
 * Re-renders on a language change or when strings arrive. useSyncExternalStore re-checks the
 * language after subscribing, so a switch that lands between a remote's first render and its
 * subscription (a click while the remote is still mounting) is never missed. (react-i18next's
 * useTranslation subscribes in an effect and can miss it; shared whole as a federated singleton it
 * would also add about 10 KB to the first load, so the portal binds React to i18next itself.)
 */
function subscribeToLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  i18n.store.on('added', onChange);
  return () => {
    i18n.off('languageChanged', onChange);
    i18n.store.off('added', onChange);
  };
}
let bundlesAdded = 0;
i18n.store.on('added', () => {
  bundlesAdded += 1;
});
const languageSnapshot = () => `${i18n.language}|${bundlesAdded}`;

function usePageLanguage(): void {
  useSyncExternalStore(subscribeToLanguage, languageSnapshot, languageSnapshot);
}

/** The current language; the component re-renders when it changes. */
export function useLanguage(): string {
  usePageLanguage();
  return i18n.language;
}
