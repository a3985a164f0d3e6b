/**
 * What the rest of the portal may use of admission's contracts: the referee's public reference form
 * and the tuition grant surety's link page (served by mfe-public), and an appeal's states and outcomes (the database's constraints). Everything else under admission/ and schemas/admission/ is admission's own;
 * what several domains share lives at the top of shared/contracts (lint: portal/module-boundaries).
 */
export type { ReferenceRequestDetails } from './api';
export { REFEREES_WORDS } from './summary/referees';
export { REFERENCE_KNOWN_FOR, REFERENCE_RECOMMENDATIONS, REFERENCE_TEXT_MAX, refereeReferenceSchema } from '../schemas/admission/referee-reference';
export { REFEREE_RELATIONSHIPS } from '../schemas/admission/referees';
export { APPEAL_OUTCOMES, APPEAL_STATUSES, type AppealOutcome, type AppealStatus } from './appeals';
export type { PublicTuitionGrantSuretyRequest } from './tuition-grant-sureties';
// An applicant's own copy of their data (api my-data) words a draft or submitted application as "check your answers" does.
export { summariseApplication } from './summary/index';
