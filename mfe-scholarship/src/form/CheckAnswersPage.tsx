/**
 * "Check your answers" before submitting: each section's answers with its Change link, then Submit —
 * disabled, with the spec's "reselect" message and the way to Scholarship Choices, while a chosen
 * scholarship is closed. Incomplete sections are the server's to list (with links) when Submit is pressed.
 */
import type { ScholarshipAnswers as Answers, ScholarshipForm, ScholarshipSubmissionAcknowledgement } from '@portal/contracts/scholarship/api';
import { isScholarshipSectionId, SCHOLARSHIP_SECTIONS } from '@portal/contracts/scholarship/sections';
import { SubmitPanel } from '@portal/forms/SubmitPanel';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, Navigate, useNavigate, useParams } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { ClosedChoicesNote } from './ClosedChoicesNote';
import { ScholarshipAnswers } from './ScholarshipAnswers';
import { useScholarshipForm, useScholarships } from './use-scholarship';

export function CheckAnswersPage() {
  const text = scholarshipText.useText();
  const { id = '' } = useParams();
  const form = useScholarshipForm(id);
  usePageTitle(text('check.title'));
  return (
    <QueryResult query={form} what={text('check.loadingWhat')}>
      {(application) => (application.status === 'DRAFT' ? <CheckAnswersContent application={application} /> : <Navigate to={paths.taskList(id)} replace />)}
    </QueryResult>
  );
}

function CheckAnswersContent({ application }: { application: ScholarshipForm }) {
  const text = scholarshipText.useText();
  const navigate = useNavigate();
  const id = application.id;
  const answers = useApiQuery<Answers>(`${paths.api(id)}/answers`);
  const catalogue = useScholarships();
  const language = useLanguage();
  return (
    <>
      <PageHeading caption={text('check.caption', { year: application.academicYear })}>{text('check.title')}</PageHeading>
      <p className="pt-body">{text('check.intro')}</p>
      <QueryResult query={answers} what={text('check.loadingWhat')}>
        {(loaded) => <ScholarshipAnswers form={application} answers={loaded} catalogue={catalogue.status === 'success' ? catalogue.data : []} />}
      </QueryResult>
      <SubmitPanel<ScholarshipSubmissionAcknowledgement>
        api={`${paths.api(id)}/submit`}
        heading={text('submit.heading')}
        declaration={text('submit.declaration')}
        submitLabel={text('submit.submit')}
        blocked={application.closedChoices.length > 0 ? <ClosedChoicesNote id={id} /> : undefined}
        problemTarget={(problem) => {
          const section = problem.field!.split('.')[0]!;
          const known = isScholarshipSectionId(section);
          // A closed choice (field "choices") and every other section problem lead to the section to fix.
          return { to: paths.section(id, known ? section : 'choices'), prefix: known ? `${SCHOLARSHIP_SECTIONS[section].title[language]}: ` : '' };
        }}
        onSubmitted={(acknowledgement) => navigate(paths.submitted(id), { state: { acknowledgement } })}
      />
      <p className="pt-body">
        <Link to={paths.taskList(id)}>{text('check.backToTasks')}</Link>
      </p>
    </>
  );
}
