/**
 * The Office of Financial Aid's data: the year's dates, the aid schemes, the searchable list of
 * submitted applications, and one application with everything that happened to it. Dates are read
 * through ::text so no time zone shifts a day.
 */
import { isLoanCategory, suggestedAidYearDates, AID_TIERS, type AidApplicationStatus, type AidPackageItem, type AidPackageStatus, type AidTier } from '@portal/contracts/financial-aid/model';
import {
  AID_OFFICE_RULES,
  OFFICE_AID_PAGE_SIZE,
  type AidSchemeDefinition,
  type AidYearView,
  type OfficeAidAllowedActions,
  type OfficeAidApplicationPage,
  type OfficeAidApplicationRow,
  type OfficeAidApplicationView,
  type OfficeAidHousehold,
} from '@portal/contracts/financial-aid/office';
import { householdOf } from '@portal/contracts/financial-aid/household';
import type { AidSchemeInput, OfficeAidApplicationsQuery } from '@portal/contracts/schemas/financial-aid/office';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { FinancialAidSchemesTable } from '../../db/schema';
import { likeLiteral } from '../../db/like';
import { assignedCondition } from '../../staff/shared-work/store';
import { listDocuments } from '../../files/documents';
import { problem } from '../../http/problems';
import { isUuid } from '../../http/record-id';
import { newestFirst } from '../../staff/export';
import { listOfficeTimeline } from '../../staff/timeline';
import { tierOfAdmissionApplication } from './catalogue';
import { aidForm } from './owned-application';
import { AID_YEAR_DATE_COLUMNS, toAidYearDates } from './years';

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);
const centsOrNull = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));

// ---- years -------------------------------------------------------------------------------------

export async function readAidYear(db: Db, academicYear: string): Promise<AidYearView> {
  const row = await db
    .selectFrom('financial_aid_years as year')
    .leftJoin('staff_accounts as staff', 'staff.id', 'year.updated_by')
    .select([...AID_YEAR_DATE_COLUMNS, 'year.updated_at', 'staff.full_name'])
    .where('year.academic_year', '=', academicYear)
    .executeTakeFirst();
  if (!row) return { dates: suggestedAidYearDates(academicYear), configured: false, updatedAt: null, updatedBy: null };
  const dates = toAidYearDates(academicYear, row);
  return { dates, configured: true, updatedAt: iso(row.updated_at), updatedBy: row.full_name };
}

// ---- schemes -----------------------------------------------------------------------------------

export function toSchemeDefinition(row: Selectable<FinancialAidSchemesTable>): AidSchemeDefinition {
  return {
    id: row.id,
    academicYear: row.academic_year,
    code: row.code,
    category: row.category,
    name: { 'en-GB': row.name_en, 'zh-Hans': row.name_zh },
    description: { 'en-GB': row.description_en, 'zh-Hans': row.description_zh },
    tiers: row.tiers,
    maxPerCapitaIncomeCents: centsOrNull(row.max_per_capita_income_cents),
    annualAmountCents: centsOrNull(row.annual_amount_cents),
    maxPercent: row.max_percent,
    active: row.active,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at),
  };
}

/** The columns a scheme's definition is stored in (a loan keeps no amount, a bursary no percent). */
export const schemeColumns = (input: AidSchemeInput) => {
  const loan = isLoanCategory(input.category as AidSchemeDefinition['category']);
  return {
    name_en: input.name['en-GB'],
    name_zh: input.name['zh-Hans'],
    description_en: input.description['en-GB'],
    description_zh: input.description['zh-Hans'],
    tiers: JSON.stringify(AID_TIERS.filter((tier) => input.tiers.includes(tier))),
    max_per_capita_income_cents: input.maxPerCapitaIncomeCents ?? null,
    annual_amount_cents: loan ? null : (input.annualAmountCents ?? null),
    max_percent: loan ? (input.maxPercent ?? null) : null,
  };
};

export async function listSchemes(db: Db, academicYear: string): Promise<AidSchemeDefinition[]> {
  let query = db.selectFrom('financial_aid_schemes').selectAll();
  if (academicYear) query = query.where('academic_year', '=', academicYear);
  const rows = await query.orderBy('academic_year', 'desc').orderBy('category').orderBy('code').execute();
  return rows.map(toSchemeDefinition);
}

export async function findScheme(db: Db, id: string): Promise<Selectable<FinancialAidSchemesTable> | undefined> {
  return isUuid(id) ? db.selectFrom('financial_aid_schemes').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
}

// ---- applications ------------------------------------------------------------------------------

/** The office's rows: every application but a draft (a draft is the applicant's own business). */
function officeRows(db: Db) {
  return db
    .selectFrom('financial_aid_applications as aid')
    .innerJoin('applicants as person', 'person.id', 'aid.applicant_id')
    .leftJoin('applications as adm', 'adm.id', 'aid.admission_application_id')
    .where('aid.status', '<>', 'DRAFT');
}

