/**
 * Registering for one entrance exam: whether the applicant sat it before and, if so, when (mm/yyyy;
 * within the past 2 years where the exam says so). Checked by the shared schema the API uses, with
 * the same context; registering raises the exam fee, and the applicant is led to Payment Details,
 * where it shows.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { displayMonth, earliestPreviousAttempt, examName, type ApplicantEntranceExam, type ExamRegistrationResult } from '@portal/contracts/entrance-exams';
import { MONTH_YEAR_FORMAT } from '@portal/contracts/schemas/month-year';
import { examRegistrationSchema, type ExamRegistrationContext } from '@portal/contracts/schemas/entrance-exams';
import { http } from '@portal/http/client';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useNavigate, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { formatDate, formatMoney } from '@portal/ui/format';
import { FormikErrorSummary, FormikRadios, FormikTextField } from '@portal/ui/formik';
import { PageHeading } from '@portal/ui/PageHeading';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { paymentText } from '../payment-text';
import { ExamFacts } from './ExamFacts';
import { FollowedExams } from './followed-exams';
import { EXAMS_PATH, examsApi, PAYMENT_DETAILS } from './paths';
import type { RegisteredNotice } from './RegisteredBanner';

interface RegistrationValues {
  examId: string;
  satBefore: string;
  previousAttempt: string;
}

const FIELDS = ['examId', 'satBefore', 'previousAttempt'] as const;
/** Not sat before: no month is sent (a month typed before changing the answer is dropped). */
const toBody = (values: RegistrationValues) => ({ ...values, previousAttempt: values.satBefore === 'YES' ? values.previousAttempt : '' });

export function RegisterPage() {
  const text = paymentText.useText();
  const { examId = '' } = useParams();
  return (
    <>
      <p className="pt-body">
        <Link to={EXAMS_PATH} className="pt-link">
          {text('entranceExams.back')}
        </Link>
      </p>
      <FollowedExams>
        {({ applicationNumber, exams }) => {
          const exam = exams.find((candidate) => candidate.id === examId);
          return exam ? <Registration exam={exam} applicationNumber={applicationNumber} /> : <NotOffered />;
        }}
      </FollowedExams>
    </>
  );
}

function NotOffered() {
  const text = paymentText.useText();
  usePageTitle(text('entranceExams.title'));
  return (
    <>
      <PageHeading caption={text('entranceExams.caption')}>{text('entranceExams.title')}</PageHeading>
      <p className="pt-body">{text('entranceExams.notOffered')}</p>
    </>
  );
}

function Registration({ exam, applicationNumber }: { exam: ApplicantEntranceExam; applicationNumber: string }) {
  const text = paymentText.useText();
  const name = examName(exam, useLanguage());
  const navigate = useNavigate();
  const title = text('entranceExams.registerTitle', { name });
  usePageTitle(title);
  const today = singaporeDate(new Date());
  const context: ExamRegistrationContext = { today, twoYearRule: exam.previousAttemptWithinTwoYears };
  const onSubmit = async (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => {
    clearNotifications();
    try {
      const { data } = await http.post<ExamRegistrationResult>(`${examsApi(applicationNumber)}/registrations`, toBody(values));
      const notice: RegisteredNotice = { nameEn: exam.nameEn, nameZh: exam.nameZh, amountCents: data.fee.amountCents };
      navigate(PAYMENT_DETAILS, { state: { examRegistered: notice } });
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <>
      <PageHeading caption={text('entranceExams.title')}>{title}</PageHeading>
      <ExamFacts exam={exam} />
      {exam.registration ? (
        <p className="pt-body">
          {text('entranceExams.alreadyRegistered')}{' '}
          <Link to={PAYMENT_DETAILS} className="pt-link">
            {text('entranceExams.toPaymentDetails')}
          </Link>
        </p>
      ) : !exam.registrationOpen ? (
        <p className="pt-body">{text('entranceExams.closed')}</p>
      ) : (
        <Formik<RegistrationValues> initialValues={{ examId: exam.id, satBefore: '', previousAttempt: '' }} validate={schemaValidator(examRegistrationSchema, toBody, context)} onSubmit={onSubmit}>
          {({ values, isSubmitting }) => (
            <Form noValidate aria-label={text('entranceExams.formLabel', { name })}>
              <FormikErrorSummary order={FIELDS} />
              <FormikRadios
                name="satBefore"
                legend={text('entranceExams.satBefore', { name })}
                legendSize="m"
                options={[
                  { value: 'YES', label: text('entranceExams.yes') },
                  { value: 'NO', label: text('entranceExams.no') },
                ]}
                inline
                required
              />
              {values.satBefore === 'YES' && (
                <FormikTextField
                  name="previousAttempt"
                  label={text('entranceExams.previousAttempt')}
                  hint={
                    exam.previousAttemptWithinTwoYears
                      ? text('entranceExams.previousAttemptRuleHint', { earliest: displayMonth(earliestPreviousAttempt(today)) })
                      : text('entranceExams.previousAttemptHint')
                  }
                  placeholder={MONTH_YEAR_FORMAT}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={7}
                  width="5"
                  required
                />
              )}
              <p className="pt-body">{text('entranceExams.feeNote', { amount: formatMoney(exam.feeCents), date: formatDate(exam.registrationClosesOn) })}</p>
              <Button type="submit" disabled={isSubmitting}>
                {text('entranceExams.submit')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </>
  );
}
