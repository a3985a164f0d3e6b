/** Personal Statement: under 2,000 characters with a live count, spaces included (spec 5 and 9). */
import { PERSONAL_STATEMENT_LIMIT, personalStatementSchema } from '@portal/contracts/schemas/admission/personal-statement';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

const EMPTY = { statement: '' };

export default function PersonalStatementPage(page: SectionPageProps) {
  const text = admissionSectionText.useText();
  return (
    <AdmissionSectionPage {...page} section="personalStatement" emptyValues={EMPTY} validate={schemaValidator(personalStatementSchema)}>
      {/* "Under 2,000": the count reaches zero at 1,999 characters. */}
      <FormikCharacterCountField
        name="statement"
        label={text('personalStatement.label')}
        hint={text('personalStatement.hint')}
        limit={PERSONAL_STATEMENT_LIMIT - 1}
        rows={14}
        required
      />
    </AdmissionSectionPage>
  );
}
