// npm run bench, the office's exports (issue 37): the admissions list of a whole year downloaded as
// the console asks for it — every column, CSV and then Excel — through the dashboards bench's API
// instance and its season of applications. Timed to the first and the last byte, its rows counted in
// the file, and the API process's resident memory sampled while it streams: the figure streaming is
// judged by (a size belongs in the bench, not in a timed test). It counts garbage the collector has not
// reached yet too; before export.ts waited for exceljs's own compression, Excel grew it by 214 MB.
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { importTypeScript } from '../deadline/applicants.mjs';
import { ROOT } from '../workspace.mjs';

const ExcelJS = createRequire(path.join(ROOT, 'api/package.json'))('exceljs');

const SAMPLE_EVERY_MS = 20;
const MB = 1024 * 1024;

/** The process's resident memory now, in bytes (Linux's /proc). */
function residentBytes(pid) {
  const kib = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) * 1024;
}

/** Downloads `address` as the officer's browser (its cookies and connections): times, bytes, and the body when `keep`. */
function download(browser, address, keep) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get({ host: browser.base.hostname, port: browser.base.port, path: address, agent: browser.agent, headers: { cookie: browser.cookieHeader(), accept: '*/*' } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${address}: ${response.statusCode}`));
      let firstByteMs = null;
      let bytes = 0;
      let lines = 0;
      const chunks = [];
      response.on('data', (chunk) => {
        firstByteMs ??= performance.now() - started;
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) lines += 1;
        if (keep) chunks.push(chunk);
      });
      response.on('end', () => resolve({ firstByteMs, lastByteMs: performance.now() - started, bytes, lines, body: keep ? Buffer.concat(chunks) : null }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Downloads while sampling the API's memory: the growth over what it held before is the peak's. */
async function measured(browser, pid, address, keep) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), SAMPLE_EVERY_MS);
  try {
    const file = await download(browser, address, keep);
    peak = Math.max(peak, residentBytes(pid));
    return { ...file, rssGrowthMb: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The admissions list of `academicYear` exported with every column, CSV then Excel, by the signed-in
 * admissions officer's `browser`, from the API process `pid`; each after a small export of the same
 * format, which warms what a console in use has warm. Answers each format's figures and the list's total.
 */
export async function timeAdmissionsExport(browser, pid, academicYear) {
  const { admissionExportColumns } = await importTypeScript('shared/contracts/src/admission/office-export.ts');
  const columns = admissionExportColumns.values.join(',');
  const year = `academicYear=${encodeURIComponent(academicYear)}`;
  const listed = await browser.request('GET', `/api/office/admission/applications?${year}`);
  if (listed.status !== 200) throw new Error(`the admissions list: ${listed.status} ${listed.body.slice(0, 200)}`);
  const total = JSON.parse(listed.body).total;
  const figures = {};
  for (const format of ['csv', 'xlsx']) {
    await download(browser, `/api/office/admission/applications/export?${year}&q=90000001&format=${format}&columns=${columns}`, false);
    const file = await measured(browser, pid, `/api/office/admission/applications/export?${year}&format=${format}&columns=${columns}`, format === 'xlsx');
    let rows = file.lines - 1;
    if (format === 'xlsx') {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.body);
      rows = book.worksheets[0].actualRowCount - 1;
    }
    figures[format] = { rows, bytes: file.bytes, firstByteMs: file.firstByteMs, lastByteMs: file.lastByteMs, rssGrowthMb: file.rssGrowthMb };
  }
  return { total, figures };
}

/** The bench table's row: both formats' figures against the target. */
export function exportLine({ total, figures }) {
  const format = (name, { rows, bytes, firstByteMs, lastByteMs, rssGrowthMb }) =>
    `${name}: ${rows.toLocaleString('en-GB')} rows, ${(bytes / MB).toFixed(1)} MB, first byte ${Math.round(firstByteMs)} ms, last byte ${(lastByteMs / 1000).toFixed(1)} s, API memory +${Math.round(rssGrowthMb)} MB`;
  const pass = Object.values(figures).every((file) => file.rows === total);
  return `| Admissions list exported, the whole year (every column; ${total.toLocaleString('en-GB')} submitted applications in the list; API memory: peak resident growth, garbage included) | ${format('CSV', figures.csv)} · ${format('Excel', figures.xlsx)} | every row of the list, streamed: ${pass ? 'within target' : '**misses**'} |`;
}
