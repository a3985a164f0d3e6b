/**
 * The two section-draft routes of a long form, over the one HTTP client. Each answer is sorted into
 * what the saver must do next, so no caller has to read status codes:
 *   saved       200: the server stored these values (and, for complete: true, checked them)
 *   conflict    409 DRAFT_CHANGED: another tab or device saved first; nothing was overwritten
 *   signedOut   401/403: the session ended (the HTTP client is already taking the applicant to sign in)
 *   rejected    any other 4xx: the server refused these values; sending them again will not help
 *   unavailable no answer, 408, 429 or 5xx: worth trying again later (not before its Retry-After)
 * Calls run in the background: an autosave every few seconds must not flash the global loading overlay.
 */
import { isAxiosError } from 'axios';
import type { ApiError } from '@portal/contracts/api';
import type { DraftConflictBody, SaveSectionRequest, SaveSectionResponse, SectionDraft } from '@portal/contracts/forms';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';

export type SaveOutcome =
  | { kind: 'saved'; response: SaveSectionResponse }
  | { kind: 'conflict'; current: SectionDraft }
  | { kind: 'signedOut' }
  | { kind: 'rejected'; errors: ApiError[] }
  /** `retryAfterMs`: how long the server asked to be left alone (Retry-After, when it is shedding load or its database is down). */
  | { kind: 'unavailable'; offline: boolean; retryAfterMs?: number };

/** `transient`: the server could not be reached or had trouble (worth showing this device's copy and retrying). */
export type LoadOutcome = { kind: 'loaded'; draft: SectionDraft } | { kind: 'failed'; errors: ApiError[]; transient: boolean };

/** `{base}/sections/{section}`, e.g. /admission/applications/24100001/sections/personal-statement. */
export function sectionUrl(baseUrl: string, section: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/sections/${encodeURIComponent(section)}`;
}

function isConflictBody(value: unknown): value is DraftConflictBody {
  const body = value as Partial<DraftConflictBody> | null;
  return typeof body === 'object' && body !== null && typeof body.current === 'object' && body.current !== null && typeof body.current.version === 'number';
}

/** Statuses where the same request may well succeed later. */
const isTransient = (status: number) => status === 408 || status === 429 || status >= 500;

/** Retry-After in milliseconds: seconds or an HTTP date (undefined when absent or unreadable). */
export function retryAfterMs(header: unknown, now = Date.now()): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function outcomeOfFailure(error: unknown): SaveOutcome {
  if (!isAxiosError(error) || !error.response) return { kind: 'unavailable', offline: true };
  const { status, data } = error.response;
  if (status === 409 && isConflictBody(data)) return { kind: 'conflict', current: data.current };
  if (status === 401 || status === 403) return { kind: 'signedOut' };
  if (isTransient(status)) {
    const wait = retryAfterMs(error.response.headers?.['retry-after']);
    return wait === undefined ? { kind: 'unavailable', offline: false } : { kind: 'unavailable', offline: false, retryAfterMs: wait };
  }
  return { kind: 'rejected', errors: apiErrorsOf(error) };
}

export async function loadSectionDraft(baseUrl: string, section: string): Promise<LoadOutcome> {
  try {
    const { data } = await http.get<SectionDraft>(sectionUrl(baseUrl, section));
    return { kind: 'loaded', draft: data };
  } catch (error) {
    const transient = !isAxiosError(error) || !error.response || isTransient(error.response.status);
    return { kind: 'failed', errors: apiErrorsOf(error), transient };
  }
}

/** A new name for a save (SAVE_ID_FORMAT): 18 random bytes, URL-safe base64. */
export function newSaveId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_');
}

/** Browsers refuse keepalive bodies over 64 KiB in all: a longer section is sent the ordinary way. */
const KEEPALIVE_MAX_BYTES = 60 * 1024;

/**
 * Every save is sent so that it arrives even if the page is gone by then (fetch's keepalive): an
 * applicant may close the tab, follow a link out of the portal or lose the page to another app on a
 * phone while a save is still on its way, and an ordinary request would be cancelled with the page.
 */
export async function saveSectionDraft(baseUrl: string, section: string, request: SaveSectionRequest): Promise<SaveOutcome> {
  try {
    // In UTF-8 bytes, as sent: a Chinese character takes three.
    const keepalive = new TextEncoder().encode(JSON.stringify(request)).length <= KEEPALIVE_MAX_BYTES;
    const { data } = await http.put<SaveSectionResponse>(sectionUrl(baseUrl, section), request, { background: true, keepalive });
    return { kind: 'saved', response: data };
  } catch (error) {
    return outcomeOfFailure(error);
  }
}
