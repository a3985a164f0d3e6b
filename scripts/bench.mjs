// npm run bench: what applicants download and how much the API can take (ARCHITECTURE.md section 7).
// Installs and builds first, then measures (bench/measure.mjs): the measuring modules load the
// workspace's own packages (Playwright, pg, autocannon) as they start, so a fresh clone must have them.
import { buildAll, ensureChromium, install } from './workspace.mjs';

install();
await ensureChromium();
await buildAll();
await import('./bench/measure.mjs');
