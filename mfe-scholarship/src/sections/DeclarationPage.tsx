/** Consent & Declaration: truth, consent and privacy are required; news of events is optional. */
import { scholarshipDeclarationSchema } from '@portal/contracts/schemas/scholarship/declaration';
import { Fieldset } from '@portal/ui/Fieldset';
import { FormikCheckbox } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { scholarshipSectionText } from './section-text';
import { ScholarshipSectionPage, type SectionPageProps } from './section-page';

const EMPTY = { truth: false, consent: false, privacy: false, marketing: false };

export default function DeclarationPage({ form, onContinue }: SectionPageProps) {
  const text = scholarshipSectionText.useText();
  return (
    <ScholarshipSectionPage form={form} onContinue={onContinue} section="declaration" emptyValues={EMPTY} validate={schemaValidator(scholarshipDeclarationSchema)}>
      <FormikCheckbox name="truth" label={text('declaration.truth')} required />
      <FormikCheckbox name="consent" label={text('declaration.consent')} required />
      <FormikCheckbox name="privacy" label={text('declaration.privacy')} required />
      <Fieldset id="marketing-group" legend={text('declaration.marketingHeading')}>
        <FormikCheckbox name="marketing" label={text('declaration.marketing')} />
      </Fieldset>
    </ScholarshipSectionPage>
  );
}
