/**
 * Personal data crosses every domain, but the two features that handle all of it — an applicant's copy
 * of their data (my-data) and the removal of what has been kept past its period (retention) — must not
 * reach into the domains' tables. So each domain declares its own part here, as a PersonalDataSource
 * exported from its module's entry (sources.ts lists them), and the two features ask the registry,
 * which asks every source in turn: a new domain adds a source, my-data and retention are unchanged.
 *
 * The shared mechanisms' records (the form-keyed tables, documents, sessions, the outbox) are not any
 * domain's: the registry handles them itself (common-records.ts).
 */
import type { FormKind } from '@portal/contracts/forms';
import type { RetentionKind } from '@portal/contracts/office/retention';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import {
  documentsOf,
  emailsOf,
  removeApplicantDocuments,
  removeDocumentRows,
  removeFormRows,
  removeSessionsOf,
  withFormRecords,
} from './common-records';
import type { DataSubject, HeldPart, Holdings } from './holdings';
import type { RetentionQuery } from './retention-queries';

/** What happens to a person whose last application goes: removed, or kept reduced to what receipts need. */
export type PersonOutcome = 'REMOVED' | 'REDUCED';

/** An admission application about to be removed, and whose it is. */
export interface ApplicationToRemove {
  id: string;
  applicantId: string;
}

/** For the person's copy (my-data): what the domain holds of them, read-only, secrets left out. */
export interface PersonalDataCopy {
  /** The domain's part; `soFar` is what the sources before it read (an aid application names its admission application by number). */
  read(db: Db, subject: DataSubject, soFar: Readonly<HeldPart>): Promise<HeldPart>;
  /**
   * Forms of the domain that hold only documents sent with an application (an appeal, a request), by
   * kind: which application each of `formIds` goes with (form id → application form id).
   */
  applicationsOfForms?: Partial<Record<FormKind, (db: Db, formIds: readonly string[]) => Promise<Map<string, string>>>>;
}

/** For retention: the domain's part of removing admission applications and, once nothing is left, their applicant. */
export interface PersonalDataRemoval {
  /** The admission applications among `ids` (the domain that owns them). */
  applicationsAmong?(db: Db, ids: readonly string[]): Promise<ApplicationToRemove[]>;
  /** Form ids of the domain's records hanging off these applications: their form-keyed rows go with them. */
  formsOfApplications?(db: Db, applicationIds: readonly string[]): Promise<string[]>;
  /** Before the applications' rows go (their children go with them, ON DELETE CASCADE): what must outlive them is detached. */
  beforeApplicationsRemoved?(tx: Db, applicationIds: readonly string[]): Promise<void>;
  /** Removes the applications' own rows (the domain that owns them). */
  removeApplications?(tx: Db, applicationIds: readonly string[]): Promise<void>;
  /** An SQL condition: the person (`applicantId`, a column or a value) has an application of this domain. */
  hasApplication?(applicantId: RawBuilder<unknown>): RawBuilder<boolean>;
  /** The person's record must stay, reduced (a paid fee's receipts name them). */
  keepsPerson?(db: Db, applicantId: string): Promise<boolean>;
  /** Before documents go: rows of the domain that name them let go of them. */
  beforeDocumentsRemoved?(tx: Db, documentIds: readonly string[]): Promise<void>;
  /** The domain's rows of a person with nothing left, who is removed or reduced; returns stored files to delete. */
  removePerson?(tx: Db, applicantId: string, outcome: PersonOutcome, now: Date): Promise<string[]>;
  /** E-mail login accounts never linked to an applicant, by id (the auth module's): unused, they go alone. */
  removeAccountHolders?(tx: Db, accountIds: readonly string[]): Promise<void>;
  /** The person's own record (the applicant's), after every removePerson: its row's removal takes what is still keyed by it. */
  removePersonRecord?(tx: Db, applicantId: string, outcome: PersonOutcome, now: Date): Promise<void>;
}

export interface PersonalDataSource {
  /** The domain's name: one source each. */
  domain: string;
  copy?: PersonalDataCopy;
  removal?: PersonalDataRemoval;
  /** How retention finds the domain's records of a kind once their period has passed (one source per kind). */
  retention?: Partial<Record<RetentionKind, RetentionQuery>>;
}

/** Joins one source's part of the copy onto the parts before it: lists one after another, the person once. */
function joined(soFar: HeldPart, part: HeldPart): HeldPart {
  const lists = ['loginAccounts', 'socialAccounts', 'pinSignIns', 'applications', 'fees', 'payments'] as const;
  const next: HeldPart = { ...soFar, person: soFar.person ?? part.person };
  for (const list of lists) if (part[list]) (next as Record<string, unknown>)[list] = [...(soFar[list] ?? []), ...part[list]!];
  if (part.scholarshipNames) next.scholarshipNames = { ...soFar.scholarshipNames, ...part.scholarshipNames };
  return next;
}

