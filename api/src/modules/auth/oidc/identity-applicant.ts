/**
 * Who a verified national-identity sign-in is in the portal: the applicant the service verified that
 * NRIC for (never one who merely declared it: anyone can type anyone's NRIC), following
 * the application of the login variant's system (the newest there, else their newest anywhere), or,
 * for a person the portal has never seen, a new applicant profile with the verified NRIC and name,
 * ready to Apply.
 */
import type { SystemId } from '@portal/contracts/systems';
import type { Db } from '../../../db/database';
import { applicantWithVerifiedNric } from '../../applicant';
import type { VerifiedIdentity } from './national-identity';

export interface IdentityApplicant {
  applicantId: string;
  /** The application the session follows; null when the applicant has none yet. */
  applicationId: string | null;
  created: boolean;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export async function followedApplication(db: Db, applicantId: string, system: SystemId): Promise<string | null> {
  const rows = await db.selectFrom('applications').select(['id', 'system']).where('applicant_id', '=', applicantId).orderBy('created_at', 'desc').execute();
  return (rows.find((row) => row.system === system) ?? rows[0])?.id ?? null;
}

export async function applicantForIdentity(db: Db, identity: VerifiedIdentity, system: SystemId, now: Date): Promise<IdentityApplicant> {
  const existing = await applicantWithVerifiedNric(db, identity.nric);
  if (existing) return { applicantId: existing, applicationId: await followedApplication(db, existing, system), created: false };
  try {
    const applicant = await db
      .insertInto('applicants')
      .values({
        full_name: identity.name,
        // Declared: nothing yet (the application form asks). A record that declared this NRIC stays
        // as it is, flagged to the office with this one (nric-records.ts), and learns nothing.
        nric: null,
        verified_nric: identity.nric,
        nric_verified_at: now,
        date_of_birth: identity.dateOfBirth,
        // The address the service holds is a starting point; the application form asks for the one to use.
        email: identity.email ?? '',
        alt_contact_name: null,
        alt_contact_country_code: null,
        alt_contact_area_code: null,
        alt_contact_number: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { applicantId: applicant.id, applicationId: null, created: true };
  } catch (error) {
    // The same person signing in in two tabs at once: the other one created the profile.
    if (!isUniqueViolation(error)) throw error;
    const winner = await applicantWithVerifiedNric(db, identity.nric);
    if (!winner) throw error;
    return { applicantId: winner, applicationId: await followedApplication(db, winner, system), created: false };
  }
}
