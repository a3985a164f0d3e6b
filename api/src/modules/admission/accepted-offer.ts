/**
 * Whether an application's offer was accepted: an outcome OFFERED, released to the applicant, with a
 * confirmed reply that accepts it (any of the accept replies, shared/contracts admission/outcomes.ts)
 * and not lapsed.
 */
import { isAcceptance as isAcceptingReply, type OfferResponse } from '@portal/contracts/admission/outcomes';
import type { Db } from '../../db/database';

export interface AcceptedOffer {
  programme: string | null;
  major: string | null;
}

export const isAcceptance = (response: unknown): boolean => isAcceptingReply((response as Partial<OfferResponse> | null)?.reply);

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