export interface PersonalDataRegistry {
  readonly sources: readonly PersonalDataSource[];
  /** Everything held about the subject, every source's part in the registry's order. */
  read(db: Db, subject: DataSubject): Promise<Holdings>;
  /** Every form id these admission applications' records are keyed by (the applications' own first). */
  formIdsOf(db: Db, applicationIds: readonly string[]): Promise<string[]>;
  /** Removes the applications and what hangs off them (and an applicant left with nothing); returns stored files to delete. */
  removeApplications(tx: Db, applicationIds: readonly string[], now: Date): Promise<string[]>;
  /** An SQL condition: the person has an application of any kind. */
  hasApplication(applicantId: RawBuilder<unknown>): RawBuilder<boolean>;
  /** No application of any kind of theirs is left. */
  hasNothingLeft(db: Db, applicantId: string): Promise<boolean>;
  /** Removes an applicant with nothing left, or reduces them when a paid fee keeps them; returns stored files to delete. */
  removeApplicant(tx: Db, applicantId: string, now: Date): Promise<string[]>;
  /** Removes e-mail login accounts never linked to an applicant, by id. */
  removeAccountHolders(tx: Db, accountIds: readonly string[]): Promise<void>;
  /** Removes documents by id; returns their stored files to delete. */
  removeDocuments(tx: Db, documentIds: readonly string[]): Promise<string[]>;
  /** The query of the source that declares this retention kind. */
  retentionQuery(kind: RetentionKind): RetentionQuery;
}

export function personalDataRegistry(sources: readonly PersonalDataSource[]): PersonalDataRegistry {
  const domains = new Set<string>();
  for (const { domain } of sources) {
    if (domains.has(domain)) throw new Error(`Two personal data sources of ${domain}`);
    domains.add(domain);
  }
  const copies = sources.flatMap((source) => (source.copy ? [source.copy] : []));
  const removals = sources.flatMap((source) => (source.removal ? [source.removal] : []));
  const noApplication = sql<boolean>`false`;

  const registry: PersonalDataRegistry = {
    sources,

    async read(db, subject) {
      // One source after another: a copy holds one database connection, not one per domain.
      let part: HeldPart = {};
      for (const copy of copies) part = joined(part, await copy.read(db, subject, part));
      const loginAccounts = part.loginAccounts ?? [];
      const applicantId = subject.applicantId;
      const addresses = [...new Set([part.person?.email, ...loginAccounts.map((account) => account.email)].filter((address): address is string => Boolean(address)))];
      const subFormReaders = copies.flatMap((copy) => Object.entries(copy.applicationsOfForms ?? {})) as Array<[FormKind, (db: Db, ids: readonly string[]) => Promise<Map<string, string>>]>;
      return {
        person: part.person ?? null,
        loginAccounts,
        socialAccounts: part.socialAccounts ?? [],
        pinSignIns: part.pinSignIns ?? [],
        applications: await withFormRecords(db, part.applications ?? []),
        scholarshipNames: part.scholarshipNames ?? {},
        documents: applicantId ? await documentsOf(db, applicantId, new Map(subFormReaders)) : [],
        fees: part.fees ?? [],
        payments: part.payments ?? [],
        emails: await emailsOf(db, addresses),
      };
    },

    async formIdsOf(db, applicationIds) {
      if (!applicationIds.length) return [];
      const formIds = [...applicationIds];
      for (const removal of removals) if (removal.formsOfApplications) formIds.push(...(await removal.formsOfApplications(db, applicationIds)));
      return formIds;
    },

    async removeApplications(tx, applicationIds, now) {
      if (!applicationIds.length) return [];
      const applications: ApplicationToRemove[] = [];
      for (const removal of removals) if (removal.applicationsAmong) applications.push(...(await removal.applicationsAmong(tx, applicationIds)));
      if (!applications.length) return [];
      const ids = applications.map((application) => application.id);
      const formIds = await registry.formIdsOf(tx, ids);
      for (const removal of removals) await removal.beforeApplicationsRemoved?.(tx, ids);
      for (const removal of removals) await removal.removeApplications?.(tx, ids);
      const storageKeys = await removeFormRows(tx, formIds);
      for (const applicantId of new Set(applications.map((application) => application.applicantId))) {
        if (await registry.hasNothingLeft(tx, applicantId)) storageKeys.push(...(await registry.removeApplicant(tx, applicantId, now)));
      }
      return storageKeys;
    },

    hasApplication(applicantId) {
      const conditions = removals.flatMap((removal) => (removal.hasApplication ? [removal.hasApplication(applicantId)] : []));
      return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` OR `)})` : noApplication;
    },

    async hasNothingLeft(db, applicantId) {
      const { rows } = await sql<{ left: boolean }>`SELECT ${registry.hasApplication(sql`${applicantId}::uuid`)} AS left`.execute(db);
      return rows[0]?.left === false;
    },

    async removeApplicant(tx, applicantId, now) {
      const storageKeys = await removeApplicantDocuments(tx, applicantId);
      await removeSessionsOf(tx, applicantId);
      let outcome: PersonOutcome = 'REMOVED';
      for (const removal of removals) if (outcome === 'REMOVED' && (await removal.keepsPerson?.(tx, applicantId))) outcome = 'REDUCED';
      for (const removal of removals) if (removal.removePerson) storageKeys.push(...(await removal.removePerson(tx, applicantId, outcome, now)));
      for (const removal of removals) await removal.removePersonRecord?.(tx, applicantId, outcome, now);
      return storageKeys;
    },

    async removeAccountHolders(tx, accountIds) {
      if (!accountIds.length) return;
      for (const removal of removals) await removal.removeAccountHolders?.(tx, accountIds);
    },

    async removeDocuments(tx, documentIds) {
      if (!documentIds.length) return [];
      for (const removal of removals) await removal.beforeDocumentsRemoved?.(tx, documentIds);
      return removeDocumentRows(tx, documentIds);
    },

    retentionQuery(kind) {
      const declaring = sources.filter((source) => source.retention?.[kind]);
      if (declaring.length !== 1) throw new Error(`${declaring.length} personal data sources declare retention kind ${kind}; one must`);
      return declaring[0]!.retention![kind]!;
    },
  };
  return registry;
}
