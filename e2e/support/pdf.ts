import { execFile } from 'node:child_process';
import path from 'node:path';

/** The text of each page of a PDF, as a PDF viewer reads it (pdf.js, in a process of its own: see pdf-text.mjs). */
export function pdfPages(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const reader = execFile(process.execPath, [path.join(__dirname, 'pdf-text.mjs')], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`reading the PDF failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout) as string[]);
    });
    reader.stdin!.end(bytes);
  });
}
