import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  private aheadDays = 0;

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
    this.aheadDays = days;
    writeFileSync(this.offsetFile, `+${days}d\n`);
  }

  /**
   * Until the server's clock (its Date header) shows the move: libfaketime reads the file again only
   * after a second, and what depends on the time (an authenticator code, a session) must not be asked
   * for before.
   */
  async seenBy(request: APIRequestContext): Promise<void> {
    const serverAhead = async () => new Date((await request.get('/api/health')).headers()['date']!).getTime() - Date.now();
    await expect.poll(serverAhead, { intervals: [100] }).toBeGreaterThan((this.aheadDays - 1) * DAY_MS);
  }

  dispose(): void {
    rmSync(this.folder, { recursive: true, force: true });
  }
}
