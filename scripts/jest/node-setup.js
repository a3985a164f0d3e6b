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
for (const name of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) {
  const hook = globalThis[name];
  globalThis[name] = (fn, timeout) => hook(fn, timeout ?? SETUP_TIMEOUT_MS);
}
