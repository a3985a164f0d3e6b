/**
 * Everything the portal holds about one person, read for their own copy (PDPA access): the person
 * and their sign-in methods, every application of every kind (drafts and submitted) with its answers,
 * documents and timeline, fees and payments, and the e-mails the outbox still holds for them.
 *
 * A copy of one's data crosses every domain, so this reads their tables directly, read-only, as the
 * applicant's own pages do (the same rows and the same filters: the timeline without the office's own
 * work, documents that are usable and not removed). Secrets are never selected: no PIN or password
 * hash, no token, no checkout address, no office note.
 */
import type { FormKind, ScanStatus, TimelineEvent } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { listEvents } from '../../forms/timeline';

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

const NO_ID = '00000000-0000-0000-0000-000000000000';
const USABLE: readonly ScanStatus[] = ['CLEAN', 'NOT_SCANNED'];

async function personOf(db: Db, applicantId: string): Promise<HeldPerson | null> {
  const row = await db
    .selectFrom('applicants')
    .select([
      'full_name',
      'given_name',
      'family_name',
      'nric',
      'verified_nric',
      'nric_verified_at',
      sql<string | null>`date_of_birth::text`.as('date_of_birth'),
      'email',
      'alt_contact_name',
      'alt_contact_country_code',
      'alt_contact_area_code',
      'alt_contact_number',
      'language',
      'created_at',
    ])
    .where('id', '=', applicantId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    fullName: row.full_name,
    givenName: row.given_name,
    familyName: row.family_name,
    declaredNric: row.nric,
    verifiedNric: row.verified_nric,
    nricVerifiedAt: row.nric_verified_at,
    dateOfBirth: row.date_of_birth,
    email: row.email,
    alternativeContact: { name: row.alt_contact_name, countryCode: row.alt_contact_country_code, areaCode: row.alt_contact_area_code, number: row.alt_contact_number },
    language: row.language,
    createdAt: row.created_at,
  };
}

async function sectionsOf(db: Db, kind: ApplicationKind, formId: string): Promise<Record<string, Record<string, unknown>>> {
  const rows = await db.selectFrom('form_sections').select(['section', 'data']).where('form_kind', '=', kind).where('form_id', '=', formId).orderBy('section').execute();
  return Object.fromEntries(rows.map((row) => [row.section, row.data]));
}

async function admissionApplications(db: Db, applicantId: string) {
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'application_number', 'system', 'category', 'sub_category', 'eligibility', 'programme_choices', 'status', 'offer_status', 'academic_year', 'created_at', 'submitted_at', 'submission'])
    .select(sql<boolean>`pin_hash IS NOT NULL`.as('has_pin'))
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at')
    .orderBy('application_number')
    .execute();
  return rows;
}

