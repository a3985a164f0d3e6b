/**
 * What the rest of the portal may use of financial aid's contracts: the guarantor's public
 * confirmation page (served by mfe-public) and the model types the database schema stores. Everything
 * else under financial-aid/ and schemas/financial-aid/ is the domain's own (lint: portal/module-boundaries).
 */
export { GUARANTOR_DECLARATIONS, type GuarantorDeclaration, type PublicGuarantorRequest } from './guarantor';
export { guarantorConfirmationSchema } from '../schemas/financial-aid/guarantor';
export { AID_PACKAGE_STATUSES, AID_REQUEST_STATUSES } from './model';
export type { AidPackageItem, AidPackageSelection, AidPackageStatus, AidRequestKind, AidRequestStatus, AidSchemeCategory, AidTier } from './model';
