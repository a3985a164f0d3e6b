// Runs the pinned pnpm through npx, so a fresh machine needs only Node and npm.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    env: { ...process.env, npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr' },
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
