/**
 * Everything the portal holds about one person, read for their own copy (PDPA access): every domain
 * reads its own part through the personal-data registry (the same rows and filters as the applicant's
 * own pages: the timeline without the office's own work, documents that are usable and not removed;
 * never a secret), so this module reads no other domain's tables.
 */
import type { Db } from '../../db/database';
import type { DataSubject, Holdings } from '../../personal-data/holdings';
import { personalDataRegistry } from '../../personal-data/registry';
import { PERSONAL_DATA_SOURCES } from '../../personal-data/sources';

const personalData = personalDataRegistry(PERSONAL_DATA_SOURCES);

/** Everything held about the subject. */
export async function readHoldings(db: Db, subject: DataSubject): Promise<Holdings> {
  return personalData.read(db, subject);
}
