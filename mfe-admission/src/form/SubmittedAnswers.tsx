/**
 * Some sections of a submitted application, worded by the shared answers summary (the same words as
 * "check your answers" and the PDF). Its own chunk: the summary's wording loads only with a tab that
 * shows answers. Inside a tab panel (whose tab is the h2) each section is an h3, each record an h4.
 */
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { AdmissionSectionId } from '@portal/contracts/admission/sections';
import type { ApplicationAnswers } from '@portal/contracts/admission/summary/index';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { admissionText } from '../admission-text';
import { SectionRows } from '@portal/forms/SummaryRows';
import { summariseAnswers } from './summarise-answers';

export interface SubmittedAnswersProps {
  application: AdmissionForm;
  answers: ApplicationAnswers;
  /** The sections this tab shows, in the application's order; the others are left to other tabs. */
  show: (id: AdmissionSectionId) => boolean;
  /** Said when none of them is part of the application (e.g. Subjects for a polytechnic applicant). */
  empty: string;
}

export default function SubmittedAnswers({ application, answers, show, empty }: SubmittedAnswersProps) {
  const text = admissionText.useText();
  const language = useLanguage() as Language;
  const sections = summariseAnswers(application, answers, language).filter((section) => show(section.id));
  if (sections.length === 0) return <p className="pt-body">{empty}</p>;
  return (
    <>
      {sections.map((section) => {
        const groups = section.groups ?? [];
        const headingId = `submitted-${section.id}`;
        return (
          <section key={section.id} aria-labelledby={headingId}>
            <h3 className="pt-heading-s" id={headingId}>
              {section.title}
            </h3>
            <SectionRows section={section} recordHeading="h4" />
            {section.rows.length === 0 && groups.length === 0 && <p className="pt-body">{text('check.noAnswers')}</p>}
          </section>
        );
      })}
    </>
  );
}
