// How fast this machine runs JavaScript, on Lighthouse's own scale (its "benchmark index": about 1,000
// is a low-end desktop; the two-core machines here read from about 1,100 to 3,200). The same
// commit's suite took 10 minutes on one of them and 22 on another (docs/testing.md), so every
// figure the suite or the bench reports is given with this reading beside it.
//
// Lighthouse's function is plain JavaScript (a string built in a loop, an array copied back and
// forth, half a second each); run here in Node it reads what it reads in a page.

/** This machine's benchmark index, the median of `readings` (each takes about a second). */
export async function benchmarkIndex(readings = 1) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const values = Array.from({ length: readings }, () => pageFunctions.computeBenchmarkIndex()).sort((a, b) => a - b);
  return Math.round(values[Math.floor(values.length / 2)]);
}
