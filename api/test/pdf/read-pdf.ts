/**
 * Reads a PDF back with Mozilla's pdf.js (the legacy build runs in Node): text per page, document
 * information and the fonts each page uses, as a PDF viewer sees them.
 */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

// pdf.js runs its parser in the same thread when it finds the worker module on globalThis.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

export interface PdfFontUse {
  /** The embedded font's name, e.g. "CZZZZZ+NotoSansSC-Regular" (a subset prefix, then the PostScript name). */
  readonly name: string;
  /** True when the font file is inside the PDF rather than left to the viewer. */
  readonly embedded: boolean;
}

export interface ReadPdf {
  readonly pages: readonly string[];
  readonly info: Record<string, unknown>;
  readonly fonts: readonly PdfFontUse[];
}

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), disableFontFace: true, isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const pages: string[] = [];
    const fonts = new Map<string, PdfFontUse>();
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      const operators = await page.getOperatorList();
      operators.fnArray.forEach((fn, index) => {
        if (fn !== pdfjs.OPS.setFont) return;
        const id = (operators.argsArray[index] as [string])[0];
        const font = page.commonObjs.get(id) as { name: string; missingFile: boolean };
        fonts.set(font.name, { name: font.name, embedded: !font.missingFile });
      });
    }
    const { info } = await document.getMetadata();
    return { pages, info: info as Record<string, unknown>, fonts: [...fonts.values()] };
  } finally {
    await document.destroy();
  }
}
