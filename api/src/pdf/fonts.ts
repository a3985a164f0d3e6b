/**
 * The fonts every PDF uses, resolved from installed npm packages so a fresh clone needs no system
 * fonts and no root: Noto Sans SC (Simplified Chinese plus basic Latin) and Noto Sans (the Latin,
 * Greek, Cyrillic and Vietnamese letters Noto Sans SC lacks, such as ł, ğ, ş). Both are TrueType
 * (glyf outlines), which pdfkit subsets reliably; both are under the SIL Open Font License 1.1.
 *
 * The API bundle (api/dist/server.js) keeps these packages external, so require.resolve finds the
 * files in node_modules at run time, the same way in tests, in development and after a build.
 */
import { readFile } from 'node:fs/promises';
import * as fontkit from 'fontkit';
import type { PdfLanguage } from './model';

export type FontWeight = 'regular' | 'bold';

export interface PdfFont {
  /** Name the renderer registers the face under in each document, e.g. "cjk-bold". */
  readonly key: string;
  /** The font file, for tests and tools that want to inspect it. */
  readonly path: string;
  readonly face: fontkit.Font;
}

const FONT_FILES = {
  'latin-regular': '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'latin-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  'cjk-regular': '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  'cjk-bold': '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

type FontKey = keyof typeof FONT_FILES;

export const fontPath = (key: FontKey): string => require.resolve(FONT_FILES[key]);

async function openFont(key: FontKey): Promise<PdfFont> {
  const path = fontPath(key);
  const face = fontkit.create(await readFile(path));
  if (!('glyphForCodePoint' in face)) throw new Error(`${path} is a font collection, not a single font`);
  return { key, path, face };
}

export interface FontSet {
  readonly latin: Readonly<Record<FontWeight, PdfFont>>;
  readonly cjk: Readonly<Record<FontWeight, PdfFont>>;
}

// Opened once per process: the Chinese faces are about 10 MB each, and parsing them for every PDF
// would dominate the rendering time. pdfkit makes a fresh subset from the shared face per document.
let loading: Promise<FontSet> | undefined;

export function loadFonts(): Promise<FontSet> {
  loading ??= (async () => {
    const [latinRegular, latinBold, cjkRegular, cjkBold] = await Promise.all(
      (['latin-regular', 'latin-bold', 'cjk-regular', 'cjk-bold'] as const).map(openFont),
    );
    return {
      latin: { regular: latinRegular!, bold: latinBold! },
      cjk: { regular: cjkRegular!, bold: cjkBold! },
    };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Fonts in the order they are tried for each character. A Chinese document prefers the Chinese face
 * even for Latin letters and punctuation, so its full-width punctuation and digits match the text
 * around them; an English document prefers the Latin face and falls back for Chinese names.
 */
export function fontStack(fonts: FontSet, language: PdfLanguage, weight: FontWeight): readonly PdfFont[] {
  return language === 'zh-Hans' ? [fonts.cjk[weight], fonts.latin[weight]] : [fonts.latin[weight], fonts.cjk[weight]];
}

export interface TextRun {
  readonly font: PdfFont;
  readonly text: string;
}

const hasGlyph = (font: PdfFont, codePoint: number) => font.face.glyphForCodePoint(codePoint).id !== 0;

// Characters that need no glyph of their own: line breaks and spaces take the font of their neighbours,
// so a space between two Chinese words does not start a new run.
const isLayoutOnly = (char: string) => /^[\s]$/u.test(char);

/**
 * Splits text into runs that each use the first font of the stack with a glyph for every character.
 * A character no font has stays with the first font (it prints as the font's empty box rather than
 * vanishing); tests check that the portal's own text never needs that.
 */
export function splitIntoRuns(text: string, stack: readonly PdfFont[]): TextRun[] {
  const runs: { font: PdfFont; text: string }[] = [];
  for (const char of text) {
    const previous = runs.at(-1);
    if (previous && isLayoutOnly(char)) {
      previous.text += char;
      continue;
    }
    const codePoint = char.codePointAt(0)!;
    const font = stack.find((candidate) => hasGlyph(candidate, codePoint)) ?? stack[0]!;
    if (previous?.font === font) previous.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** Characters of the text that no font of the stack can draw (each once, in order of appearance). */
export function missingCharacters(text: string, stack: readonly PdfFont[]): string[] {
  const missing = new Set<string>();
  for (const char of text) {
    if (isLayoutOnly(char)) continue;
    const codePoint = char.codePointAt(0)!;
    if (!stack.some((font) => hasGlyph(font, codePoint))) missing.add(char);
  }
  return [...missing];
}
