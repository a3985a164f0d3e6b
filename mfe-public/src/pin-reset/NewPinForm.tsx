import { Form, Formik, type FormikHelpers } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { pinResetSchema, type PinReset } from '@portal/contracts/schemas/public';
import type { SystemId } from '@portal/contracts/systems';
import { apiErrorsOf } from '@portal/http/errors';
import { http } from '@portal/http/client';
import { normaliseDateInput } from '@portal/ui/DateField';
import { FormikDateField, FormikErrorSummary, FormikPasswordField, applyApiErrors } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { publicText } from '../public-text';
import { catalogueError, clearNotifications } from '@portal/ui/report-errors';
import { reportFailedAttempt, type AttemptCounter } from '../shared/use-attempt-counter';
import { resetFailureCounts } from './attempt-rules';
import { FormActions } from '../shared/FormActions';

export interface NewPinValues {
  dob: string;
  pin1: string;
  pin2: string;
}

const FIELDS = ['dob', 'pin1', 'pin2'];

export function newPinPayload(values: NewPinValues, token: string, system: SystemId): PinReset {
  return { token, dob: normaliseDateInput(values.dob), pin1: values.pin1, pin2: values.pin2, system };
}

/** PIN reset from the e-mailed link: date of birth and the new PIN twice. */
export function NewPinForm({ token, system, counter, onBack }: { token: string; system: SystemId; counter: AttemptCounter; onBack: () => void }) {
  const text = publicText.useText();
  const onSubmit = async (values: NewPinValues, helpers: FormikHelpers<NewPinValues>) => {
    clearNotifications();
    try {
      const { data } = await http.post<boolean>('/public/pin/reset', newPinPayload(values, token, system));
      if (data === true) counter.recordSuccess();
      else reportFailedAttempt(counter, true, [catalogueError('PIN_RESET_MISMATCH')]);
    } catch (error) {
      const general = applyApiErrors(helpers, apiErrorsOf(error), FIELDS);
      // Only an answer about the link or the applicant's details can count (spec 8). A PIN refused as too
      // easy to guess comes back as a field error alone and says nothing about either.
      reportFailedAttempt(counter, general.length > 0 && resetFailureCounts(values), general);
    }
  };

  return (
    <>
      <p className="pt-body">{text('pinReset.newPin.intro')}</p>
      <MandatoryNote />
      <Formik<NewPinValues>
        initialValues={{ dob: '', pin1: '', pin2: '' }}
        validate={schemaValidator(pinResetSchema, (values: NewPinValues) => newPinPayload(values, token, system))}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('pinReset.newPin.formLabel')}>
            <FormikErrorSummary />
            <FormikDateField
              name="dob"
              label={text('common.dateOfBirth')}
              hint={text('pinReset.newPin.dateOfBirthHint')}
              autoComplete="bday"
              required
            />
            <FormikPasswordField
              name="pin1"
              label={text('pinReset.newPin.pin')}
              // The PIN rule (spec 5, issue 6): the format, and what makes a PIN easy to guess.
              hint={text('pinReset.newPin.pinHint')}
              autoComplete="new-password"
              maxLength={LIMITS.pin}
              width="10"
              required
            />
            <FormikPasswordField
              name="pin2"
              label={text('pinReset.newPin.confirmPin')}
              hint={text('pinReset.newPin.confirmPinHint')}
              autoComplete="new-password"
              maxLength={LIMITS.pin}
              width="10"
              required
            />
            <FormActions submitting={isSubmitting} onBack={onBack} />
          </Form>
        )}
      </Formik>
    </>
  );
}
