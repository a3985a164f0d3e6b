/**
 * Words never shown as their keys (issue 34 §3: the submitted application's Documents tab showed
 * `documents.types.IDENTITY_NRIC` when its words' bundle was never loaded). Every page of every test
 * is watched from its first byte: any text a person sees (a text node drawn on screen, the page
 * title) or hears (aria-label, alt, title, placeholder) that is a catalogue key, or a catalogue
 * reference never worded (`@msg:[…]`), is reported, in either language, however briefly it showed.
 *
 * A key is told from ordinary text (a file name, a web address, "e.g.") by its first part: one of
 * the apps' catalogues' top-level keys, read from their English files (the Chinese must have the
 * same keys: TypeScript holds them to it). Dotted words ending in a file type or a domain are names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';

const REPO = path.resolve(__dirname, '../..');
const SOURCE_ROOTS = ['shell', 'shared', 'mfe-admission', 'mfe-financial-aid', 'mfe-payment', 'mfe-public', 'mfe-scholarship'];

const ENGLISH_CATALOGUE = /[\\/]locales[\\/]en-GB(?:\.ts|[\\/][^\\/]+\.ts)$/;

function* englishCatalogues(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'test') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* englishCatalogues(full);
    else if (ENGLISH_CATALOGUE.test(full)) yield full;
  }
}

/** The first part of every key: each English catalogue's top-level names (`  name:` or `  name,`). */
function catalogueHeads(): string[] {
  const heads = new Set<string>();
  for (const root of SOURCE_ROOTS) {
    for (const file of englishCatalogues(path.join(REPO, root))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/^ {2}([A-Za-z][A-Za-z0-9]*)\s*[:,]/gm)) heads.add(match[1]!);
    }
  }
  return [...heads].sort();
}

let heads: string[] | undefined;
/** A context is watched once, whichever way it was opened (a binding can be exposed only once). */
const watched = new WeakSet<BrowserContext>();

/** Runs in every page and frame before its own scripts: watches everything drawn, reports keys. */
function watchPage(knownHeads: string[]) {
  const known = new Set(knownHeads);
  const NAME_ENDINGS = /\.(pdf|png|jpe?g|gif|txt|csv|docx?|xlsx?|zip|com|sg|edu|org|net|gov|io|html?)$/i;
  const DOTTED = /(?<![\w@/.:-])[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+(?![\w@/:-]|\.\w)/g;
  const seen = new Set<string>();
  const found = (text: string | null | undefined): string[] => {
    if (!text) return [];
    const hits = text.includes('@msg:') ? ['@msg:'] : [];
    for (const [token] of text.matchAll(DOTTED)) if (known.has(token.split('.')[0]!) && !NAME_ENDINGS.test(token)) hits.push(token);
    return hits;
  };
  const shown = (element: Element | null) =>
    !!element && (element.tagName === 'TITLE' || (element.checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? true));
  const tell = (hits: string[], where: string) => {
    for (const hit of hits) {
      const entry = `${hit} (${where})`;
      if (seen.has(entry)) continue;
      seen.add(entry);
      // Looked up when needed: the binding may be installed after this script.
      void (window as unknown as { __portalRawKey?: (found: string) => Promise<void> }).__portalRawKey?.(entry);
    }
  };
  const SPOKEN = ['aria-label', 'alt', 'title', 'placeholder'];
  const checkText = (node: Node) => {
    const hits = found(node.textContent);
    if (hits.length && shown(node.parentElement)) tell(hits, `text in <${node.parentElement!.tagName.toLowerCase()}>`);
  };
  const checkAttributes = (element: Element) => {
    for (const name of SPOKEN) {
      const hits = found(element.getAttribute(name));
      if (hits.length) tell(hits, `${name} of <${element.tagName.toLowerCase()}>`);
    }
  };
  const checkTree = (root: Node) => {
    if (root.nodeType === Node.TEXT_NODE) return checkText(root);
    if (root.nodeType !== Node.ELEMENT_NODE) return;
    const element = root as Element;
    if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') return;
    checkAttributes(element);
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.nodeType === Node.ELEMENT_NODE && ['SCRIPT', 'STYLE', 'TEMPLATE'].includes((node as Element).tagName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) checkText(node);
      else checkAttributes(node as Element);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(checkTree);
      else if (record.type === 'characterData') checkText(record.target);
      else if (record.type === 'attributes') checkAttributes(record.target as Element);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: SPOKEN });
}

/**
 * Starts watching the pages of `context`; what any of them showed as a key is added to `reported`
 * ("documents.types.OTHER (text in <td>)" with the page's address).
 */
export async function watchRawKeys(context: BrowserContext, reported: string[]): Promise<void> {
  if (watched.has(context)) return;
  watched.add(context);
  heads ??= catalogueHeads();
  await context.exposeBinding('__portalRawKey', ({ page }, found: string) => {
    reported.push(`${page?.url() ?? '(a page)'}: ${found}`);
  });
  await context.addInitScript(watchPage, heads);
}