const ROW_COLUMNS = ['aid.id', 'aid.reference', 'person.full_name', 'adm.application_number', 'aid.academic_year', 'aid.status', 'aid.submitted_at', 'aid.per_capita_income_cents'] as const;

type RowSource = {
  id: string;
  reference: string | null;
  full_name: string;
  application_number: string | null;
  academic_year: string;
  status: AidApplicationStatus;
  submitted_at: Date | null;
  per_capita_income_cents: string | number | null;
};

const toRow = (row: RowSource): OfficeAidApplicationRow => ({
  id: row.id,
  reference: row.reference,
  applicantName: row.full_name,
  admissionApplicationNumber: row.application_number ?? '',
  academicYear: row.academic_year,
  status: row.status,
  submittedAt: iso(row.submitted_at),
  perCapitaIncomeCents: centsOrNull(row.per_capita_income_cents),
});

/** The list's rows that the search and filters find (a page of them, or all of them for an export). */
function searchedAidApplications(db: Db, filters: Omit<OfficeAidApplicationsQuery, 'page'>) {
  let filtered = officeRows(db);
  if (filters.q) {
    const q = filters.q.toUpperCase();
    // A reference (or its start: FA-2027-0…) or an admission application number; otherwise part of a name or e-mail address.
    if (/^FA-/.test(q)) filtered = filtered.where('aid.reference', 'like', `${likeLiteral(q)}%`);
    else if (/^\d+$/.test(q)) filtered = filtered.where('adm.application_number', 'like', `${likeLiteral(q)}%`);
    else {
      const pattern = `%${likeLiteral(filters.q.toLowerCase())}%`;
      filtered = filtered.where((eb) => eb.or([eb(eb.fn('lower', ['person.full_name']), 'like', pattern), eb(eb.fn('lower', ['person.email']), 'like', pattern)]));
    }
  }
  if (filters.status) filtered = filtered.where('aid.status', '=', filters.status as AidApplicationStatus);
  if (filters.academicYear) filtered = filtered.where('aid.academic_year', '=', filters.academicYear);
  // The route has read "me" as the officer asking (withMyQueue).
  if (filters.assignedTo) filtered = filtered.where(assignedCondition('FINANCIAL_AID', 'aid.id', filters.assignedTo));
  return filtered;
}

/** Newest submission first (one withdrawn unsubmitted first of all, as NULLS FIRST would), then by id: an order an export reads on from. */
const LIST_ORDER = newestFirst([sql`coalesce(aid.submitted_at, '9999-12-31T00:00:00Z'::timestamptz)`, sql`aid.id`], sql`financial_aid_applications aid`, sql`aid.id`);

export async function searchAidApplications(db: Db, query: OfficeAidApplicationsQuery): Promise<OfficeAidApplicationPage> {
  const filtered = searchedAidApplications(db, query);
  const { total } = await filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await LIST_ORDER.orderBy(filtered.select(ROW_COLUMNS))
    .limit(OFFICE_AID_PAGE_SIZE)
    .offset((query.page - 1) * OFFICE_AID_PAGE_SIZE)
    .execute();
  return { items: rows.map((row) => toRow(row as RowSource)), total: Number(total), page: query.page, pageSize: OFFICE_AID_PAGE_SIZE };
}

/** A row of the list as exported: the list's, with the e-mail address and the live package (null: none offered). */
export type ExportedAidApplication = OfficeAidApplicationRow & {
  email: string;
  package: { status: AidPackageStatus; items: AidPackageItem[] } | null;
};

/** The next `size` rows of the list after the row with id `afterId` (null: from the start), in the list's order. */
export async function exportedAidApplications(db: Db, filters: Omit<OfficeAidApplicationsQuery, 'page'>, afterId: string | null, size: number): Promise<ExportedAidApplication[]> {
  // One live package at most (financial_aid_packages_one_live): a replaced one is history.
  let batch = searchedAidApplications(db, filters).leftJoin('financial_aid_packages as package', (join) => join.onRef('package.application_id', '=', 'aid.id').on('package.status', '<>', 'SUPERSEDED'));
  if (afterId) batch = batch.where(LIST_ORDER.after(afterId));
  const rows = await LIST_ORDER.orderBy(batch.select([...ROW_COLUMNS, 'person.email', 'package.status as package_status', 'package.items as package_items']))
    .limit(size)
    .execute();
  return rows.map((row) => ({
    ...toRow(row as RowSource),
    email: row.email,
    package: row.package_status ? { status: row.package_status, items: (row.package_items ?? []) as AidPackageItem[] } : null,
  }));
}

