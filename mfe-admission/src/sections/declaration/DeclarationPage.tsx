/**
 * Declaration: truth, privacy and consent are required, marketing consents optional; an applicant
 * under 18 (by the date of birth in Personal Particulars) needs a parent's or guardian's endorsement.
 */
import { declarationSchema, needsParentEndorsement } from '@portal/contracts/schemas/admission/declaration';
import { parseDisplayDate } from '@portal/contracts/schemas/dates';
import type { SectionDraft } from '@portal/contracts/forms';
import { useApiQuery } from '@portal/http/use-api-query';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikCheckbox, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionContextOf } from '../context';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, sectionApi, type SectionPageProps } from '../section-page';

const EMPTY = { truth: false, privacy: false, consent: false, marketingEmail: false, marketingSms: false, parentName: '', parentEndorses: false };

export default function DeclarationPage(page: SectionPageProps) {
  const { applicationNumber, form } = page;
  const text = admissionSectionText.useText();
  // The endorsement depends on the date of birth given in Personal Particulars.
  const particulars = useApiQuery<SectionDraft>(`${sectionApi(applicationNumber)}/sections/personalParticulars`);
  const typed = particulars.status === 'success' ? particulars.data?.data?.dateOfBirth : undefined;
  const dateOfBirth = typeof typed === 'string' ? parseDisplayDate(typed) : null;
  const context = admissionContextOf(form, dateOfBirth);
  const underAge = needsParentEndorsement(dateOfBirth, context.today);
  return (
    <AdmissionSectionPage {...page} section="declaration" emptyValues={EMPTY} validate={schemaValidator(declarationSchema, (values: typeof EMPTY) => values, context)}>
      <FormikCheckbox name="truth" label={text('declaration.truth')} hint={text('declaration.truthHint')} required />
      <FormikCheckbox name="privacy" label={text('declaration.privacy')} required />
      <FormikCheckbox name="consent" label={text('declaration.consent')} required />
      <Fieldset id="marketing" legend={text('declaration.marketingHeading')}>
        <FormikCheckbox name="marketingEmail" label={text('declaration.marketingEmail')} />
        <FormikCheckbox name="marketingSms" label={text('declaration.marketingSms')} />
      </Fieldset>
      {underAge && (
        <Fieldset id="parent" legend={text('declaration.parentHeading')} hint={text('declaration.parentIntro')} legendSize="m">
          <FormikTextField name="parentName" label={text('declaration.parentName')} autoComplete="off" maxLength={200} required />
          <FormikCheckbox name="parentEndorses" label={text('declaration.parentEndorses')} required />
        </Fieldset>
      )}
    </AdmissionSectionPage>
  );
}
