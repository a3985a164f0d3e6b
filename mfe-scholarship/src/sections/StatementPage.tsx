/** Personal statement / scholarship essay: under 3,000 characters with a live count, spaces included (spec 5 and 9). */
import { SCHOLARSHIP_ESSAY_LIMIT, scholarshipStatementSchema } from '@portal/contracts/schemas/scholarship/statement';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { scholarshipSectionText } from './section-text';
import { ScholarshipSectionPage, type SectionPageProps } from './section-page';

const EMPTY = { essay: '' };

export default function StatementPage({ form, onContinue }: SectionPageProps) {
  const text = scholarshipSectionText.useText();
  return (
    <ScholarshipSectionPage form={form} onContinue={onContinue} section="statement" emptyValues={EMPTY} validate={schemaValidator(scholarshipStatementSchema)}>
      {/* "Under 3,000": the count reaches zero at 2,999 characters. */}
      <FormikCharacterCountField name="essay" label={text('statement.label')} hint={text('statement.hint')} limit={SCHOLARSHIP_ESSAY_LIMIT - 1} rows={16} required />
    </ScholarshipSectionPage>
  );
}
