/**
 * What the rest of the portal may use of scholarship's contracts: the surety's public confirmation
 * page (served by mfe-public). Everything else under scholarship/ and schemas/scholarship/ is the
 * scholarship domain's own (lint: portal/module-boundaries).
 */
export type { PublicSuretyUndertaking } from './award';
export { suretyConfirmationSchema, type SuretyConfirmationBody } from '../schemas/scholarship/award';
// An applicant's own copy of their data (api my-data) words a draft or submitted application as "check your answers" does.
export { summariseScholarshipApplication } from './summary';
