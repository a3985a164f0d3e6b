import { DEFAULT_SYSTEM, isSystemId, loginVariantFor, type SystemId } from '@portal/contracts/systems';

/** Which system and sub-category the applicant signed in to; kept so sign-out and expiry return to the right login page. */
export interface LoginContext {
  system: SystemId;
  subCategory: string;
}

const STORAGE_KEY = 'portal.loginContext';

export function defaultLoginContext(): LoginContext {
  const variant = loginVariantFor(DEFAULT_SYSTEM);
  return { system: variant.system, subCategory: variant.subCategory };
}

export function saveLoginContext(context: LoginContext): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(context));
  } catch {
    // Storage can be unavailable (private mode, quota); the default context is the fallback.
  }
}

export function readLoginContext(): LoginContext | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<LoginContext> | null;
    if (parsed && isSystemId(parsed.system) && typeof parsed.subCategory === 'string') {
      return { system: parsed.system, subCategory: parsed.subCategory };
    }
  } catch {
    // Corrupt value: ignore it.
  }
  return null;
}
