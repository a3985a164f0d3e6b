// Prints the text of each page of the PDF read from stdin as a JSON array, with Mozilla's pdf.js.
// It runs in a process of its own: pdf.js's legacy build replaces globals such as JSON.stringify
// with slower polyfills, which would slow every later call of the test worker to the browser.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

// pdf.js parses in this thread when it finds the worker module on globalThis.
globalThis.pdfjsWorker = pdfjsWorker;

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const document = await pdfjs.getDocument({ data: new Uint8Array(Buffer.concat(chunks)), disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number += 1) {
  const content = await (await document.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
await document.destroy();
process.stdout.write(JSON.stringify(pages));
