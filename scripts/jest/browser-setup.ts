import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Components read their strings from the page's shared store (@portal/i18n): every namespace that the test's
// modules defined is loaded (in the test's language, English unless a test switches) before each test.
import { loadRegisteredNamespaces } from '@portal/i18n/i18n';
import { messagesNamespace } from '@portal/i18n/messages';

beforeEach(async () => {
  await messagesNamespace.load();
  await loadRegisteredNamespaces();
});

// Time limits (as for the node suites, scripts/jest/node-setup.js): a screen test types and clicks
// through whole forms, which on a busy machine (CI, two other jobs on two cores) takes several times
// as long as on an idle one. A test has 30 s, and a `findBy…`/`waitFor` waits up to 10 s for the screen
// to show what it expects (Testing Library's default, 1 s, is a busy machine's ordinary pause).
import { configure } from '@testing-library/react';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10_000 });
