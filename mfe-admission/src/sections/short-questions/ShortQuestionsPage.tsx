/** Short Questions and Answers: three required answers of at most 300 characters, counted live. */
import { Formik } from 'formik';
import { SHORT_ANSWER_MAX, SHORT_QUESTIONS, shortQuestionsSchema } from '@portal/contracts/schemas/admission/short-questions';
import { SectionActions, SectionForm, SectionLoading } from '@portal/forms/SectionForm';
import { useSectionDraft } from '@portal/forms/use-section-draft';
import {FormikErrorSummary} from '@portal/ui/formik';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../../admission-text';
import { formText } from '../form-text';
import { SectionFrame, sectionApi, type SectionPageProps } from '../section-page';

const EMPTY = { whyProgramme: '', challenge: '', contribution: '' };

export default function ShortQuestionsPage({ applicationNumber, onContinue }: SectionPageProps) {
  const sections = admissionText.useText();
  const text = formText.useText();
  const draft = useSectionDraft({ baseUrl: sectionApi(applicationNumber), section: 'shortQuestions', emptyValues: EMPTY });
  const title = sections('sections.shortQuestions');
  return (
    <SectionFrame applicationNumber={applicationNumber} title={title}>
      {draft.phase !== 'ready' ? (
        <SectionLoading draft={draft} />
      ) : (
        <Formik
          initialValues={draft.initialValues}
          validate={schemaValidator(shortQuestionsSchema)}
          onSubmit={async (values, helpers) => {
            if (await draft.saveAndContinue(values, helpers)) onContinue();
          }}
        >
          <SectionForm draft={draft} aria-label={title}>
            <FormikErrorSummary />
            <p className="pt-body">{text('shortQuestions.intro')}</p>
            {SHORT_QUESTIONS.map((question) => (
              <FormikCharacterCountField key={question} name={question} label={text(`shortQuestions.${question}`)} limit={SHORT_ANSWER_MAX} rows={4} required />
            ))}
            <SectionActions draft={draft} />
          </SectionForm>
        </Formik>
      )}
    </SectionFrame>
  );
}
