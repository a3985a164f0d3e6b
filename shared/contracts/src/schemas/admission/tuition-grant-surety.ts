/**
 * A tuition grant surety's details (PUT …/tuition-grant-sureties/{position}), validated alike by the
 * browser and the API. The age rule (over 21 and under 65 on 1 August of the award year, the shared
 * surety rules' TUITION_GRANT variant) needs the award year: given as context `{ awardYear }`.
 */
import * as yup from 'yup';
import { TUITION_GRANT_SURETY_ID_TYPES } from '../../admission/tuition-grant-sureties';
import { LIMITS } from '../../limits';
import { suretyAgeProblem } from '../../surety-rules';
import { digits, emailField, nameField, text, tooLong } from '../common';
import { parseDisplayDate } from '../dates';

export interface TuitionGrantSuretyContext {
  awardYear: number;
}

export const tuitionGrantSuretySchema = yup
  .object({
    fullName: nameField('ENTER_SURETY_NAME'),
    idType: text().trim().required('SELECT_SURETY_ID_TYPE').oneOf(['', ...TUITION_GRANT_SURETY_ID_TYPES], 'INVALID_VALUE'),
    idNumber: text().trim().required('ENTER_SURETY_ID_NUMBER').max(LIMITS.nric, tooLong(LIMITS.nric)).matches(/^[A-Za-z0-9]+$/, 'INVALID_VALUE'),
    dateOfBirth: text()
      .trim()
      .required('ENTER_SURETY_DATE_OF_BIRTH')
      .test('date', 'INVALID_DATE', (value) => !value || parseDisplayDate(value) !== null)
      .test('age', function (value) {
        const awardYear = (this.options.context as TuitionGrantSuretyContext | undefined)?.awardYear;
        const problem = value && awardYear ? suretyAgeProblem(value, { awardYear, variant: 'TUITION_GRANT' }) : null;
        return problem ? this.createError({ message: { code: problem.code, params: problem.params } }) : true;
      }),
    email: emailField('ENTER_SURETY_EMAIL'),
    mobile: digits(LIMITS.contactNumber).required('ENTER_SURETY_MOBILE'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type TuitionGrantSuretyBody = yup.InferType<typeof tuitionGrantSuretySchema>;
