/**
 * The token of an e-mailed link a referee, surety or guarantor opens, as pasted from the e-mail: long
 * random text, bounded so a hostile body stays small.
 */
import { text, tooLong } from './common';

export const linkTokenField = () => text().trim().required('REQUIRED').max(200, tooLong(200));
