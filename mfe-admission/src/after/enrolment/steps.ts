/** The five sections of the RNS confirmation of enrolment, and the state each shows in the task list. */
import type { EnrolmentStatus } from '@portal/contracts/admission/after-submission';
import type { SectionState } from '@portal/contracts/forms';

export const ENROLMENT_STEPS = ['contact', 'decision', 'details', 'documents', 'declaration'] as const;
export type EnrolmentStep = (typeof ENROLMENT_STEPS)[number];
export const isEnrolmentStep = (value: unknown): value is EnrolmentStep => (ENROLMENT_STEPS as readonly unknown[]).includes(value);

/** Sections 1-3: their draft's state; 4 (documents): optional unless the server says otherwise at submit; 5: ready when 1-3 are done. */
export function stepState(step: EnrolmentStep, enrolment: EnrolmentStatus): SectionState | 'OPTIONAL' | 'READY' {
  const drafted = enrolment.sections.find((section) => section.id === step);
  if (drafted) return drafted.state;
  if (step === 'documents') return enrolment.documents.length ? 'COMPLETED' : 'OPTIONAL';
  return enrolment.sections.every((section) => section.state === 'COMPLETED') ? 'READY' : 'NOT_STARTED';
}

/** The step after this one (the start page after the last). */
export const nextStep = (step: EnrolmentStep): EnrolmentStep | null => ENROLMENT_STEPS[ENROLMENT_STEPS.indexOf(step) + 1] ?? null;
