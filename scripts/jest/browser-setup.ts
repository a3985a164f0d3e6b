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
