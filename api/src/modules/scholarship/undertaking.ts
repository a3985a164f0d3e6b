/**
 * The Letter of Acceptance & Undertaking (spec 3 "Scholarship screens"): after accepting the offer the
 * applicant reads the letter (the offer's terms, the bond, liquidated damages at 10% compounded
 * interest, the scholar's obligations) and accepts it once, typing their name; an applicant under 18
 * on the day needs a parent or guardian's endorsement (spec 5). Accepting it opens the sureties.
 */
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { LANGUAGES, type Language } from '@portal/contracts/languages';
import type { PersonName } from '@portal/contracts/person-name';
import type { GuardianEndorsement, ScholarshipTerms, UndertakingLetter } from '@portal/contracts/scholarship/award';
import { ageOn } from '@portal/contracts/surety-rules';
import {
  GUARDIAN_ENDORSEMENT_UNDER_AGE,
  LIQUIDATED_DAMAGES_INTEREST_PERCENT,
  UNDERTAKING_DECLARATIONS,
  undertakingClauses,
} from '@portal/contracts/scholarship/undertaking-letter';
import { type AcceptUndertakingBody } from '@portal/contracts/schemas/scholarship/award';
import { sameName } from '@portal/contracts/surety-rules';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { recordEvent } from '../../forms/timeline';
import { fieldProblem, problem } from '../../http/problems';
import { APPLICANT_NAME_COLUMNS, applicantName } from '../../mail/applicant-name';
import { enqueueMail } from '../../mail/outbox';
import { undertakingAcceptedMail } from './award-mail';
import { outcomeRow, scholarshipOutcomePath, type MailSettings } from './outcomes';
import { scholarshipForm, type ScholarshipApplicationRef } from './owned-scholarship';

export interface UndertakingContext {
  /** The name on record, as the letter states it and the applicant types it to accept. */
  applicantName: string;
  /** The name e-mails greet the applicant by (in parts when known). */
  greetingName: PersonName;
  email: string;
  language: string | null;
  terms: ScholarshipTerms;
  guardianRequired: boolean;
  accepted: UndertakingLetter['accepted'];
  acceptedLanguage: Language | null;
}

/** Whole years on the Singapore calendar day of `now`; under 18 means a guardian must endorse. */
export const isMinorOn = (dateOfBirth: string | null, now: Date) => dateOfBirth !== null && ageOn(dateOfBirth, singaporeDate(now)) < GUARDIAN_ENDORSEMENT_UNDER_AGE;

/** The accepted offer the letter is about, or 409 UNDERTAKING_NOT_AVAILABLE. */
export async function undertakingContext(db: Db, application: ScholarshipApplicationRef, now: Date): Promise<UndertakingContext> {
  const outcome = await outcomeRow(db, application.id);
  if (!outcome?.released_at || outcome.result !== 'OFFERED' || outcome.response !== 'ACCEPTED') throw problem(409, 'UNDERTAKING_NOT_AVAILABLE');
  const applicant = await db
    .selectFrom('applicants')
    .select([...APPLICANT_NAME_COLUMNS, 'email', 'language', sql<string | null>`date_of_birth::text`.as('date_of_birth')])
    .where('id', '=', application.applicantId)
    .executeTakeFirstOrThrow();
  const row = await db.selectFrom('scholarship_undertakings').selectAll().where('application_id', '=', application.id).executeTakeFirst();
  return {
    applicantName: applicant.full_name,
    greetingName: applicantName(applicant),
    email: applicant.email,
    language: applicant.language,
    terms: outcome.terms!,
    guardianRequired: row ? row.guardian !== null : isMinorOn(applicant.date_of_birth, now),
    accepted: row ? { acceptedAt: row.accepted_at.toISOString(), acceptedName: row.accepted_name, guardian: (row.guardian as GuardianEndorsement | null) ?? null } : null,
    acceptedLanguage: row ? row.language : null,
  };
}

export function letterClauses(context: Pick<UndertakingContext, 'applicantName' | 'terms' | 'guardianRequired'>): Record<Language, string[]> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      undertakingClauses(
        {
          applicantName: context.applicantName,
          scholarshipName: context.terms.name[language],
          academicYear: context.terms.academicYear,
          bondYears: context.terms.bondYears,
          livingAllowanceCents: context.terms.livingAllowanceCents,
          tuitionCoveragePercent: context.terms.tuitionCoveragePercent,
          guardianRequired: context.guardianRequired,
        },
        language,
      ),
    ]),
  ) as Record<Language, string[]>;
}

export function undertakingLetter(application: ScholarshipApplicationRef, context: UndertakingContext): UndertakingLetter {
  return {
    applicationId: application.id,
    reference: application.reference,
    applicantName: context.applicantName,
    terms: context.terms,
    bondYears: context.terms.bondYears,
    liquidatedDamagesInterestPercent: LIQUIDATED_DAMAGES_INTEREST_PERCENT,
    clauses: letterClauses(context),
    declarations: UNDERTAKING_DECLARATIONS,
    guardianRequired: context.guardianRequired,
    accepted: context.accepted,
  };
}

/** Accepts the letter once: the typed name must be the applicant's; a second acceptance is 409. */
export async function acceptUndertaking(
  db: Db,
  application: ScholarshipApplicationRef,
  context: UndertakingContext,
  body: AcceptUndertakingBody,
  now: Date,
  language: Language,
  mail: MailSettings,
): Promise<void> {
  if (context.accepted) throw problem(409, 'UNDERTAKING_ALREADY_ACCEPTED');
  if (!sameName(body.acceptedName, context.applicantName)) throw fieldProblem(400, 'UNDERTAKING_NAME_MISMATCH', 'acceptedName');
  const guardian = context.guardianRequired && body.guardian ? { name: body.guardian.name, relationship: body.guardian.relationship, email: body.guardian.email, endorsement: true } : null;
  await db.transaction().execute(async (tx) => {
    const stored = await tx
      .insertInto('scholarship_undertakings')
      .values({
        application_id: application.id,
        accepted_at: now,
        accepted_name: body.acceptedName,
        language,
        declarations: JSON.stringify(body.declarations),
        guardian: guardian ? JSON.stringify(guardian) : null,
        guardian_endorsed_at: guardian ? now : null,
      })
      .onConflict((conflict) => conflict.column('application_id').doNothing())
      .returning('application_id')
      .executeTakeFirst();
    // Two tabs accepting at once: the unique key lets one in.
    if (!stored) throw problem(409, 'UNDERTAKING_ALREADY_ACCEPTED');
    await recordEvent(tx, scholarshipForm(application.id), { kind: 'SCHOLARSHIP_UNDERTAKING_ACCEPTED', actor: 'APPLICANT', at: now, params: guardian ? { guardian: guardian.name } : {} });
    await enqueueMail(
      tx,
      undertakingAcceptedMail(context.email, mail.language(context.language), {
        name: context.greetingName,
        reference: application.reference ?? '',
        at: now,
        link: `${mail.publicUrl}${scholarshipOutcomePath(application.id)}`,
      }),
      now,
    );
  });
}
