/**
 * The copy of a section's answers kept on this device until the server has confirmed them. It is
 * written on every change, so a closed tab, a reload, a dropped network or an ended session loses
 * nothing; the saver sends it when it can and removes it only once the server stored those exact
 * values. The key names the form (its base URL holds the application number) and the section, so
 * two applications or two sections never share a copy.
 */
import type { SectionData } from '@portal/contracts/forms';

export interface LocalDraft {
  values: SectionData;
  /** The server version these values were typed on top of (0: the server had nothing yet). */
  baseVersion: number;
  /** When the values were last changed here (ms since the epoch). */
  changedAt: number;
}

const PREFIX = 'portal.draft:';

export const localDraftKey = (baseUrl: string, section: string) => `${PREFIX}${baseUrl.replace(/\/+$/, '')}#${section}`;

/** JSON with object keys sorted: the same answers compare equal whatever order their keys were added in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Equality of answers as the server stores them (JSON). */
export const sameValues = (a: unknown, b: unknown): boolean => stableJson(a) === stableJson(b);

function isLocalDraft(value: unknown): value is LocalDraft {
  const draft = value as Partial<LocalDraft> | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    typeof draft.baseVersion === 'number' &&
    typeof draft.changedAt === 'number'
  );
}

export function readLocalDraft(key: string): LocalDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isLocalDraft(parsed) ? parsed : null;
  } catch {
    // Unreadable (corrupt, or storage blocked): as if there were none; the server copy still stands.
    return null;
  }
}

/** Returns false when the device refused to store it (private mode, quota): the caller can say so. */
export function writeLocalDraft(key: string, draft: LocalDraft): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Removes the copy only if it still holds `confirmed`: answers typed after that save stay. */
export function clearLocalDraft(key: string, confirmed?: SectionData): void {
  try {
    const stored = readLocalDraft(key);
    if (!stored) return;
    if (confirmed === undefined || sameValues(stored.values, confirmed)) localStorage.removeItem(key);
  } catch {
    // Nothing to do: a copy that cannot be removed is harmless, it matches the server or is newer.
  }
}
