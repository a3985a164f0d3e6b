/**
 * The shared message catalogue (shared/contracts/src/messages.ts: the codes the API answers with and
 * the shared schemas report) as the 'messages' namespace, in the chosen language.
 *
 * Form errors are kept as catalogue references (`messageRef`), not as finished sentences, and turned
 * into text when shown (`useMessageText`): a language switch in the middle of a form re-words the
 * errors already on screen.
 */
import type { ApiError } from '@portal/contracts/api';
import type { MESSAGES } from '@portal/contracts/messages';
import { hasText, translate } from '@portal/i18n/i18n';
import { defineNamespace, useNamespaceRevision } from '@portal/i18n/namespace';

export const messagesNamespace = defineNamespace<typeof MESSAGES>('messages', {
  'en-GB': () => import(/* webpackChunkName: "text-en-GB-messages" */ '@portal/contracts/messages').then((module) => ({ default: module.MESSAGES })),
  'zh-Hans': () => import(/* webpackChunkName: "text-zh-Hans-messages" */ '@portal/contracts/messages.zh-Hans'),
});

const REF_PREFIX = '@msg:';

/** A catalogue code with its parameters, as a string a Formik error (or any text slot) can hold. */
export function messageRef(code: string, params: ReadonlyArray<string | number> = []): string {
  return `${REF_PREFIX}${JSON.stringify([code, ...params])}`;
}

/** The same for an API error: its code and parameters (the English `message` is for API clients). */
export const apiErrorRef = (error: ApiError): string =>
  hasText('messages', error.code) ? messageRef(error.code, error.params) : error.message;

/** The text of a catalogue code in the current language, parameters filled in. Unknown codes come back as they are. */
export function messageText(code: string, params: ReadonlyArray<string | number> = []): string {
  if (!hasText('messages', code)) return code;
  return translate('messages', code, Object.fromEntries(params.map((value, index) => [String(index), value])));
}

/** Turns a catalogue reference into text in the current language; any other text is shown as it is. */
export function resolveMessage(text: string): string {
  if (!text.startsWith(REF_PREFIX)) return text;
  try {
    const [code, ...params] = JSON.parse(text.slice(REF_PREFIX.length)) as [string, ...Array<string | number>];
    return messageText(code, params);
  } catch {
    return text;
  }
}

/** resolveMessage for components: they re-render (and re-word their messages) when the language changes. */
export function useMessageText(): (text: string) => string {
  useNamespaceRevision(messagesNamespace.namespace);
  return resolveMessage;
}
