import { Form, Formik, type FormikHelpers } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { applicationNumberEnquirySchema, type ApplicationNumberEnquiry } from '@portal/contracts/schemas/public';
import type { SystemId } from '@portal/contracts/systems';
import { apiErrorsOf } from '@portal/http/errors';
import { http } from '@portal/http/client';
import { normaliseDateInput } from '@portal/ui/DateField';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikDateField, FormikErrorSummary, FormikTextField, applyApiErrors, FormikEmailField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { schemaValidator } from '@portal/ui/schema-validation';
import { DigitsField } from '../shared/DigitsField';
import { publicText } from '../public-text';
import { catalogueError, clearNotifications } from '@portal/ui/report-errors';
import { reportFailedAttempt, type AttemptCounter } from '../shared/use-attempt-counter';
import { enquiryFailureCounts } from './attempt-rules';
import { FormActions } from '../shared/FormActions';

export interface EnquiryValues {
  fullName: string;
  dob: string;
  nric: string;
  email: string;
  nokName: string;
  nokContact: { countryCode: string; areaCode: string; contactNumber: string };
}

const FIELDS = ['fullName', 'dob', 'nric', 'email', 'nokName', 'nokContact.countryCode', 'nokContact.areaCode', 'nokContact.contactNumber'];

/** Ids of the contact number's parts (a dotted Formik name is an awkward id). */
const idFor = (name: string) => (name.startsWith('nokContact.') ? name.slice('nokContact.'.length) : name);

export function enquiryPayload(values: EnquiryValues, system: SystemId): ApplicationNumberEnquiry {
  const digits = (text: string) => text.replace(/\D+/g, '');
  return {
    fullName: values.fullName.trim().toUpperCase(),
    dob: normaliseDateInput(values.dob),
    nric: values.nric.trim().toUpperCase(),
    email: values.email.trim(),
    nokName: values.nokName.trim().toUpperCase(),
    nokContact: {
      countryCode: digits(values.nokContact.countryCode),
      areaCode: digits(values.nokContact.areaCode),
      contactNumber: digits(values.nokContact.contactNumber),
    },
    system,
  };
}

/** The API answers the number with its prefix letter as a JSON string; the applicant knows it without. */
export function displayedApplicationNumber(answer: unknown): string {
  let text = typeof answer === 'string' ? answer.trim() : '';
  if (text.startsWith('"')) {
    try {
      text = String(JSON.parse(text));
    } catch {
      // not JSON text after all: use it as it is
    }
  }
  return text.slice(1);
}

export const EMPTY_ENQUIRY: EnquiryValues = {
  fullName: '',
  dob: '',
  nric: '',
  email: '',
  nokName: '',
  nokContact: { countryCode: '', areaCode: '', contactNumber: '' },
};

export function NumberEnquiryForm(props: { system: SystemId; counter: AttemptCounter; onFound: (number: string) => void; onBack: () => void }) {
  const { system, counter, onFound, onBack } = props;
  const text = publicText.useText();

  const onSubmit = async (values: EnquiryValues, helpers: FormikHelpers<EnquiryValues>) => {
    clearNotifications();
    try {
      const { data } = await http.post<string>('/public/application-number/enquiry', enquiryPayload(values, system));
      const number = displayedApplicationNumber(data);
      if (number) {
        onFound(number);
        counter.recordSuccess();
      } else {
        reportFailedAttempt(counter, true, [catalogueError('APPNO_NOT_FOUND')]);
      }
    } catch (error) {
      const general = applyApiErrors(helpers, apiErrorsOf(error), FIELDS);
      reportFailedAttempt(counter, enquiryFailureCounts(values), general);
    }
  };

  return (
    <>
      <p className="pt-body">{text('numberEnquiry.intro')}</p>
      <MandatoryNote />
      <Formik<EnquiryValues>
        initialValues={EMPTY_ENQUIRY}
        validate={schemaValidator(applicationNumberEnquirySchema, (values: EnquiryValues) => enquiryPayload(values, system))}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('numberEnquiry.formLabel')}>
            <FormikErrorSummary idFor={idFor} />
            <FormikTextField
              name="fullName"
              label={text('numberEnquiry.name')}
              hint={text('numberEnquiry.nameHint')}
              autoComplete="name"
              spellCheck={false}
              maxLength={LIMITS.name}
              required
            />
            <FormikDateField
              name="dob"
              label={text('common.dateOfBirth')}
              hint={text('numberEnquiry.dateOfBirthHint')}
              autoComplete="bday"
              required
            />
            <FormikTextField
              name="nric"
              label={text('numberEnquiry.nric')}
              hint={text('numberEnquiry.nricHint')}
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={LIMITS.nric}
              width="10"
              required
            />
            <FormikEmailField hint={text('common.emailInApplicationHint')} />
            <FormikTextField
              name="nokName"
              label={text('numberEnquiry.contactName')}
              hint={text('numberEnquiry.contactNameHint')}
              spellCheck={false}
              maxLength={LIMITS.name}
              required
            />
            <Fieldset id="nokContact" legend={text('numberEnquiry.contactNumber')} hint={text('numberEnquiry.contactNumberHint')} required>
              <DigitsField
                name="nokContact.countryCode"
                id="countryCode"
                label={text('numberEnquiry.countryCode')}
                hint={text('numberEnquiry.countryCodeHint')}
                maxLength={LIMITS.countryCode}
                width="4"
                required
              />
              <DigitsField name="nokContact.areaCode" id="areaCode" label={text('numberEnquiry.areaCode')} maxLength={LIMITS.areaCode} width="4" />
              <DigitsField
                name="nokContact.contactNumber"
                id="contactNumber"
                label={text('numberEnquiry.number')}
                maxLength={LIMITS.contactNumber}
                width="20"
                autoComplete="off"
                required
              />
            </Fieldset>
            <FormActions submitting={isSubmitting} onBack={onBack} />
          </Form>
        )}
      </Formik>
    </>
  );
}
