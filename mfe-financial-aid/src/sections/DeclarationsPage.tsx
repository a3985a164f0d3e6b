/** Declarations: the applicant must agree to all four before submitting. */
import { AID_DECLARATIONS, aidDeclarationsSchema } from '@portal/contracts/schemas/financial-aid/declarations';
import { FormikCheckbox } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { aidFormText } from '../form/form-text';
import { AidSectionPage, type SectionPageProps } from './section-page';

const EMPTY = { truthful: false, consentToVerify: false, privacyNotice: false, falseDeclarationUnderstood: false };

export default function DeclarationsPage({ form, onContinue }: SectionPageProps) {
  const text = aidFormText.useText();
  return (
    <AidSectionPage form={form} onContinue={onContinue} section="declarations" emptyValues={EMPTY} validate={schemaValidator(aidDeclarationsSchema)}>
      <p className="pt-body">{text('declarations.intro')}</p>
      {AID_DECLARATIONS.map((name) => (
        <FormikCheckbox key={name} name={name} label={text(`declarations.${name}`)} required />
      ))}
    </AidSectionPage>
  );
}
