/**
 * The answers of "check your answers", section by section (its own chunk: it brings the summary
 * wording from @portal/contracts). Each section: a heading with its Change link, its state when not
 * completed, its rows, then its records (employment records, referees…) under sub-headings.
 */
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { ApplicationAnswers, SummarySection } from '@portal/contracts/admission/summary/index';
import type { SectionState } from '@portal/contracts/forms';
import { CheckAnswersSection } from '@portal/forms/CheckAnswersSection';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { SECTION_PAGES } from '../sections/registry';
import { paths } from '../paths';
import { SectionRows } from '@portal/forms/SummaryRows';
import { summariseAnswers } from './summarise-answers';

export default function CheckAnswersList({ application, answers }: { application: AdmissionForm; answers: ApplicationAnswers }) {
  const language = useLanguage() as Language;
  const sections = summariseAnswers(application, answers, language);
  // The task list's states are the server's verdict; the answers route repeats them per section.
  const states = new Map<string, SectionState>([
    ...application.sections.map((section) => [section.id, section.state] as const),
    ...answers.sections.map((section) => [section.id, section.state] as const),
  ]);
  return (
    <>
      {sections.map((section) => (
        <SectionAnswers key={section.id} application={application} section={section} state={states.get(section.id) ?? 'NOT_STARTED'} />
      ))}
    </>
  );
}

function SectionAnswers({ application, section, state }: { application: AdmissionForm; section: SummarySection; state: SectionState }) {
  const number = application.applicationNumber;
  const href = section.id === 'applyAs' ? paths.changeCategory(number) : SECTION_PAGES[section.id] ? paths.section(number, section.id) : null;
  const groups = section.groups ?? [];
  return (
    <CheckAnswersSection id={section.id} title={section.title} state={state} changeHref={href && application.status === 'DRAFT' ? href : null}>
      {section.rows.length === 0 && groups.length === 0 ? undefined : (
        <SectionRows section={section} recordHeading="h3" />
      )}
    </CheckAnswersSection>
  );
}
