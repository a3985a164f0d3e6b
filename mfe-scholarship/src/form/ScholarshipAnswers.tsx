/**
 * A scholarship application's answers, section by section (check your answers, and the submitted
 * application), worded by the summary the PDF uses too (@portal/contracts/scholarship/summary), in
 * the shared check-answers frame with each section's state and, while a draft, its Change link.
 * A chosen scholarship that has closed is marked.
 */
import type { Language } from '@portal/contracts/languages';
import type { OfferedScholarship, ScholarshipAnswers as Answers, ScholarshipForm } from '@portal/contracts/scholarship/api';
import { summariseScholarshipApplication } from '@portal/contracts/scholarship/summary';
import { CheckAnswersSection } from '@portal/forms/CheckAnswersSection';
import { SectionRows } from '@portal/forms/SummaryRows';
import { useLanguage } from '@portal/i18n/namespace';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

export interface ScholarshipAnswersProps {
  form: ScholarshipForm;
  answers: Answers;
  catalogue: readonly OfferedScholarship[];
}

export function ScholarshipAnswers({ form, answers, catalogue }: ScholarshipAnswersProps) {
  const text = scholarshipText.useText();
  const language = useLanguage() as Language;
  const scholarshipNames = Object.fromEntries(
    catalogue.map((scholarship) => {
      const name = scholarship.name[language];
      return [scholarship.code, form.closedChoices.includes(scholarship.code) ? text('check.closedChoice', { name }) : name];
    }),
  );
  const sections = summariseScholarshipApplication(
    { sections: Object.fromEntries(answers.sections.map((section) => [section.id, section.data])), documents: answers.documents, scholarshipNames },
    language,
  );
  const states = new Map([...form.sections, ...answers.sections].map((section) => [section.id, section.state]));
  return (
    <>
      {sections.map((section) => (
        <CheckAnswersSection
          key={section.id}
          id={section.id}
          title={section.title}
          state={states.get(section.id) ?? 'NOT_STARTED'}
          changeHref={form.status === 'DRAFT' ? paths.section(form.id, section.id) : null}
        >
          {section.rows.length === 0 && (section.groups ?? []).length === 0 ? undefined : <SectionRows section={section} recordHeading="h3" />}
        </CheckAnswersSection>
      ))}
    </>
  );
}
