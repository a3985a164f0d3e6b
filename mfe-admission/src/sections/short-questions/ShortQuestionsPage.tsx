/** Short Questions and Answers: three required answers of at most 300 characters, counted live. */
import { SHORT_ANSWER_MAX, SHORT_QUESTIONS, shortQuestionsSchema } from '@portal/contracts/schemas/admission/short-questions';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

const EMPTY = { whyProgramme: '', challenge: '', contribution: '' };

export default function ShortQuestionsPage(page: SectionPageProps) {
  const text = admissionSectionText.useText();
  return (
    <AdmissionSectionPage {...page} section="shortQuestions" emptyValues={EMPTY} validate={schemaValidator(shortQuestionsSchema)}>
      <p className="pt-body">{text('shortQuestions.intro')}</p>
      {SHORT_QUESTIONS.map((question) => (
        <FormikCharacterCountField key={question} name={question} label={text(`shortQuestions.${question}`)} limit={SHORT_ANSWER_MAX} rows={4} required />
      ))}
    </AdmissionSectionPage>
  );
}
