/**
 * A form the server drew (shared/mount/src/server.tsx) can be typed into before the page's scripts
 * take it over, and on a slow phone that is seconds. Hydration keeps what is on the screen, but the
 * form library still holds the drawn values: without this, the first check of the form would say
 * "required" beside a field the applicant filled, and clear it.
 *
 * A control the applicant changed is one whose value differs from the one in its HTML (its default
 * value; React keeps the two equal on every control it draws itself), so nothing needs to have been
 * listening before the scripts arrived.
 */
import { useEffect } from 'react';

function changedBeforeHydration(element: HTMLElement): { value: string | boolean } | null {
  if (element.getAttribute('role') === 'combobox') return null;
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox') return element.checked !== element.defaultChecked ? { value: element.checked } : null;
    if (element.type === 'radio') return element.checked && !element.defaultChecked ? { value: element.value } : null;
    if (element.type === 'file' || element.type === 'hidden') return null;
    return element.value !== element.defaultValue ? { value: element.value } : null;
  }
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue ? { value: element.value } : null;
  if (element instanceof HTMLSelectElement) {
    const chosen = element.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? { value: element.value } : null;
  }
  return null;
}

/** When the field appears, takes what the applicant already typed into its control(s), named `name`. */
export function useValueTypedBeforeHydration(name: string, setValue: (value: string | boolean) => void): void {
  useEffect(() => {
    for (const element of document.getElementsByName(name)) {
      const typed = changedBeforeHydration(element);
      if (typed) {
        setValue(typed.value);
        return;
      }
    }
    // Only when the field first appears: afterwards the form library holds every change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
}
