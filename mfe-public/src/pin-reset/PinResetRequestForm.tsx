import { Form, Formik, type FormikHelpers } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { pinResetRequestSchema, type PinResetRequest } from '@portal/contracts/schemas/public';
import { SYSTEMS, type SystemId } from '@portal/contracts/systems';
import { apiErrorsOf } from '@portal/http/errors';
import { http } from '@portal/http/client';
import { FormikErrorSummary, FormikTextField, applyApiErrors, FormikEmailField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { publicText } from '../public-text';
import { catalogueError, clearNotifications } from '@portal/ui/report-errors';
import { reportFailedAttempt, type AttemptCounter } from '../shared/use-attempt-counter';
import { requestFailureCounts } from './attempt-rules';
import { FormActions } from '../shared/FormActions';

export interface RequestValues {
  applicationNumber: string;
  email: string;
}

const FIELDS = ['applicationNumber', 'email'];

/**
 * The number as the API wants it: the system's prefix letter ('A', or 'P' for continuing education)
 * before the digits the applicant typed (spec 5). Someone who types the prefix too is not penalised.
 */
export function prefixedApplicationNumber(typed: string, system: SystemId): string {
  const prefix = SYSTEMS[system].applicationNumberPrefix;
  const trimmed = typed.trim();
  if (!trimmed) return '';
  const digits = trimmed.toUpperCase().startsWith(prefix) ? trimmed.slice(prefix.length) : trimmed;
  return `${prefix}${digits}`;
}

export function requestPayload(values: RequestValues, system: SystemId): PinResetRequest {
  return { applicationNumber: prefixedApplicationNumber(values.applicationNumber, system), email: values.email.trim(), system };
}

/** PIN reset without a link: application number + e-mail; the API e-mails a reset link when both match. */
export function PinResetRequestForm({ system, counter, onBack }: { system: SystemId; counter: AttemptCounter; onBack: () => void }) {
  const text = publicText.useText();
  const onSubmit = async (values: RequestValues, helpers: FormikHelpers<RequestValues>) => {
    clearNotifications();
    try {
      const { data } = await http.post<boolean>('/public/pin/reset-request', requestPayload(values, system));
      if (data === true) counter.recordSuccess();
      else reportFailedAttempt(counter, true, [catalogueError('PIN_RESET_MISMATCH')]);
    } catch (error) {
      const general = applyApiErrors(helpers, apiErrorsOf(error), FIELDS);
      reportFailedAttempt(counter, requestFailureCounts(values), general);
    }
  };

  return (
    <>
      <p className="pt-body">{text('pinReset.request.intro')}</p>
      <MandatoryNote />
      <Formik<RequestValues>
        initialValues={{ applicationNumber: '', email: '' }}
        validate={schemaValidator(pinResetRequestSchema, (values: RequestValues) => requestPayload(values, system))}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('pinReset.request.formLabel')}>
            <FormikErrorSummary />
            <FormikTextField
              name="applicationNumber"
              label={text('pinReset.request.applicationNumber')}
              hint={text('pinReset.request.applicationNumberHint')}
              inputMode="numeric"
              autoComplete="username"
              spellCheck={false}
              maxLength={LIMITS.applicationNumber}
              width="10"
              required
            />
            <FormikEmailField hint={text('common.emailInApplicationHint')} />
            <FormActions submitting={isSubmitting} onBack={onBack} />
          </Form>
        )}
      </Formik>
    </>
  );
}
