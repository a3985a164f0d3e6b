/**
 * The answers of "check your answers", section by section (its own chunk: it brings the summary
 * wording from @portal/contracts). Each section: a heading with its Change link, its state when not
 * completed, its rows, then its records (employment records, referees…) under sub-headings.
 */
import type { AdmissionForm } from '@portal/contracts/admission/api';
import { summariseApplication, type ApplicationAnswers, type SummarySection } from '@portal/contracts/admission/summary/index';
import type { SectionState } from '@portal/contracts/forms';
import type { Language } from '@portal/contracts/languages';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { StatusTag } from '@portal/ui/StatusTag';
import { SummaryList } from '@portal/ui/SummaryList';
import { VisuallyHidden } from '@portal/ui/VisuallyHidden';
import { admissionText } from '../admission-text';
import { SECTION_PAGES } from '../sections/registry';
import { paths } from './paths';
import { summaryRow } from './summary-row';

const STATE_COLOURS = { NOT_STARTED: 'grey', IN_PROGRESS: 'blue', COMPLETED: 'green', HAS_ERRORS: 'red' } as const;

export default function CheckAnswersList({ application, answers }: { application: AdmissionForm; answers: ApplicationAnswers }) {
  const language = useLanguage() as Language;
  const sections = summariseApplication(
    {
      system: application.system,
      category: application.category,
      eligibility: application.eligibility,
      sections: Object.fromEntries(answers.sections.map((section) => [section.id, section.data])),
      documents: answers.documents,
      verified: Object.fromEntries(answers.sections.map((section) => [section.id, section.verified ?? []])),
    },
    language,
  );
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
  const text = admissionText.useText();
  const number = application.applicationNumber;
  const headingId = `check-${section.id}`;
  const href = section.id === 'applyAs' ? paths.changeCategory(number) : SECTION_PAGES[section.id] ? paths.section(number, section.id) : null;
  const groups = section.groups ?? [];
  return (
    <section className="pt-check-answers__section" aria-labelledby={headingId}>
      <h2 className="pt-heading-m" id={headingId}>
        {section.title}
      </h2>
      {state !== 'COMPLETED' && (
        <p className="pt-body">
          <StatusTag status={state} colour={STATE_COLOURS[state]} label={text(`tasks.states.${state}`)} /> {text('check.notCompleted')}
        </p>
      )}
      {href && application.status === 'DRAFT' && (
        <p className="pt-body">
          <Link to={href}>
            {text('check.change')}
            <VisuallyHidden>{text('check.changeContext', { section: section.title })}</VisuallyHidden>
          </Link>
        </p>
      )}
      {section.rows.length > 0 && <SummaryList rows={section.rows.map(summaryRow)} />}
      {groups.map((group, index) => (
        <div key={index}>
          <h3 className="pt-heading-s">{group.title}</h3>
          <SummaryList rows={group.rows.map(summaryRow)} />
        </div>
      ))}
      {section.rows.length === 0 && groups.length === 0 && <p className="pt-body">{text('check.noAnswers')}</p>}
    </section>
  );
}
