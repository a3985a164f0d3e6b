/**
 * The sureties' documents (identification and employment letter, sections surety1 and surety2) go
 * through the scholarship form's one document registration (application-routes.ts); these are the
 * rules it asks: where a surety's document goes and how many, and when they may change — once the
 * Letter of Acceptance & Undertaking is accepted and until both sureties have confirmed.
 */
import { SURETY_DOCUMENT_TYPES, suretySection } from '@portal/contracts/scholarship/award';
import type { Db } from '../../db/database';
import type { CountLimit } from '../../files/documents';
import { fieldProblem } from '../../http/problems';

const SURETY_SECTIONS: readonly string[] = [suretySection(1), suretySection(2)];

/** A surety's document goes in its surety's section, two at most there; undefined for any other type. */
export function suretyDocumentLimit(fields: { section: string; documentType: string }): CountLimit | undefined {
  if (!(SURETY_DOCUMENT_TYPES as readonly string[]).includes(fields.documentType)) return undefined;
  if (!SURETY_SECTIONS.includes(fields.section)) throw fieldProblem(400, 'INVALID_VALUE', 'section');
  return { max: 2, per: 'section' };
}

/** Sureties' documents may be added or removed once the undertaking is accepted, until both have confirmed. */
export async function suretyDocumentsOpen(db: Db, applicationId: string): Promise<boolean> {
  const undertaking = await db.selectFrom('scholarship_undertakings').select('application_id').where('application_id', '=', applicationId).executeTakeFirst();
  if (!undertaking) return false;
  const confirmed = await db.selectFrom('scholarship_sureties').select('id').where('application_id', '=', applicationId).where('status', '=', 'CONFIRMED').execute();
  return confirmed.length < 2;
}
