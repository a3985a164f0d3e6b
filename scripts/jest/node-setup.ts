// Time limits for the node suites (API, contracts).
//
// A test has 30 s: a test that runs out of it waited too long for something real (an answer, an
// e-mail, a lock). Setup and teardown hooks (beforeAll, afterAll, beforeEach, afterEach) build apps,
// copy databases and start and stop servers; on a busy machine (CI, two other jobs on two cores)
// that can take many times longer than on an idle one, and it is never what a test checks, so a hook
// that names no limit of its own gets SETUP_TIMEOUT_MS.
const TEST_TIMEOUT_MS = 30_000;
const SETUP_TIMEOUT_MS = 300_000;

jest.setTimeout(TEST_TIMEOUT_MS);
type Hook = (fn: jest.ProvidesHookCallback, timeout?: number) => void;
const hooks = globalThis as unknown as Record<'beforeAll' | 'afterAll' | 'beforeEach' | 'afterEach', Hook>;
for (const name of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach'] as const) {
  const hook = hooks[name];
  hooks[name] = (fn, timeout) => hook(fn, timeout ?? SETUP_TIMEOUT_MS);
}
