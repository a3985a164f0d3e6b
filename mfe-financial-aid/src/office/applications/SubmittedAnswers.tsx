/**
 * The answers as submitted (the frozen submission's sections), read-only, worded as the applicant's
 * check-your-answers words them (the form's summary, from this same remote), in the console's language.
 */
import { AidSubmittedSections } from '../../form/AidAnswersList';
import { financialAidOfficeText } from '../office-text';

export function SubmittedAnswers({ sections }: { sections: Record<string, unknown> }) {
  const text = financialAidOfficeText.useText();
  const answered = Object.keys(sections).length > 0;
  return (
    <section aria-labelledby="answers-heading">
      <h2 className="pt-heading-m" id="answers-heading">
        {text('application.answers')}
      </h2>
      {answered ? <AidSubmittedSections sections={sections} /> : <p className="pt-body">{text('application.noAnswers')}</p>}
    </section>
  );
}
