/**
 * What retention removes of a person, as the domains declare it (personal-data/registry.ts): every
 * domain's source, and my-data's own record of downloads. Removing an admission application takes what
 * hangs off it in every domain and, once nothing of theirs is left, its applicant; money records stay
 * (payment's source: a paid fee is detached and keeps its applicant, reduced). It all runs inside the
 * caller's transaction; stored files' keys are returned for the caller to queue (carry-out.ts), since a
 * file store is not part of the transaction.
 */
import { personalDataRegistry } from '../../personal-data/registry';
import { PERSONAL_DATA_SOURCES } from '../../personal-data/sources';
import { myDataPersonalData } from '../my-data';

export const personalData = personalDataRegistry([...PERSONAL_DATA_SOURCES, myDataPersonalData]);
