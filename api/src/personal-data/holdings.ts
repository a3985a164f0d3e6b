/**
 * What the portal holds about one person, as their own copy (PDPA access) gathers it: the shapes every
 * domain's personal-data source fills (registry.ts) and my-data turns into a ZIP. Secrets have no
 * place here: no PIN or password hash, no token, no checkout address, no office note.
 */
import type { FormKind, ScanStatus, TimelineEvent } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';

/** Whose data: the applicant, and the e-mail account signed in with (either may be missing, never both). */
export interface DataSubject {
  applicantId: string | null;
  accountId: string | null;
}

export type ApplicationKind = 'ADMISSION' | 'SCHOLARSHIP' | 'FINANCIAL_AID';

export interface HeldApplication {
  kind: ApplicationKind;
  formId: string;
  /** The application number (admission) or reference (SCH-…, FA-…); null for a draft that has none yet. */
  reference: string | null;
  status: string;
  academicYear: string;
  createdAt: Date;
  submittedAt: Date | null;
  /** The admission application a scholarship or aid application goes with. */
  admissionApplicationNumber: string | null;
  /** Each section's answers as last saved (drafts included). */
  sections: Record<string, Record<string, unknown>>;
  /** The answers as submitted (frozen at submission); null for a draft. */
  submission: Record<string, unknown> | null;
  /** What only one kind has: the admission's category, eligibility answers and programme choices. */
  details: Record<string, unknown>;
  timeline: TimelineEvent[];
}

export interface HeldDocument {
  id: string;
  formKind: FormKind;
  /** The application the document belongs to (its own form, or the appeal or request it was sent with). */
  applicationFormId: string | null;
  section: string;
  documentType: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
  storageKey: string;
  scanStatus: ScanStatus;
  uploadedAt: Date;
}

export interface HeldPerson {
  fullName: string;
  givenName: string | null;
  familyName: string | null;
  declaredNric: string | null;
  verifiedNric: string | null;
  nricVerifiedAt: Date | null;
  dateOfBirth: string | null;
  email: string;
  alternativeContact: { name: string | null; countryCode: string | null; areaCode: string | null; number: string | null };
  language: Language | null;
  createdAt: Date;
}

export interface Holdings {
  person: HeldPerson | null;
  loginAccounts: Array<{ email: string; firstName: string; lastName: string; system: string; subCategory: string; language: Language | null; createdAt: Date }>;
  socialAccounts: Array<{ provider: string; email: string | null; linkedAt: Date }>;
  /** The admission applications that have a PIN to sign in with (the PIN itself is never copied). */
  pinSignIns: string[];
  applications: HeldApplication[];
  /** The scholarships of each year a scholarship application was made in, by code: a draft's choices are codes. */
  scholarshipNames: Record<string, Record<string, Record<Language, string>>>;
  documents: HeldDocument[];
  fees: Array<{
    id: string;
    kind: string;
    description: string;
    amountCents: number;
    currency: string;
    status: string;
    dueDate: string | null;
    raisedAt: Date;
    waivedReason: string | null;
    waivedAt: Date | null;
    applicationNumber: string | null;
  }>;
  payments: Array<{
    id: string;
    feeId: string;
    reference: string;
    amountCents: number;
    gstCents: number;
    currency: string;
    method: string;
    status: string;
    createdAt: Date;
    submittedAt: Date | null;
    receivedAt: Date | null;
    receivedOn: string | null;
    failedAt: Date | null;
  }>;
  emails: Array<{
    to: string;
    subject: string;
    status: string;
    queuedAt: Date;
    sentAt: Date | null;
    /** The text as sent; null when it carried a one-time code or link, or its body has been purged. */
    body: string | null;
  }>;
}

/** An application as its domain reads it: its answers and timeline are the forms mechanism's to add. */
export type HeldApplicationRecord = Omit<HeldApplication, 'sections' | 'timeline'>;

/**
 * One domain's part of the copy. The parts are joined in the registry's order (lists one after
 * another), so each domain reads only its own tables; documents and e-mails are the shared
 * mechanisms' (common-records.ts).
 */
export interface HeldPart {
  person?: HeldPerson;
  loginAccounts?: Holdings['loginAccounts'];
  socialAccounts?: Holdings['socialAccounts'];
  pinSignIns?: string[];
  applications?: HeldApplicationRecord[];
  scholarshipNames?: Holdings['scholarshipNames'];
  fees?: Holdings['fees'];
  payments?: Holdings['payments'];
}

/** The admission applications' numbers by form id, as the sources before read them: a scholarship or aid application names the one it goes with. */
export function admissionNumbersReadSoFar(soFar: Readonly<HeldPart>): Map<string, string | null> {
  return new Map((soFar.applications ?? []).filter((application) => application.kind === 'ADMISSION').map((application) => [application.formId, application.reference]));
}
