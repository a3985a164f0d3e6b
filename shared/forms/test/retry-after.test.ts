/** Retry-After as the API sends it (seconds) or as a proxy may (an HTTP date), read by the saver. */
import { retryAfterMs } from '../src/draft-client';

it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
  expect(retryAfterMs('10')).toBe(10_000);
  const now = Date.parse('2026-11-28T01:00:00Z');
  expect(retryAfterMs('Sat, 28 Nov 2026 01:00:30 GMT', now)).toBe(30_000);
  // A date already past: at once.
  expect(retryAfterMs('Sat, 28 Nov 2026 00:59:00 GMT', now)).toBe(0);
  expect(retryAfterMs(undefined)).toBeUndefined();
  expect(retryAfterMs('soon')).toBeUndefined();
});
