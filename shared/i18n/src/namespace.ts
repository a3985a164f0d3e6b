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
import { currentLanguage, loadCurrentLanguage, namespaceRevision, registerNamespace, subscribeToTexts, translate, type NamespaceLoaders, type TextParams } from '@portal/i18n/i18n';
import type { Language } from '@portal/contracts/languages';

export type { Translation, TextParams } from '@portal/i18n/i18n';

/** 'a.b.c' for every string leaf of the strings object. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

export type TextFunction<T> = (key: TextKey<T>, params?: TextParams) => string;

export interface Namespace<T> {
  readonly namespace: string;
  /** Registers the namespace and fetches the current language; await before the app's first render. */
  load(): Promise<void>;
  /** The text function for components; the component re-renders when the language changes. */
  useText(): TextFunction<T>;
  /** The text in the current language, outside components (document titles, stores). */
  text: TextFunction<T>;
  /**
   * A reference to the text, for a store that outlives the language it was posted in (the
   * notification area): it is worded where it is shown, in the language shown (`resolveTextRef`).
   * A parameter may itself be a reference (a role's name inside a sentence).
   */
  ref: (key: TextKey<T>, params?: TextParams) => string;
}

const TEXT_REF_PREFIX = '@text:';

/** `namespace.ref`'s string: the namespace, the key and the parameters. */
const textRef = (namespace: string, key: string, params: TextParams = {}): string => `${TEXT_REF_PREFIX}${JSON.stringify([namespace, key, params])}`;

/** Words a text reference (`ref`) in the current language, its parameters first; any other string is returned as it is. */
export function resolveTextRef(text: string): string {
  if (!text.startsWith(TEXT_REF_PREFIX)) return text;
  try {
    const [namespace, key, params] = JSON.parse(text.slice(TEXT_REF_PREFIX.length)) as [string, string, Record<string, string | number>];
    const worded = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? resolveTextRef(value) : value]));
    return translate(namespace, key, worded);
  } catch {
    return text;
  }
}

export function defineNamespace<T>(namespace: string, loaders: NamespaceLoaders<T>): Namespace<T> {
  registerNamespace(namespace, loaders);
  return {
    namespace,
    load: () => loadCurrentLanguage(namespace),
    useText() {
      useNamespaceRevision(namespace);
      return (key, params) => translate(namespace, key, params);
    },
    text: (key, params) => translate(namespace, key, params),
    ref: (key, params) => textRef(namespace, key, params),
  };
}

/**
 * Re-renders on a language change or when this namespace's strings arrive (namespaceRevision).
 * useSyncExternalStore re-checks the snapshot after subscribing, so a switch that lands between a
 * remote's first render and its subscription (a click while the remote is still mounting) is never
 * missed.
 */
export function useNamespaceRevision(namespace: string): void {
  const snapshot = () => namespaceRevision(namespace);
  useSyncExternalStore(subscribeToTexts, snapshot, snapshot);
}

/** The current language; the component re-renders when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToTexts, currentLanguage, currentLanguage);
}
