/**
 * What the e-mail registration keeps in session storage (spec 3 and 4): the chosen system and
 * sub-category (from /b2c?sid&subid), the verified e-mail address, and one draft of the account form
 * per form session under a fixed prefix + the form session id. Passwords are never stored.
 */
import { loginVariantFor, type SystemId } from '@portal/contracts/systems';
import { subCategoryFrom, systemFrom } from '../shared/system-query';

export const STORAGE_KEYS = {
  system: 'portal.b2c.system',
  subCategory: 'portal.b2c.subCategory',
  email: 'portal.b2c.email',
} as const;

/** Drafts live under this prefix + the form session id. */
export const DRAFT_PREFIX = 'portal.b2c.draft.';

export interface AccountDraft {
  firstName: string;
  lastName: string;
}

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the flow still works until the page is reloaded.
  }
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}

export interface RegistrationContext {
  system: SystemId;
  subCategory: string;
}

/** Stores the system and sub-category chosen on the way in (/b2c?sid=…&subid=…). */
export function saveRegistrationContext(sid: string | null, subid: string | null): RegistrationContext {
  const stored = readRegistrationContext();
  const system = sid ? systemFrom(sid) : stored.system;
  const subCategory = subid ? subCategoryFrom(subid, system) : sid ? loginVariantFor(system).subCategory : stored.subCategory;
  write(STORAGE_KEYS.system, system);
  write(STORAGE_KEYS.subCategory, subCategory);
  return { system, subCategory };
}

export function readRegistrationContext(): RegistrationContext {
  const system = systemFrom(read(STORAGE_KEYS.system));
  return { system, subCategory: subCategoryFrom(read(STORAGE_KEYS.subCategory), system) };
}

export function saveVerifiedEmail(email: string): void {
  write(STORAGE_KEYS.email, email);
}

export function readVerifiedEmail(): string | null {
  return read(STORAGE_KEYS.email);
}

export const draftKey = (formSessionId: string) => `${DRAFT_PREFIX}${formSessionId}`;

/** Only the names are kept, whatever else is passed in. */
export function saveDraft(formSessionId: string, draft: AccountDraft): void {
  write(draftKey(formSessionId), JSON.stringify({ firstName: draft.firstName, lastName: draft.lastName }));
}

/** The stored draft, or null when there is none (or it is unreadable). */
export function readDraft(formSessionId: string): AccountDraft | null {
  const raw = read(draftKey(formSessionId));
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<AccountDraft> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return {
      firstName: typeof parsed.firstName === 'string' ? parsed.firstName : '',
      lastName: typeof parsed.lastName === 'string' ? parsed.lastName : '',
    };
  } catch {
    return null;
  }
}

export function deleteDraft(formSessionId: string): void {
  remove(draftKey(formSessionId));
}

/** A new form session id: random and unguessable (crypto.randomUUID where the browser has it). */
export function newFormSessionId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Starts the account form after a verified code: a new form session with the e-mail and an empty draft. */
export function startFormSession(email: string): string {
  const formSessionId = newFormSessionId();
  saveVerifiedEmail(email);
  saveDraft(formSessionId, { firstName: '', lastName: '' });
  return formSessionId;
}
