/**
 * Which answers of the section on screen the national identity service verified (the draft's
 * `verified` list), provided around a section's fields, which show those read-only.
 *
 * One context for the whole page, kept on globalThis: @portal/forms is shared between remotes by
 * Module Federation, and the module that provides this context (DraftSectionForm, through a relative
 * import) and a section page that reads it (through '@portal/forms/verified-answers') can come from
 * different remotes' builds once several remotes ship long forms — two module copies would make two
 * contexts, and the page would never see the verified answers.
 */
import { createContext, type Context } from 'react';

const CONTEXT_KEY = Symbol.for('@portal/forms/verified-answers');
const registry = globalThis as { [CONTEXT_KEY]?: Context<readonly string[]> };

export const VerifiedAnswers: Context<readonly string[]> = (registry[CONTEXT_KEY] ??= createContext<readonly string[]>([]));