/** The application the office acts on: any applicant's, not a draft; an unknown or malformed id is 404. */
export interface OfficeAidApplication {
  id: string;
  applicantId: string;
  academicYear: string;
  status: AidApplicationStatus;
  reference: string | null;
  admissionApplicationId: string | null;
  submission: Record<string, unknown>;
}

export async function findAidApplicationForOffice(db: Db, id: unknown): Promise<OfficeAidApplication> {
  const row = isUuid(id)
    ? await db
        .selectFrom('financial_aid_applications')
        .select(['id', 'applicant_id', 'academic_year', 'status', 'reference', 'admission_application_id', 'submission'])
        .where('id', '=', id)
        .where('status', '<>', 'DRAFT')
        .executeTakeFirst()
    : undefined;
  if (!row) throw problem(404, 'NOT_FOUND');
  return {
    id: row.id,
    applicantId: row.applicant_id,
    academicYear: row.academic_year,
    status: row.status,
    reference: row.reference,
    admissionApplicationId: row.admission_application_id,
    submission: (row.submission as Record<string, unknown> | null) ?? {},
  };
}

/** A request (appeal, review, update) or a request for documents of the application, by its id; undefined when the application has none with that id. */
export async function findRequestOfApplication(db: Db, table: 'financial_aid_requests' | 'financial_aid_document_requests', requestId: string, applicationId: string) {
  return db.selectFrom(table).select('id').where('id', '=', requestId).where('application_id', '=', applicationId).executeTakeFirst();
}

/**
 * The application's aid tier: the one the submission froze, else worked out from the admission
 * application it goes with (citizenship, and the tuition grant option for international students).
 */
export async function aidTierFor(db: Db, application: OfficeAidApplication): Promise<AidTier | null> {
  const frozen = application.submission.tier;
  if ((AID_TIERS as readonly unknown[]).includes(frozen)) return frozen as AidTier;
  return tierOfAdmissionApplication(db, application.admissionApplicationId);
}

/**
 * The household as submitted. The submission may carry it already worked out (`household`);
 * otherwise it is worked out from the Financial Details answers with the calculator's function.
 */
export function householdOfSubmission(submission: Record<string, unknown>, storedPerCapitaCents: number | null): OfficeAidHousehold {
  const stored = submission.household as Partial<OfficeAidHousehold> | undefined;
  if (stored && typeof stored === 'object' && typeof stored.size === 'number') {
    return { size: stored.size, monthlyIncomeCents: stored.monthlyIncomeCents ?? null, perCapitaIncomeCents: storedPerCapitaCents ?? stored.perCapitaIncomeCents ?? null };
  }
  const household = householdOf((submission.sections as Record<string, Record<string, unknown> | undefined> | undefined)?.financialDetails);
  return { ...household, perCapitaIncomeCents: storedPerCapitaCents ?? household.perCapitaIncomeCents };
}

/** An undecided appeal or request for review (while there is one the office decides it before any outcome). */
export async function undecidedAppeal(db: Db, applicationId: string): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('financial_aid_requests')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('kind', 'in', ['APPEAL', 'REVIEW'])
    .where('status', '=', 'SUBMITTED')
    .executeTakeFirst();
}

/** The application's open request for documents (one at a time), if any. */
export async function openDocumentRequest(db: Db, applicationId: string) {
  return db.selectFrom('financial_aid_document_requests').select('id').where('application_id', '=', applicationId).where('status', '=', 'OPEN').executeTakeFirst();
}

/** What the application's state allows the office now (the same checks the actions make). */
export async function allowedActions(db: Db, application: OfficeAidApplication): Promise<OfficeAidAllowedActions> {
  const status = application.status;
  const has = (list: readonly string[]) => list.includes(status);
  const [appeal, open] = await Promise.all([undecidedAppeal(db, application.id), openDocumentRequest(db, application.id)]);
  return {
    requestDocuments: has(AID_OFFICE_RULES.requestDocuments) && !open,
    offerPackage: has(AID_OFFICE_RULES.offerPackage) && !appeal,
    recordUnsuccessful: has(AID_OFFICE_RULES.recordUnsuccessful) && !appeal,
    withdraw: has(AID_OFFICE_RULES.withdraw),
  };
}

