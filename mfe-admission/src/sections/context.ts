import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { AdmissionContext } from '@portal/contracts/schemas/admission/context';

/**
 * The context the shared schemas get in the browser: the same facts the server passes (the date of
 * birth for cross-section rules is the server's to check; the browser checks what the page knows).
 */
export function admissionContextOf(form: AdmissionForm, dateOfBirth: string | null = null): AdmissionContext {
  return { system: form.system, category: form.category, eligibility: form.eligibility, dateOfBirth, today: new Date().toISOString().slice(0, 10) };
}
