/**
 * The shared message catalogue (shared/contracts/src/messages.ts: the codes the API answers with and
 * the shared schemas report) as the 'messages' namespace, in the chosen language.
 *
 * Form errors are kept as catalogue references (`messageRef`), not as finished sentences, and turned
 * into text when shown (`useMessageText`): a language switch in the middle of a form re-words the
 * errors already on screen.
 *
 * A format error names its field ("Date of birth must be a real date", `{field}` in the catalogue).
 * The name is given where the message is worded, not stored in the reference: the field's error
 * (ErrorMessage) passes its label through `fieldName`, and the error summary the same name, read from
 * that error on the page, so both say the same in the language shown. Without a name, the catalogue's
 * FIELD_NAME_FALLBACK ("This answer", "此项") stands in.
 */
import type { ApiError } from '@portal/contracts/api';
import type { MESSAGES } from '@portal/contracts/messages';
import { messageValues } from '@portal/contracts/placeholders';
import { hasText, translate } from '@portal/i18n/i18n';
import { defineNamespace, resolveTextRef, useNamespaceRevision } from '@portal/i18n/namespace';

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

/**
 * The name a message may give a field, from its label: the label as written, less a closing remark in
 * brackets ("Address line 2 (optional)", "宗教信仰（选填）") or a colon. None when the label is not plain
 * text, or is a question ("What is your date of birth?"), which reads wrongly at the head of a sentence.
 */
export function fieldName(label: unknown): string | undefined {
  if (typeof label !== 'string') return undefined;
  const name = label
    .trim()
    .replace(/\s*[(（][^()（）]*[)）]$/u, '')
    .replace(/\s*[:：]$/u, '')
    .trim();
  return name && !/[?？]$/u.test(name) ? name : undefined;
}

const FALLBACK = 'FIELD_NAME_FALLBACK';

/**
 * The text of a catalogue code in the current language, parameters filled in, `{field}` with the
 * field's name (or the catalogue's fallback). Unknown codes come back as they are.
 */
export function messageText(code: string, params: ReadonlyArray<string | number> = [], field?: string): string {
  if (!hasText('messages', code)) return code;
  return translate('messages', code, messageValues(params, field ?? translate('messages', FALLBACK)));
}

/**
 * Turns a catalogue reference into text in the current language (naming `field`, if given), and an
 * app's text reference (`namespace.ref`) likewise; any other text is shown as it is.
 */
export function resolveMessage(text: string, field?: string): string {
  if (!text.startsWith(REF_PREFIX)) return resolveTextRef(text);
  try {
    const [code, ...params] = JSON.parse(text.slice(REF_PREFIX.length)) as [string, ...Array<string | number>];
    return messageText(code, params, field);
  } catch {
    return text;
  }
}

/** resolveMessage for components: they re-render (and re-word their messages) when the language changes. */
export function useMessageText(): (text: string, field?: string) => string {
  useNamespaceRevision(messagesNamespace.namespace);
  return resolveMessage;
}
