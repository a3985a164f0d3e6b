/**
 * Whether an application's offer was accepted: an outcome OFFERED, released to the applicant, with a
 * confirmed reply that accepts it (any of the accept decisions) and not lapsed. The offers feature
 * (another branch) writes admission_outcomes.response as { decision: 'ACCEPT' | 'ACCEPT_WITH_TUITION_GRANT'
 * | 'ACCEPT_WITHOUT_TUITION_GRANT' | 'REJECT', … }; only the decision's ACCEPT prefix is read here.
 */
import type { Db } from '../../db/database';

export interface AcceptedOffer {
  programme: string | null;
  major: string | null;
}

export const isAcceptance = (response: unknown): boolean => {
  const decision = (response as { decision?: unknown } | null)?.decision;
  return typeof decision === 'string' && decision.startsWith('ACCEPT');
};

export async function findAcceptedOffer(db: Db, applicationId: string): Promise<AcceptedOffer | null> {
  const row = await db
    .selectFrom('admission_outcomes')
    .select(['programme', 'major', 'response'])
    .where('application_id', '=', applicationId)
    .where('decision', '=', 'OFFERED')
    .where('released_at', 'is not', null)
    .where('responded_at', 'is not', null)
    .where('lapsed_at', 'is', null)
    .executeTakeFirst();
  return row && isAcceptance(row.response) ? { programme: row.programme, major: row.major } : null;
}
