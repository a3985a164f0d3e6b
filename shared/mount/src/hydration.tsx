/**
 * A screen the browser drew differently from the server (shared/mount/src/server.tsx): React draws it
 * again, which is correct but slower and may move what the applicant sees; worth fixing wherever it
 * appears (the e2e suites fail on it).
 */
export function reportHydrationMismatch(error: unknown): void {
  console.error('Hydration mismatch: the browser drew this screen differently from the server', error);
}
