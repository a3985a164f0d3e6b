/**
 * The kinds of event on a long form's timeline (GET …/timeline), written once per form: the API
 * records only these (api/src/forms/timeline.ts types its kind by them) and each remote words every
 * one (TypeScript checks its catalogue's keys against them). Params are named beside each domain's events
 * in its contracts (scholarship/api.ts, scholarship/award.ts, financial-aid/api.ts) and read by the
 * remote's Timeline.
 */

/**
 * An admission application's events by the part of the journey that records them: the application
 * with its outcome and offer reply; after submission (results update, final GPA, enrolment); appeals,
 * document requests, interviews, fees and payments. The admission remote words each part with that
 * part's screens' strings.
 */
export const ADMISSION_EVENT_GROUPS = {
  application: [
    'CREATED',
    'PIN_CREATED',
    'CATEGORY_CHANGED',
    'SUBMITTED',
    'DOCUMENT_ADDED',
    'IDENTITY_DATA_RETRIEVED',
    'REFERENCES_REQUESTED',
    'REFERENCE_RECEIVED',
    'CONTACT_DETAILS_UPDATED',
    'OFFER_RELEASED',
    'OUTCOME_UNSUCCESSFUL',
    'OFFER_ACCEPTED',
    'OFFER_DECLINED',
    'OFFER_LAPSED',
    'GRANT_SURETY_INVITED',
    'GRANT_SURETY_CONFIRMED',
  ],
  afterSubmission: [
    'FINAL_GPA_SUBMITTED',
    'ACTUAL_RESULTS_UPDATED',
    'RESULTS_WINDOW_OPENED',
    'RESULTS_WINDOW_CLOSED',
    'ENROLMENT_CONFIRMED',
  ],
  appeals: [
    'APPEAL_SUBMITTED',
    'APPEAL_REPLACED',
    'APPEAL_UNDER_REVIEW',
    'APPEAL_DECIDED',
    'DOCUMENTS_REQUESTED',
    'DOCUMENTS_SENT',
    'INTERVIEW_INVITED',
    'INTERVIEW_SLOT_CHOSEN',
    'FEE_WAIVED',
    'PAYMENT_RECEIVED',
    'PAYMENT_UNSUCCESSFUL',
    'PAYMENT_REFUND_DUE',
    'FEE_RECEIVED_OFFLINE',
  ],
} as const;

export const FORM_EVENTS = {
  ADMISSION: [...ADMISSION_EVENT_GROUPS.application, ...ADMISSION_EVENT_GROUPS.afterSubmission, ...ADMISSION_EVENT_GROUPS.appeals],
  SCHOLARSHIP: [
    'CREATED',
    'DOCUMENT_ADDED',
    'SUBMITTED',
    'SCHOLARSHIP_DATES_CHANGED',
    // The award.
    'SCHOLARSHIP_OFFER_RELEASED',
    'SCHOLARSHIP_OUTCOME_UNSUCCESSFUL',
    'SCHOLARSHIP_OFFER_ACCEPTED',
    'SCHOLARSHIP_OFFER_DECLINED',
    'SCHOLARSHIP_OFFER_LAPSED',
    'SCHOLARSHIP_UNDERTAKING_ACCEPTED',
    'SURETY_INVITED',
    'SURETY_CONFIRMED',
  ],
  FINANCIAL_AID: [
    'CREATED',
    'DOCUMENT_ADDED',
    'SUBMITTED',
    'DOCUMENTS_REQUESTED',
    'DOCUMENTS_SENT',
    'PACKAGE_OFFERED',
    'PACKAGE_ACCEPTED',
    'PACKAGE_REJECTED',
    'PACKAGE_LAPSED',
    'UNSUCCESSFUL',
    'APPEAL_SUBMITTED',
    'REVIEW_SUBMITTED',
    'UPDATE_SUBMITTED',
    'REQUEST_DECIDED',
    'WITHDRAWN',
    'GUARANTOR_INVITED',
    'GUARANTOR_CONFIRMED',
  ],
} as const;

/** The forms that keep a timeline. */
export type TimelineForm = keyof typeof FORM_EVENTS;

/** An event kind of one form's timeline. */
export type FormEventOf<Form extends TimelineForm> = (typeof FORM_EVENTS)[Form][number];

/** An event kind of any form's timeline. */
export type FormEventKind = FormEventOf<TimelineForm>;

/** Whether a kind the API sent is one of the form's events (an older or newer kind is shown as its code). */
export const isFormEventOf = <Form extends TimelineForm>(form: Form, kind: string): kind is FormEventOf<Form> =>
  (FORM_EVENTS[form] as readonly string[]).includes(kind);