export async function officeAidApplicationView(db: Db, id: string): Promise<OfficeAidApplicationView> {
  const application = await findAidApplicationForOffice(db, id);
  const [row, person, extra] = await Promise.all([
    officeRows(db).select(ROW_COLUMNS).where('aid.id', '=', application.id).executeTakeFirstOrThrow(),
    db.selectFrom('applicants').select(['full_name', 'email', 'language']).where('id', '=', application.applicantId).executeTakeFirstOrThrow(),
    db
      .selectFrom('financial_aid_applications')
      .select(['decision_remarks', 'withdrawn_at', 'withdrawn_by', 'withdrawal_reason'])
      .where('id', '=', application.id)
      .executeTakeFirstOrThrow(),
  ]);
  const owner = (formKind: 'FINANCIAL_AID' | 'FINANCIAL_AID_REQUEST' | 'FINANCIAL_AID_DOCUMENT_REQUEST', formId: string) => ({ formKind, formId, applicantId: application.applicantId });

  const documentRequests = await db
    .selectFrom('financial_aid_document_requests as request')
    .leftJoin('staff_accounts as staff', 'staff.id', 'request.requested_by')
    .select(['request.id', 'request.document_types', 'request.message', sql<string>`request.due_on::text`.as('due_on'), 'request.status', 'request.requested_at', 'request.fulfilled_at', 'request.applicant_note', 'staff.full_name'])
    .where('request.application_id', '=', application.id)
    .orderBy('request.requested_at', 'desc')
    .execute();
  const requests = await db
    .selectFrom('financial_aid_requests as request')
    .leftJoin('staff_accounts as staff', 'staff.id', 'request.decided_by')
    .select(['request.id', 'request.kind', 'request.status', 'request.details', 'request.submitted_at', 'request.decided_at', 'request.decision_remarks', 'staff.full_name'])
    .where('request.application_id', '=', application.id)
    .orderBy('request.submitted_at', 'desc')
    .execute();
  const packages = await db
    .selectFrom('financial_aid_packages as package')
    .leftJoin('staff_accounts as staff', 'staff.id', 'package.offered_by')
    .select([
      'package.id',
      'package.status',
      'package.items',
      sql<string>`package.reply_due_on::text`.as('reply_due_on'),
      'package.remarks',
      'package.offered_at',
      'package.selection',
      'package.reject_reasons',
      'package.comments',
      'package.responded_at',
      'staff.full_name',
    ])
    .where('package.application_id', '=', application.id)
    .orderBy('package.offered_at', 'desc')
    // The live one first when two were offered in the same instant.
    .orderBy(sql`package.status = 'SUPERSEDED'`)
    .execute();
  const guarantor = await db.selectFrom('financial_aid_guarantors').selectAll().where('application_id', '=', application.id).executeTakeFirst();

  return {
    row: toRow(row as RowSource),
    applicant: { fullName: person.full_name, email: person.email, language: person.language },
    tier: await aidTierFor(db, application),
    household: householdOfSubmission(application.submission, centsOrNull(row.per_capita_income_cents)),
    sections: (application.submission.sections as Record<string, unknown> | undefined) ?? {},
    documents: await listDocuments(db, owner('FINANCIAL_AID', application.id)),
    timeline: await listOfficeTimeline(db, aidForm(application.id)),
    documentRequests: await Promise.all(
      documentRequests.map(async (request) => ({
        id: request.id,
        documentTypes: request.document_types,
        message: request.message,
        dueOn: request.due_on,
        status: request.status,
        requestedAt: iso(request.requested_at)!,
        requestedBy: request.full_name,
        fulfilledAt: iso(request.fulfilled_at),
        applicantNote: request.applicant_note,
        documents: await listDocuments(db, owner('FINANCIAL_AID_DOCUMENT_REQUEST', request.id)),
      })),
    ),
    requests: await Promise.all(
      requests.map(async (request) => ({
        id: request.id,
        kind: request.kind,
        status: request.status,
        details: request.details,
        submittedAt: iso(request.submitted_at)!,
        decidedAt: iso(request.decided_at),
        decidedBy: request.full_name,
        decisionRemarks: request.decision_remarks,
        documents: await listDocuments(db, owner('FINANCIAL_AID_REQUEST', request.id)),
      })),
    ),
    packages: packages.map((offered) => ({
      id: offered.id,
      status: offered.status,
      items: offered.items,
      replyDueOn: offered.reply_due_on,
      remarks: offered.remarks,
      offeredAt: iso(offered.offered_at)!,
      offeredBy: offered.full_name,
      selection: offered.selection,
      rejectReasons: offered.reject_reasons,
      comments: offered.comments,
      respondedAt: iso(offered.responded_at),
    })),
    guarantor: guarantor ? { status: guarantor.status, details: guarantor.details, invitedAt: iso(guarantor.invited_at)!, confirmedAt: iso(guarantor.confirmed_at) } : null,
    decisionRemarks: extra.decision_remarks,
    withdrawal: extra.withdrawn_at && extra.withdrawn_by ? { at: iso(extra.withdrawn_at)!, by: extra.withdrawn_by, reason: extra.withdrawal_reason } : null,
    allowed: await allowedActions(db, application),
  };
}
