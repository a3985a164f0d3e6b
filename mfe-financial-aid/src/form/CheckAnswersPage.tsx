/**
 * "Check your answers" before submitting: every section's answers with its Change link, the
 * documents and the household's figures, then Submit — disabled, with the reason, while the period
 * is closed or a section is not complete. Problems the server still finds are listed with links.
 */
import type { AidAnswers, AidApplicationForm, AidSubmissionAcknowledgement } from '@portal/contracts/financial-aid/api';
import { isAidSectionId } from '@portal/contracts/financial-aid/sections';
import { SubmitPanel } from '@portal/forms/SubmitPanel';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link, Navigate, useNavigate, useParams } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { aidPeriod } from '../aid-dates';
import { paths } from '../paths';
import { useAidForm } from './aid-api';
import { AidAnswersList } from './AidAnswersList';
import { aidFormText } from './form-text';
import { useListWords } from '@portal/i18n/lists';

export function CheckAnswersPage() {
  const text = aidFormText.useText();
  const { id = '' } = useParams();
  const form = useAidForm(id);
  usePageTitle(text('check.title'));
  return (
    <QueryResult query={form} what={text('check.loadingWhat')}>
      {(application) => (application.status === 'DRAFT' ? <CheckAnswersContent application={application} /> : <Navigate to={paths.progress(id)} replace />)}
    </QueryResult>
  );
}

/** Why Submit is disabled now, or undefined when it may be pressed. */
function useBlocked(application: AidApplicationForm): string | undefined {
  const text = aidFormText.useText();
  const period = aidPeriod(application.dates);
  if (period === 'CLOSED') return text('submit.closed', { year: application.academicYear });
  if (period === 'NOT_CONFIGURED' || period === 'NOT_OPEN_YET') return text('submit.notConfigured', { year: application.academicYear });
  const incomplete = application.sections.filter((section) => section.state !== 'COMPLETED');
  if (incomplete.length > 0) return text('submit.incomplete', { sections: incomplete.map((section) => text(`sections.${section.id}`)).join(text('submit.separator')) });
  // The server has the last word (e.g. its clock): it says when it would refuse.
  return application.canSubmit ? undefined : text('submit.closed', { year: application.academicYear });
}

function CheckAnswersContent({ application }: { application: AidApplicationForm }) {
  const lists = useListWords();
  const text = aidFormText.useText();
  const navigate = useNavigate();
  const id = application.id;
  const answers = useApiQuery<AidAnswers>(`${paths.api(id)}/answers`);
  const blocked = useBlocked(application);
  return (
    <>
      <PageHeading caption={text('check.caption', { year: application.academicYear })}>{text('check.title')}</PageHeading>
      <p className="pt-body">{text('check.intro')}</p>
      <QueryResult query={answers} what={text('check.loadingWhat')}>
        {(loaded) => <AidAnswersList form={application} answers={loaded} />}
      </QueryResult>
      <SubmitPanel<AidSubmissionAcknowledgement>
        api={`${paths.api(id)}/submit`}
        heading={text('submit.heading')}
        declaration={text('submit.declaration')}
        submitLabel={text('submit.submit')}
        blocked={blocked}
        problemTarget={(problem) => {
          const section = (problem.field ?? '').split('.')[0]!;
          const known = isAidSectionId(section);
          return { to: known ? paths.section(id, section) : paths.taskList(id), prefix: known ? lists.labelled(text(`sections.${section}`), '') : '' };
        }}
        onSubmitted={(acknowledgement) => navigate(paths.submitted(id), { state: { acknowledgement } })}
      />
      <p className="pt-body">
        <Link to={paths.taskList(id)}>{text('check.backToTasks')}</Link>
      </p>
    </>
  );
}
