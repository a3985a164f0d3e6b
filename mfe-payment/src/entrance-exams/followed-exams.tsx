/**
 * The entrance exams of the application the portal follows (Switch application): the shell keeps
 * which one that is in the shared application-choice store; the exams are asked of the API with
 * that number, which checks that it is the signed-in applicant's.
 */
import type { ReactNode } from 'react';
import type { ApplicantEntranceExams } from '@portal/contracts/entrance-exams';
import { useApplicationChoice } from '@portal/http/application-choice';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { QueryResult } from '@portal/ui/QueryResult';
import { paymentText } from '../payment-text';
import { examsApi, PAYMENT_DETAILS } from './paths';

/** Renders `children` with the followed application's exams once they are loaded; says so when there is no application. */
export function FollowedExams({ children }: { children: (exams: ApplicantEntranceExams) => ReactNode }) {
  const text = paymentText.useText();
  const { status, current } = useApplicationChoice((state) => state);
  if (current) return <ExamsOf applicationNumber={current}>{children}</ExamsOf>;
  if (status === 'idle' || status === 'loading') return <LoadingSpinner label={text('entranceExams.applicationWhat')} />;
  return <p className="pt-body">{text('entranceExams.noApplication')}</p>;
}

export function PaymentDetailsLink() {
  const text = paymentText.useText();
  return (
    <p className="pt-body">
      <Link to={PAYMENT_DETAILS} className="pt-link">
        {text('entranceExams.toPaymentDetails')}
      </Link>
    </p>
  );
}

function ExamsOf({ applicationNumber, children }: { applicationNumber: string; children: (exams: ApplicantEntranceExams) => ReactNode }) {
  const text = paymentText.useText();
  const exams = useApiQuery<ApplicantEntranceExams>(examsApi(applicationNumber));
  return (
    <QueryResult query={exams} what={text('entranceExams.loadingWhat')}>
      {children}
    </QueryResult>
  );
}
