/**
 * A submitted financial aid application, read-only: its reference, the answers and documents as sent
 * (no Change links), the household's figures, the PDF copies and the whole history — the progress
 * page links here for "your application and its history"; what to do next stays on the progress page.
 */
import type { AidAnswers, AidApplicationForm } from '@portal/contracts/financial-aid/api';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { paths } from '../paths';
import { AidAnswersList } from './AidAnswersList';
import { aidFormText } from './form-text';
import { PdfCopies } from './PdfCopies';
import { Timeline } from './Timeline';

export function SubmittedApplication({ application }: { application: AidApplicationForm }) {
  const text = aidFormText.useText();
  const answers = useApiQuery<AidAnswers>(`${paths.api(application.id)}/answers`);
  return (
    <>
      <PageHeading caption={text('tasks.caption', { year: application.academicYear })}>{text('tasks.title')}</PageHeading>
      {application.reference && (
        <p className="pt-body">
          <strong>{text('tasks.reference', { reference: application.reference })}</strong>
        </p>
      )}
      <p className="pt-body">{text('tasks.submittedIntro')}</p>
      <p className="pt-body">
        <Link to={paths.progress(application.id)}>{text('tasks.progress')}</Link>
      </p>
      <PdfCopies id={application.id} />
      <QueryResult query={answers} what={text('check.loadingWhat')}>
        {(loaded) => <AidAnswersList form={application} answers={loaded} />}
      </QueryResult>
      <Timeline id={application.id} />
    </>
  );
}
