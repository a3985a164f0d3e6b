/**
 * Every domain's personal data source, from each module's entry, in the order the registry consults
 * them: a copy's parts are joined in this order (scholarship and aid name their admission application
 * by the number admission read before them), and removal runs in it. A new domain with personal data
 * exports its source from its index.ts and is added here.
 */
import { admissionPersonalData } from '../modules/admission';
import { applicantPersonalData } from '../modules/applicant';
import { authPersonalData } from '../modules/auth';
import { financialAidPersonalData } from '../modules/financial-aid';
import { paymentPersonalData } from '../modules/payment';
import { scholarshipPersonalData } from '../modules/scholarship';
import type { PersonalDataSource } from './registry';

export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  applicantPersonalData,
  authPersonalData,
  admissionPersonalData,
  scholarshipPersonalData,
  financialAidPersonalData,
  paymentPersonalData,
];