/** Every application of every kind, oldest first within each kind, with its answers and timeline. */
async function applicationsOf(db: Db, applicantId: string, admissions: Awaited<ReturnType<typeof admissionApplications>>): Promise<HeldApplication[]> {
  const numbers = new Map(admissions.map((row) => [row.id, row.application_number]));
  const [scholarships, aid] = await Promise.all([
    db
      .selectFrom('scholarship_applications')
      .select(['id', 'reference', 'status', 'academic_year', 'choices', 'created_at', 'submitted_at', 'submission', 'admission_application_id'])
      .where('applicant_id', '=', applicantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('financial_aid_applications')
      .select(['id', 'reference', 'status', 'academic_year', 'created_at', 'submitted_at', 'submission', 'admission_application_id', 'withdrawn_at'])
      .where('applicant_id', '=', applicantId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const held: Array<Omit<HeldApplication, 'sections' | 'timeline'>> = [
    ...admissions.map((row) => ({
      kind: 'ADMISSION' as const,
      formId: row.id,
      reference: row.application_number,
      status: row.status,
      academicYear: row.academic_year,
      createdAt: row.created_at,
      submittedAt: row.submitted_at,
      admissionApplicationNumber: null,
      submission: row.submission,
      details: { system: row.system, category: row.category, subCategory: row.sub_category, eligibility: row.eligibility, programmeChoices: row.programme_choices, offerStatus: row.offer_status },
    })),
    ...scholarships.map((row) => ({
      kind: 'SCHOLARSHIP' as const,
      formId: row.id,
      reference: row.reference,
      status: row.status,
      academicYear: row.academic_year,
      createdAt: row.created_at,
      submittedAt: row.submitted_at,
      admissionApplicationNumber: (row.admission_application_id && numbers.get(row.admission_application_id)) ?? null,
      submission: row.submission,
      details: { choices: row.choices },
    })),
    ...aid.map((row) => ({
      kind: 'FINANCIAL_AID' as const,
      formId: row.id,
      reference: row.reference,
      status: row.status,
      academicYear: row.academic_year,
      createdAt: row.created_at,
      submittedAt: row.submitted_at,
      admissionApplicationNumber: (row.admission_application_id && numbers.get(row.admission_application_id)) ?? null,
      submission: row.submission,
      details: { withdrawnAt: row.withdrawn_at },
    })),
  ];
  // One application after another: a copy holds one database connection, not one per application.
  const complete: HeldApplication[] = [];
  for (const application of held) {
    const form = { kind: application.kind, formId: application.formId };
    complete.push({ ...application, sections: await sectionsOf(db, application.kind, application.formId), timeline: await listEvents(db, form) });
  }
  return complete;
}

async function scholarshipNamesOf(db: Db, applications: HeldApplication[]): Promise<Holdings['scholarshipNames']> {
  const years = [...new Set(applications.filter((application) => application.kind === 'SCHOLARSHIP').map((application) => application.academicYear))];
  if (years.length === 0) return {};
  const rows = await db.selectFrom('scholarships').select(['academic_year', 'code', 'name_en', 'name_zh']).where('academic_year', 'in', years).execute();
  const names: Holdings['scholarshipNames'] = {};
  for (const row of rows) (names[row.academic_year] ??= {})[row.code] = { 'en-GB': row.name_en, 'zh-Hans': row.name_zh };
  return names;
}

/**
 * The person's documents that are there to be used (not removed, not refused by the scan), with the
 * application each belongs to: its own form, or the appeal, request or enrolment it was sent with.
 */
async function documentsOf(db: Db, applicantId: string): Promise<HeldDocument[]> {
  const rows = await db
    .selectFrom('form_documents as document')
    .leftJoin('admission_appeals as appeal', (join) => join.onRef('appeal.id', '=', 'document.form_id').on('document.form_kind', '=', 'ADMISSION_APPEAL'))
    .leftJoin('admission_document_requests as admission_request', (join) =>
      join.onRef('admission_request.id', '=', 'document.form_id').on('document.form_kind', '=', 'ADMISSION_DOCUMENT_REQUEST'),
    )
    .leftJoin('financial_aid_requests as aid_request', (join) => join.onRef('aid_request.id', '=', 'document.form_id').on('document.form_kind', '=', 'FINANCIAL_AID_REQUEST'))
    .leftJoin('financial_aid_document_requests as aid_document_request', (join) =>
      join.onRef('aid_document_request.id', '=', 'document.form_id').on('document.form_kind', '=', 'FINANCIAL_AID_DOCUMENT_REQUEST'),
    )
    .select([
      'document.id',
      'document.form_kind',
      'document.form_id',
      'document.section',
      'document.document_type',
      'document.file_name',
      'document.media_type',
      'document.size_bytes',
      'document.sha256',
      'document.storage_key',
      'document.scan_status',
      'document.created_at',
      'appeal.application_id as appeal_application',
      'admission_request.application_id as admission_request_application',
      'aid_request.application_id as aid_request_application',
      'aid_document_request.application_id as aid_document_request_application',
    ])
    .where('document.applicant_id', '=', applicantId)
    .where('document.removed_at', 'is', null)
    .where('document.scan_status', 'in', USABLE)
    .orderBy('document.created_at')
    .orderBy('document.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    formKind: row.form_kind,
    applicationFormId:
      row.appeal_application ?? row.admission_request_application ?? row.aid_request_application ?? row.aid_document_request_application ?? (row.form_kind.endsWith('REQUEST') || row.form_kind === 'ADMISSION_APPEAL' ? null : row.form_id),
    section: row.section,
    documentType: row.document_type,
    fileName: row.file_name,
    mediaType: row.media_type,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    storageKey: row.storage_key,
    scanStatus: row.scan_status,
    uploadedAt: row.created_at,
  }));
}

async function feesOf(db: Db, applicantId: string): Promise<Pick<Holdings, 'fees' | 'payments'>> {
  const fees = await db
    .selectFrom('fees as fee')
    .leftJoin('applications as application', 'application.id', 'fee.application_id')
    .select([
      'fee.id',
      'fee.kind',
      'fee.description',
      'fee.amount_cents',
      'fee.currency',
      'fee.status',
      sql<string | null>`fee.due_date::text`.as('due_date'),
      'fee.created_at',
      'fee.waived_reason',
      'fee.waived_at',
      'application.application_number',
    ])
    .where('fee.applicant_id', '=', applicantId)
    .orderBy('fee.created_at')
    .orderBy('fee.id')
    .execute();
  const payments = fees.length
    ? await db
        .selectFrom('payments')
        .select([
          'id',
          'fee_id',
          'reference',
          'amount_cents',
          'gst_cents',
          'currency',
          'method',
          'status',
          'created_at',
          'submitted_at',
          'received_at',
          sql<string | null>`received_on::text`.as('received_on'),
          'failed_at',
        ])
        .where(
          'fee_id',
          'in',
          fees.map((fee) => fee.id),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    : [];
  return {
    fees: fees.map((fee) => ({
      id: fee.id,
      kind: fee.kind,
      description: fee.description,
      amountCents: fee.amount_cents,
      currency: fee.currency,
      status: fee.status,
      dueDate: fee.due_date,
      raisedAt: fee.created_at,
      waivedReason: fee.waived_reason,
      waivedAt: fee.waived_at,
      applicationNumber: fee.application_number,
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      feeId: payment.fee_id,
      reference: payment.reference,
      amountCents: payment.amount_cents,
      gstCents: payment.gst_cents,
      currency: payment.currency,
      method: payment.method,
      status: payment.status,
      createdAt: payment.created_at,
      submittedAt: payment.submitted_at,
      receivedAt: payment.received_at,
      receivedOn: payment.received_on,
      failedAt: payment.failed_at,
    })),
  };
}

/**
 * The e-mails the outbox still holds that were sent to the person's own addresses. A message that
 * carried a one-time code or link (it has a secret's expiry) keeps only its subject and dates, even
 * after the code has lapsed; a purged body is gone already.
 */
async function emailsOf(db: Db, addresses: string[]): Promise<Holdings['emails']> {
  if (addresses.length === 0) return [];
  const rows = await db
    .selectFrom('outbox')
    .select(['to_address', 'subject', 'status', 'created_at', 'sent_at', 'text_body', 'secret_expires_at', 'purged_at'])
    .where(sql<string>`lower(to_address)`, 'in', addresses.map((address) => address.toLowerCase()))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    queuedAt: row.created_at,
    sentAt: row.sent_at,
    body: row.secret_expires_at === null && row.purged_at === null ? row.text_body : null,
  }));
}

