/**
 * Entrance Exam Payment (spec 2): the entrance exams the followed application's programme choices
 * need, each with its date, fee and closing date and whether the applicant has registered, and the
 * way to register while registration is open.
 */
import { examName, type ApplicantEntranceExam } from '@portal/contracts/entrance-exams';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { formatDate } from '@portal/ui/format';
import { PageHeading } from '@portal/ui/PageHeading';
import { StatusTag } from '@portal/ui/StatusTag';
import { paymentText } from '../payment-text';
import { ExamFacts } from './ExamFacts';
import { FollowedExams, PaymentDetailsLink } from './followed-exams';
import { EXAMS_PATH } from './paths';

export function EntranceExamsPage() {
  const text = paymentText.useText();
  usePageTitle(text('entranceExams.title'));
  return (
    <>
      <PageHeading caption={text('entranceExams.caption')}>{text('entranceExams.title')}</PageHeading>
      <FollowedExams>
        {({ applicationNumber, exams }) => (
          <>
            <p className="pt-body">{text('entranceExams.intro', { number: applicationNumber })}</p>
            {exams.length === 0 ? <p className="pt-body">{text('entranceExams.none')}</p> : exams.map((exam) => <Exam key={exam.id} exam={exam} applicationNumber={applicationNumber} />)}
          </>
        )}
      </FollowedExams>
      <PaymentDetailsLink />
    </>
  );
}

function Exam({ exam, applicationNumber }: { exam: ApplicantEntranceExam; applicationNumber: string }) {
  const text = paymentText.useText();
  const name = examName(exam, useLanguage());
  const headingId = `exam-${exam.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="pt-heading-m">
        {name}
      </h2>
      <ExamFacts exam={exam} extraRows={[{ key: text('entranceExams.status'), value: <RegistrationState exam={exam} applicationNumber={applicationNumber} /> }]} />
      {!exam.registration && exam.registrationOpen && (
        <p className="pt-body">
          <Link to={`${EXAMS_PATH}/${exam.id}`} className="pt-link">
            {text('entranceExams.register', { name })}
          </Link>
        </p>
      )}
    </section>
  );
}

function RegistrationState({ exam, applicationNumber }: { exam: ApplicantEntranceExam; applicationNumber: string }) {
  const text = paymentText.useText();
  const { registration } = exam;
  if (!registration) return <>{text(exam.registrationOpen ? 'entranceExams.notRegistered' : 'entranceExams.closed')}</>;
  const date = formatDate(registration.registeredAt);
  return (
    <>
      {registration.applicationNumber === applicationNumber
        ? text('entranceExams.registered', { date })
        : text('entranceExams.registeredWith', { date, number: registration.applicationNumber })}{' '}
      <StatusTag status={registration.feeStatus} label={text(`statuses.${registration.feeStatus}`)} />
    </>
  );
}
