/**
 * What the rest of the portal may use of scholarship's contracts: the surety's public confirmation
 * page (served by mfe-public). Everything else under scholarship/ and schemas/scholarship/ is the
 * scholarship domain's own (lint: portal/module-boundaries).
 */
export type { PublicSuretyUndertaking } from './award';
export { suretyConfirmationSchema, type SuretyConfirmationBody } from '../schemas/scholarship/award';
