/** Personal Statement: under 2,000 characters with a live count, spaces included (spec 5 and 9). */
import { Formik } from 'formik';
import { PERSONAL_STATEMENT_LIMIT, personalStatementSchema } from '@portal/contracts/schemas/admission/personal-statement';
import { SectionActions, SectionForm, SectionLoading } from '@portal/forms/SectionForm';
import { useSectionDraft } from '@portal/forms/use-section-draft';
import {FormikErrorSummary} from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../../admission-text';
import { formText } from '../form-text';
import { SectionFrame, sectionApi, type SectionPageProps } from '../section-page';

const EMPTY = { statement: '' };

export default function PersonalStatementPage({ applicationNumber, onContinue }: SectionPageProps) {
  const sections = admissionText.useText();
  const text = formText.useText();
  const draft = useSectionDraft({ baseUrl: sectionApi(applicationNumber), section: 'personalStatement', emptyValues: EMPTY });
  const title = sections('sections.personalStatement');
  return (
    <SectionFrame applicationNumber={applicationNumber} title={title}>
      {draft.phase !== 'ready' ? (
        <SectionLoading draft={draft} />
      ) : (
        <Formik
          initialValues={draft.initialValues}
          validate={schemaValidator(personalStatementSchema)}
          onSubmit={async (values, helpers) => {
            if (await draft.saveAndContinue(values, helpers)) onContinue();
          }}
        >
          <SectionForm draft={draft} aria-label={title}>
            <FormikErrorSummary />
            {/* "Under 2,000": the count reaches zero at 1,999 characters. */}
            <FormikCharacterCountField
              name="statement"
              label={text('personalStatement.label')}
              hint={text('personalStatement.hint')}
              limit={PERSONAL_STATEMENT_LIMIT - 1}
              rows={14}
              required
            />
            <SectionActions draft={draft} />
          </SectionForm>
        </Formik>
      )}
    </SectionFrame>
  );
}
