/** A submitted scholarship application (read-only): its reference, status, answers, a PDF copy and its history. */
import type { ScholarshipAnswers as Answers, ScholarshipForm } from '@portal/contracts/scholarship/api';
import { withApiBase } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { StatusTag } from '@portal/ui/StatusTag';
import { AwardLinks } from '../award/AwardLinks';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { ScholarshipAnswers } from './ScholarshipAnswers';
import { Timeline } from './Timeline';
import { useScholarships } from './use-scholarship';

export function SubmittedApplication({ application }: { application: ScholarshipForm }) {
  const text = scholarshipText.useText();
  const language = useLanguage();
  const answers = useApiQuery<Answers>(`${paths.api(application.id)}/answers`);
  const catalogue = useScholarships();
  return (
    <>
      <PageHeading caption={text('tasks.caption', { year: application.academicYear })}>{text('tasks.title')}</PageHeading>
      <p className="pt-body">
        {application.reference && <strong>{text('submitted.reference', { reference: application.reference })}</strong>}{' '}
        <StatusTag status={application.status} label={text(`statuses.${application.status}`)} />
      </p>
      <p className="pt-body">{text('tasks.admission', { number: application.admissionApplicationNumber })}</p>
      <p className="pt-body">{text('submitted.intro')}</p>
      <p className="pt-body">
        <a href={withApiBase(`${paths.api(application.id)}/pdf?lang=${language}`)} download>
          {text('submitted.pdf')}
        </a>
      </p>
      <AwardLinks id={application.id} />
      <QueryResult query={answers} what={text('check.loadingWhat')}>
        {(loaded) => <ScholarshipAnswers form={application} answers={loaded} catalogue={catalogue.status === 'success' ? catalogue.data : []} />}
      </QueryResult>
      <Timeline id={application.id} />
    </>
  );
}
