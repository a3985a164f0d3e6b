// npm run build: install what is missing and build every app (shell, remotes) and the API bundle.
//   --force      every app, changed or not
//   --installed  the dependencies are known to be installed (npm test builds beside its jest run)
import { buildAll, install } from './workspace.mjs';

try {
  if (!process.argv.includes('--installed')) install();
  await buildAll({ force: process.argv.includes('--force') });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
