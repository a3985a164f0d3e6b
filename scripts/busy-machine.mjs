// Runs a command on a busy machine: N processes that only burn CPU (as `yes > /dev/null` does) run
// beside it from start to end, so the suite shows it passes when CI's machine is shared.
//   node scripts/busy-machine.mjs [--burners=2] -- npm test
import { spawn } from 'node:child_process';

const separator = process.argv.indexOf('--');
if (separator < 0 || separator === process.argv.length - 1) {
  console.error('usage: node scripts/busy-machine.mjs [--burners=N] -- <command> [args…]');
  process.exit(2);
}
const options = process.argv.slice(2, separator);
const [command, ...args] = process.argv.slice(separator + 1);
const burnerCount = Number(options.find((option) => option.startsWith('--burners='))?.split('=')[1] ?? 2);

const BURN = 'for (;;) Math.sqrt(Math.random());';
const burners = Array.from({ length: burnerCount }, () => spawn(process.execPath, ['-e', BURN], { stdio: 'ignore' }));
console.log(`busy machine: ${burnerCount} CPU-bound process(es) running beside \`${[command, ...args].join(' ')}\``);

const stopBurners = () => burners.forEach((burner) => burner.kill('SIGKILL'));
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stopBurners();
  process.exit(code ?? (signal ? 1 : 0));
});