/** Everything held about the subject. */
export async function readHoldings(db: Db, subject: DataSubject): Promise<Holdings> {
  const applicantId = subject.applicantId;
  const loginAccounts = await db
    .selectFrom('accounts')
    .select(['email', 'first_name', 'last_name', 'system', 'sub_category', 'language', 'created_at'])
    .where((eb) => eb.or([eb('applicant_id', '=', applicantId ?? NO_ID), eb('id', '=', subject.accountId ?? NO_ID)]))
    .orderBy('created_at')
    .execute();
  const accounts = loginAccounts.map((row) => ({
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    system: row.system,
    subCategory: row.sub_category,
    language: row.language,
    createdAt: row.created_at,
  }));
  if (!applicantId) {
    return { person: null, loginAccounts: accounts, socialAccounts: [], pinSignIns: [], applications: [], scholarshipNames: {}, documents: [], fees: [], payments: [], emails: await emailsOf(db, accounts.map((account) => account.email)) };
  }
  const person = await personOf(db, applicantId);
  const social = await db
    .selectFrom('social_links')
    .select(['provider', 'provider_email', 'created_at'])
    .where('applicant_id', '=', applicantId)
    .orderBy('created_at')
    .execute();
  const admissions = await admissionApplications(db, applicantId);
  const applications = await applicationsOf(db, applicantId, admissions);
  const documents = await documentsOf(db, applicantId);
  const scholarshipNames = await scholarshipNamesOf(db, applications);
  const money = await feesOf(db, applicantId);
  const addresses = [...new Set([person?.email, ...accounts.map((account) => account.email)].filter((address): address is string => Boolean(address)))];
  return {
    person,
    loginAccounts: accounts,
    socialAccounts: social.map((row) => ({ provider: row.provider, email: row.provider_email, linkedAt: row.created_at })),
    pinSignIns: admissions.filter((row) => row.has_pin).map((row) => row.application_number),
    applications,
    scholarshipNames,
    documents,
    ...money,
    emails: await emailsOf(db, addresses),
  };
}
