/** A section page built the way the application forms build theirs: the sample the tests drive. */
import { Formik } from 'formik';
import {FormikErrorSummary, FormikTextField} from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { PageHeading } from '@portal/ui/PageHeading';
import { SectionActions, SectionForm, SectionLoading } from '../../src/SectionForm';
import { useSectionDraft } from '../../src/use-section-draft';

export const BASE_URL = '/admission/applications/24100001';
export const STATEMENT_LIMIT = 1999;

const EMPTY = { title: '', statement: '' };

export function StatementPage({ onContinue = () => undefined }: { onContinue?: () => void }) {
  const draft = useSectionDraft({ baseUrl: BASE_URL, section: 'statement', emptyValues: EMPTY });
  return (
    <main>
      <PageHeading>Personal statement</PageHeading>
      {draft.phase !== 'ready' ? (
        <SectionLoading draft={draft} />
      ) : (
        <Formik
          initialValues={draft.initialValues}
          onSubmit={async (values, helpers) => {
            if (await draft.saveAndContinue(values, helpers)) onContinue();
          }}
        >
          <SectionForm draft={draft} aria-label="Personal statement">
            <FormikErrorSummary />
            <FormikTextField name="title" label="Title of your statement" />
            <FormikCharacterCountField name="statement" label="Your statement" limit={STATEMENT_LIMIT} />
            <SectionActions draft={draft} />
          </SectionForm>
        </Formik>
      )}
    </main>
  );
}
