import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's libfaketime (package faketime; npm test installs it: scripts/workspace.mjs). */
const LIBFAKETIME = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/**
 * The wall clock of a private portal server, moved by the test: libfaketime shifts every time the
 * server's processes read (Date, PostgreSQL's now()) by the offset written to a file, so the
 * portal's own scheduled jobs see days pass in a second, with no test-only code in the product.
 * Timers keep the real monotonic clock (DONT_FAKE_MONOTONIC), so intervals still fire on time.
 */
export class ServerClock {
  private readonly folder = mkdtempSync(path.join(tmpdir(), 'portal-clock-'));
  private readonly offsetFile = path.join(this.folder, 'offset');

  constructor() {
    writeFileSync(this.offsetFile, '+0\n');
  }

  /** The environment that puts a server under this clock (PrivatePortal's `env`). */
  get env(): Record<string, string> {
    return {
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME_TIMESTAMP_FILE: this.offsetFile,
      // Read the offset file again at most once a second.
      FAKETIME_CACHE_DURATION: '1',
      DONT_FAKE_MONOTONIC: '1',
    };
  }

  /** From now on the server's clock is this many days ahead of the real one. */
  moveAheadDays(days: number): void {
    writeFileSync(this.offsetFile, `+${days}d\n`);
  }

  dispose(): void {
    rmSync(this.folder, { recursive: true, force: true });
  }
}
