// npm run build: install what is missing and build every app (shell, remotes) and the API bundle.
import { buildAll, install } from './workspace.mjs';

try {
  install();
  await buildAll({ force: process.argv.includes('--force') });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
