/**
 * Inserts a released admission outcome directly, the way the outcomes feature stores one when the
 * office releases it (outcome-store.ts releaseOutcome): the outcome with who released it and when, an
 * offer's letter checksum, and the application's status and offer status set to the decision. The
 * appeal tests need one to appeal against. Recorded by the demo admissions officer. `reply`: an offer
 * already answered, stored as the offer reply is (`response: { reply, … }`, shared/contracts
 * admission/outcomes.ts OfferResponse).
 */
import { isAcceptance, type OfferReply } from '@portal/contracts/admission/outcomes';
import type { Db } from '../../src/db/database';
import { DEMO } from '../../src/db/seed';
import { randomToken } from '../../src/security/tokens';

export async function insertReleasedOutcome(
  db: Db,
  applicationNumber: string,
  at: Date,
  decision: 'OFFERED' | 'UNSUCCESSFUL' = 'UNSUCCESSFUL',
  reply?: OfferReply,
): Promise<void> {
  const officer = DEMO.staff.find((member) => member.role === 'ADMISSIONS')!;
  const staff = await db.selectFrom('staff_accounts').select('id').where('email', '=', officer.email).executeTakeFirstOrThrow();
  const application = await db.selectFrom('applications').select('id').where('application_number', '=', applicationNumber).executeTakeFirstOrThrow();
  const offered = decision === 'OFFERED';
  await db
    .insertInto('admission_outcomes')
    .values({
      application_id: application.id,
      decision,
      programme: offered ? 'CS' : null,
      reply_due_at: offered ? new Date(at.getTime() + 14 * 86_400_000) : null,
      recorded_by: staff.id,
      recorded_at: at,
      released_by: staff.id,
      released_at: at,
      letter_checksum: offered ? randomToken() : null,
      ...(offered && reply
        ? { response: JSON.stringify({ reply, schemes: {}, otherUniversityOffer: 'NO_OTHER_OFFER' }), responded_at: at }
        : {}),
    })
    .execute();
  const offerStatus = offered && reply ? (isAcceptance(reply) ? 'ACCEPTED' : 'DECLINED') : decision;
  await db.updateTable('applications').set({ status: decision, offer_status: offerStatus }).where('id', '=', application.id).execute();
}
