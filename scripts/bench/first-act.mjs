// What a drawn page's first act costs the applicant (issue 36). A page the server drew runs its scripts
// only when the applicant first acts on it (shell/src/after-paint.ts): until then a phone spends nothing
// on code, and its files are fetched ahead. The price is paid by that first act: a press made then is
// held until the scripts have taken the screen over, and made again. Measured here on /pin/reset's
// "Submit" with the form empty (the answer is the error summary, drawn by the scripts): pressed as the
// first act, against the same press on a page whose scripts already run — in Chromium with its CPU
// slowed as a phone's (DevTools' own throttling), the files already fetched, medians of three.

/** Marks in the page: when the first press happened, and when the error summary appeared. */
function watchPressAndAnswer() {
  const marks = { pressedAt: null, answeredAt: null };
  window.__firstAct = marks;
  window.addEventListener('click', (event) => marks.pressedAt ??= event.timeStamp, true);
  new MutationObserver(() => {
    if (marks.pressedAt !== null && marks.answeredAt === null && document.querySelector('.pt-error-summary')) marks.answeredAt = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The applicant's pointer crosses the page until the scripts take the screen over (each move to a new
 * place: DevTools' synthetic moves carry no movement, so a move is told by its place). It keeps moving
 * as a hand does: a move made before the page's starter listened is not seen, and at 8× a slow
 * machine's starter may listen only after the first moves (the bench once waited 30 s after two).
 */
export async function scriptsRunning(page, withinMs = 30_000) {
  const takenOver = page.locator('#root[data-taken-over]');
  const until = Date.now() + withinMs;
  for (let step = 0; ; step += 1) {
    await page.mouse.move(10 + (step % 50) * 5, 10 + (step % 50) * 5);
    try {
      await takenOver.waitFor({ timeout: 1_000 });
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

async function pressOnce(browser, base, slowdown, whileRunning) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(watchPressAndAnswer);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(`${base}/pin/reset`, { waitUntil: 'networkidle' });
    if (whileRunning) {
      await scriptsRunning(page);
      await page.locator('[data-remote-root][data-taken-over]').waitFor();
    }
    // The click itself (not Playwright's pointer move before it) is the act: pressed with the keyboard.
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.pt-error-summary').waitFor();
    const { pressedAt, answeredAt } = await page.evaluate(() => window.__firstAct);
    return answeredAt - pressedAt;
  } finally {
    await context.close();
  }
}

/** Milliseconds from the press to its answer, first act and scripts running, at each CPU slowdown. */
export async function measureFirstAct({ chromium, executablePath, args, base, slowdowns }) {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const results = {};
    for (const slowdown of slowdowns) {
      const firstAct = [];
      const running = [];
      for (let run = 0; run < 3; run += 1) {
        firstAct.push(await pressOnce(browser, base, slowdown, false));
        running.push(await pressOnce(browser, base, slowdown, true));
      }
      results[slowdown] = { firstAct: median(firstAct), running: median(running) };
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function firstActLine(results) {
  const figures = Object.entries(results)
    .map(([slowdown, { firstAct, running }]) => `CPU ${slowdown}×: ${Math.round(firstAct)} ms as the first act, ${Math.round(running)} ms once the scripts run`)
    .join(' · ');
  return `| A press on a drawn page before its scripts run (/pin/reset's "Submit", answered by the error summary; medians of three) | ${figures} | the press is made, not lost; its cost is reported |`;
}
