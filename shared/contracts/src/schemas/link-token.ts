/**
 * The token of an e-mailed link a referee, surety or guarantor opens, as pasted from the e-mail: long
 * random text, bounded so a hostile body stays small. Opening any of those links sends just the token
 * (the same body for every kind: the page frame and the API's link mechanism are shared).
 */
import * as yup from 'yup';
import { ALWAYS_SENT, text, tooLong } from './common';

export const linkTokenField = () => text().trim().required(ALWAYS_SENT).max(200, tooLong(200));

/** POST /api/public/<kind>/open: the link's token, nothing else. */
export const linkOpeningSchema = yup.object({ token: linkTokenField() }).noUnknown('UNKNOWN_FIELD');
export type LinkOpening = yup.InferType<typeof linkOpeningSchema>;
