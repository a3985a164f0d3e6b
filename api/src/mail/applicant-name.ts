/**
 * The name an e-mail greets an applicant by (issue 35). An applicant made from an e-mail login
 * account keeps the account's given and family names beside the whole name (migration 0037), so a
 * Chinese letter puts the family name first ("尊敬的 ZHOU MEI HUA：") and an English one the given
 * name ("Dear MEI HUA ZHOU,"). A name typed whole (the form's name as in the NRIC or passport, a
 * national-identity or social sign-in) has no parts and is written as it is, in every language —
 * except the account's own name typed again given name first, which keeps them (namePartsAfterTyped).
 *
 * Every e-mail that greets an applicant selects APPLICANT_NAME_COLUMNS (or applicantNameColumns with
 * the query's alias) and greets by applicantName(row). Third parties (referees, sureties,
 * guarantors) are named whole as they were typed, and are not applicants: this is not for them.
 */
import type { Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import type { Db } from '../db/database';

export interface ApplicantNameRow {
  full_name: string;
  given_name: string | null;
  family_name: string | null;
}

/** The columns applicantName reads, from the applicants table selected without an alias. */
export const APPLICANT_NAME_COLUMNS = ['full_name', 'given_name', 'family_name'] as const;

/** The same columns from the applicants table joined as `alias` (they come back unprefixed). */
export function applicantNameColumns<Alias extends string>(alias: Alias) {
  return [`${alias}.full_name`, `${alias}.given_name`, `${alias}.family_name`] as const;
}

/**
 * The name columns of an applicant made from an e-mail login account: the whole name given name first
 * ("<first> <last>", until the form's name as in the NRIC replaces it) and the parts beside it.
 */
export function applicantNameFromAccount(account: { first_name: string; last_name: string }): ApplicantNameRow & { given_name: string; family_name: string } {
  const given_name = account.first_name.trim();
  const family_name = account.last_name.trim();
  return { full_name: `${given_name} ${family_name}`.trim(), given_name, family_name };
}

/** Compared without case or spacing: "Mei Hua  Zhou" spells "MEI HUA ZHOU". */
const spelling = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** The given and family names when they still spell the whole one, as written on the record. */
function partsOf(row: ApplicantNameRow): { givenName: string; familyName: string } | null {
  if (row.given_name === null || row.family_name === null) return null;
  const parts = { givenName: row.given_name, familyName: row.family_name };
  // The parts are kept in step with the whole name (namePartsAfterTyped); a record changed some
  // other way is greeted by the whole name it now has, never by a name it no longer bears.
  return spelling(`${parts.givenName} ${parts.familyName}`) === spelling(row.full_name) ? parts : null;
}

/** The applicant's name for a greeting: in parts when known, else whole. */
export function applicantName(row: ApplicantNameRow): PersonName {
  return partsOf(row) ?? row.full_name;
}

/**
 * The parts to store when the whole name is replaced by one typed whole (`typed`, as it is stored):
 * the same name in the typed form's case when it spells the given name then the family name, else
 * none (NULL, NULL) — a name in another order or another name is written as it was typed.
 */
export function namePartsAfterTyped(row: ApplicantNameRow, typed: string): { given_name: string | null; family_name: string | null } {
  const parts = partsOf(row);
  if (!parts || spelling(`${parts.givenName} ${parts.familyName}`) !== spelling(typed)) return { given_name: null, family_name: null };
  const inTypedCase = typed === typed.toUpperCase() ? (part: string) => part.trim().toUpperCase() : (part: string) => part.trim();
  return { given_name: inTypedCase(parts.givenName), family_name: inTypedCase(parts.familyName) };
}

/** Who an e-mail goes to: the applicant's address, the name to greet them by, and their stored language. */
export async function applicantToWrite(db: Db, applicantId: string): Promise<{ email: string; name: PersonName; language: Language | null }> {
  const row = await db.selectFrom('applicants').select(['email', 'language', ...APPLICANT_NAME_COLUMNS]).where('id', '=', applicantId).executeTakeFirstOrThrow();
  return { email: row.email, name: applicantName(row), language: row.language };
}
