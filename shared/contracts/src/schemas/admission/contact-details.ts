/**
 * Contact details updated after submission (spec 1 "Updating contact details"): e-mail, mobile and
 * mailing address, with exactly Personal Particulars' rules for those fields.
 */
import type * as yup from 'yup';
import { personalParticularsSchema } from './personal-particulars';

export const contactDetailsSchema = personalParticularsSchema.pick(['email', 'mobile', 'address']);
export type ContactDetails = yup.InferType<typeof contactDetailsSchema>;
