/** The answers of a complete admission application: one sample, kept in shared/contracts/test (the end-to-end suites use it too). */
export { COMPLETE_ELIGIBILITY, COMPLETE_SECTIONS } from '../../../shared/contracts/test/admission-complete-sample';
