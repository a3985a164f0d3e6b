// Issue 36: each page against its own static copy (static-copy.mjs), in the same run: Lighthouse's
// mobile profile on both, medians of LIGHTHOUSE_RUNS runs (three unless set), on this machine as it
// is and as a slow machine. Absolute scores move with the machine; the ratio to the page's own limit
// is what the portal controls.
//
// The slow machine is Chromium's CPU throttling in Lighthouse's simulation: its mobile profile
// already slows the CPU 4×; this run's slowdown is raised by how much faster this machine is than one
// of benchmark index SLOW_MACHINE_INDEX (which Lighthouse still calls a normal desktop).
import { lighthousePages, RUNS as LIGHTHOUSE_RUNS } from './lighthouse.mjs';
import { staticCopyServer } from './static-copy.mjs';

export const SLOW_MACHINE_INDEX = 1100;
const MOBILE_CPU_SLOWDOWN = 4;
export const TARGETS = { score: 0.95, lcp: 1.1 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Medians of each figure over a page's runs (a page's median score and median LCP may be different runs). */
function medians(result) {
  const all = result.all;
  return {
    score: median(all.map((run) => run.score)),
    lcp: median(all.map((run) => run.lcp)),
    fcp: median(all.map((run) => run.fcp)),
    tbt: median(all.map((run) => run.tbt)),
    benchmarkIndex: median(all.map((run) => run.benchmarkIndex ?? 0)),
  };
}

async function oneMachine(pages, flags) {
  const results = await lighthousePages(
    pages.flatMap((page) => [
      { name: `page ${page.name}`, url: page.url, cookie: page.cookie },
      { name: `copy ${page.name}`, url: page.copy },
    ]),
    flags,
  );
  return Object.fromEntries(
    pages.map((page) => {
      const measured = medians(results[`page ${page.name}`]);
      const copy = medians(results[`copy ${page.name}`]);
      return [page.name, { page: measured, copy, scoreRatio: measured.score / copy.score, lcpRatio: measured.lcp / copy.lcp, full: results[`page ${page.name}`] }];
    }),
  );
}

/**
 * @param {string} portalBase
 * @param {Array<{ name: string, url: string, cookie?: string }>} pages
 */
export async function measureAgainstStatic(portalBase, pages) {
  const copies = await staticCopyServer(portalBase);
  try {
    const withCopies = [];
    for (const page of pages) {
      const response = await fetch(page.url, { headers: page.cookie ? { cookie: page.cookie } : {} });
      if (!response.ok) throw new Error(`${page.url} answered ${response.status}`);
      withCopies.push({ ...page, copy: await copies.add(response) });
    }
    const asItIs = await oneMachine(withCopies, []);
    const index = median(Object.values(asItIs).flatMap(({ page, copy }) => [page.benchmarkIndex, copy.benchmarkIndex]).filter(Boolean));
    const slowdown = Math.round(MOBILE_CPU_SLOWDOWN * Math.max(1, index / SLOW_MACHINE_INDEX) * 10) / 10;
    const slow = await oneMachine(withCopies, [`--throttling.cpuSlowdownMultiplier=${slowdown}`]);
    return { index, slowdown, asItIs, slow };
  } finally {
    await copies.close();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const times = (ratio) => `${ratio.toFixed(2)}×`;

function verdict({ scoreRatio, lcpRatio }) {
  const misses = [scoreRatio < TARGETS.score && 'score', lcpRatio > TARGETS.lcp && 'LCP'].filter(Boolean);
  return misses.length ? `**misses ${misses.join(', ')}**` : 'within target';
}

const figures = ({ page, copy, scoreRatio, lcpRatio }) =>
  `${page.score} vs ${copy.score} (${times(scoreRatio)}) · LCP ${seconds(page.lcp)} vs ${seconds(copy.lcp)} (${times(lcpRatio)}) · TBT ${Math.round(page.tbt)} vs ${Math.round(copy.tbt)} ms`;

/** The table's lines: one per page, this machine and the slow one side by side. */
export function againstStaticLines({ index, slowdown, asItIs, slow }) {
  return Object.keys(asItIs).map(
    (name) =>
      `| ${name} against its static copy (score, LCP, TBT; medians of ${LIGHTHOUSE_RUNS}) | this machine (index ${index}): ${figures(asItIs[name])} · as a machine of index ≈${SLOW_MACHINE_INDEX} (CPU slowed ${slowdown}×): ${figures(slow[name])} | score ≥ ${TARGETS.score.toFixed(2)}×, LCP ≤ ${TARGETS.lcp.toFixed(2)}× of the copy's: ${verdict(asItIs[name])} here, ${verdict(slow[name])} slow |`,
  );
}
