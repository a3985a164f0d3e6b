/**
 * /office/admission/entrance-exams/new and /…/:examId: define an entrance exam, or change one that
 * is open (its fee stays once applicants have registered) and close its registration. Checked by the
 * shared schema the API uses, with the same context (today, and the closing date the exam has now).
 */
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import { programmeName, PROGRAMMES } from '@portal/contracts/programmes';
import { centsToAmount, displayDay, examName, ENTRANCE_EXAM_LIMITS, type OfficeEntranceExam } from '@portal/contracts/entrance-exams';
import type { Language } from '@portal/contracts/languages';
import { entranceExamSchema, type EntranceExamContext } from '@portal/contracts/schemas/entrance-exams';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useNavigate, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { Checkbox } from '@portal/ui/Checkbox';
import { usePageTitle } from '@portal/ui/document-title';
import { Fieldset } from '@portal/ui/Fieldset';
import { formatDateTime } from '@portal/ui/format';
import { FormikCheckbox, FormikDateField, FormikErrorSummary, FormikTextField, useShownField } from '@portal/ui/formik';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { TitledSection } from '@portal/ui/TitledSection';
import { admissionOfficeText } from '../office-text';
import { EXAMS_API, EXAMS_PATH, examApi, type ExamNotice } from './exam-paths';

/** The form's values are the API's body as it is. */
interface ExamValues {
  nameEn: string;
  nameZh: string;
  examDate: string;
  startsAt: string;
  endsAt: string;
  venueEn: string;
  venueZh: string;
  fee: string;
  programmes: string[];
  registrationClosesOn: string;
  previousAttemptWithinTwoYears: boolean;
}

const FIELDS = ['nameEn', 'nameZh', 'examDate', 'startsAt', 'endsAt', 'venueEn', 'venueZh', 'fee', 'programmes', 'registrationClosesOn', 'previousAttemptWithinTwoYears'] as const;
const EMPTY: ExamValues = { nameEn: '', nameZh: '', examDate: '', startsAt: '', endsAt: '', venueEn: '', venueZh: '', fee: '', programmes: [], registrationClosesOn: '', previousAttemptWithinTwoYears: false };
/** The programmes' checkboxes: the error summary links to the first. */
const programmeBoxId = (code: string) => `programmes-${code}`;

const valuesOf = (exam: OfficeEntranceExam): ExamValues => ({
  nameEn: exam.nameEn,
  nameZh: exam.nameZh,
  examDate: displayDay(exam.examDate),
  // An exam from before issue 35 may lack its start time or Chinese venue: the form asks for them.
  startsAt: exam.startsAt ?? '',
  endsAt: exam.endsAt ?? '',
  venueEn: exam.venueEn,
  venueZh: exam.venueZh ?? '',
  fee: centsToAmount(exam.feeCents),
  programmes: exam.programmes,
  registrationClosesOn: displayDay(exam.registrationClosesOn),
  previousAttemptWithinTwoYears: exam.previousAttemptWithinTwoYears,
});

export function EntranceExamFormPage() {
  const { examId } = useParams();
  return examId ? <ChangeExam examId={examId} /> : <ExamForm exam={null} />;
}

function ChangeExam({ examId }: { examId: string }) {
  const text = admissionOfficeText.useText();
  const exam = useApiQuery<OfficeEntranceExam>(examApi(examId));
  return (
    <QueryResult query={exam} what={text('entranceExams.form.what')}>
      {(found) => <ExamForm exam={found} />}
    </QueryResult>
  );
}

function ExamForm({ exam }: { exam: OfficeEntranceExam | null }) {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const navigate = useNavigate();
  const title = text(exam ? 'entranceExams.form.editTitle' : 'entranceExams.form.newTitle');
  usePageTitle(title);
  const backToList = (notice: ExamNotice) => navigate(EXAMS_PATH, { state: { notice } });
  const context: EntranceExamContext = { today: singaporeDate(new Date()), ...(exam ? { currentClosesOn: exam.registrationClosesOn } : {}) };
  const onSubmit = async (values: ExamValues, helpers: FormikHelpers<ExamValues>) => {
    clearNotifications();
    try {
      const { data } = exam ? await http.put<OfficeEntranceExam>(examApi(exam.id), values) : await http.post<OfficeEntranceExam>(EXAMS_API, values);
      backToList({ kind: 'saved', name: examName(data, language) });
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  const closed = exam?.status === 'CLOSED';
  return (
    <>
      <p className="pt-body">
        <Link to={EXAMS_PATH} className="pt-link">
          {text('entranceExams.form.back')}
        </Link>
      </p>
      <PageHeading caption={exam ? examName(exam, language) : text('console.caption')}>{title}</PageHeading>
      {closed ? (
        <p className="pt-body">{text('entranceExams.form.closedNotice', { date: formatDateTime(exam.closedAt!) })}</p>
      ) : (
        <Formik<ExamValues> initialValues={exam ? valuesOf(exam) : EMPTY} validate={schemaValidator(entranceExamSchema, (values) => values, context)} onSubmit={onSubmit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={text('entranceExams.form.formLabel')}>
              <FormikErrorSummary order={FIELDS} idFor={(name) => (name === 'programmes' ? programmeBoxId(PROGRAMMES[0]!.code) : name)} />
              <FormikTextField name="nameEn" label={text('entranceExams.form.nameEn')} maxLength={ENTRANCE_EXAM_LIMITS.name} required />
              <FormikTextField name="nameZh" label={text('entranceExams.form.nameZh')} maxLength={ENTRANCE_EXAM_LIMITS.name} lang="zh-Hans" required />
              <FormikDateField name="examDate" label={text('entranceExams.form.examDate')} autoComplete="off" required />
              <FormikTextField name="startsAt" label={text('entranceExams.form.startsAt')} hint={text('entranceExams.form.timeHint')} inputMode="numeric" maxLength={5} width={5} autoComplete="off" required />
              <FormikTextField name="endsAt" label={text('entranceExams.form.endsAt')} hint={text('entranceExams.form.endsAtHint')} inputMode="numeric" maxLength={5} width={5} autoComplete="off" />
              <FormikTextField name="venueEn" label={text('entranceExams.form.venueEn')} maxLength={ENTRANCE_EXAM_LIMITS.venue} required />
              <FormikTextField
                name="venueZh"
                label={text('entranceExams.form.venueZh')}
                hint={exam && exam.venueZh === null ? text('entranceExams.form.venueZhMissing') : undefined}
                maxLength={ENTRANCE_EXAM_LIMITS.venue}
                lang="zh-Hans"
                required
              />
              <FormikTextField
                name="fee"
                label={text('entranceExams.form.fee')}
                hint={exam && exam.registrations > 0 ? text('entranceExams.form.feeLocked', { count: exam.registrations }) : text('entranceExams.form.feeHint')}
                inputMode="decimal"
                width={10}
                readOnly={Boolean(exam && exam.registrations > 0)}
                required
              />
              <ProgrammesField />
              <FormikDateField name="registrationClosesOn" label={text('entranceExams.form.closesOn')} hint={text('entranceExams.form.closesOnHint')} autoComplete="off" required />
              <FormikCheckbox name="previousAttemptWithinTwoYears" label={text('entranceExams.form.twoYearRule')} hint={text('entranceExams.form.twoYearRuleHint')} />
              <Button type="submit" disabled={isSubmitting}>
                {text('entranceExams.form.save')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
      {exam && !closed && <CloseExam exam={exam} onClosed={() => backToList({ kind: 'closed', name: examName(exam, language) })} />}
    </>
  );
}

/** One checkbox per programme of the catalogue; the value is the list of those ticked, in catalogue order. */
function ProgrammesField() {
  const text = admissionOfficeText.useText();
  const language = useLanguage() as Language;
  const { values, setFieldValue } = useFormikContext<ExamValues>();
  const { error } = useShownField('programmes');
  const toggle = (code: string, on: boolean) =>
    void setFieldValue(
      'programmes',
      PROGRAMMES.map((programme) => programme.code).filter((candidate) => (candidate === code ? on : values.programmes.includes(candidate))),
    );
  return (
    <Fieldset id="programmes" legend={text('entranceExams.form.programmes')} hint={text('entranceExams.form.programmesHint')} error={error} required>
      <div className="pt-checkboxes">
        {PROGRAMMES.map((programme) => (
          <Checkbox
            key={programme.code}
            id={programmeBoxId(programme.code)}
            name="programmes"
            value={programme.code}
            label={programmeName(programme.code, language)}
            checked={values.programmes.includes(programme.code)}
            onChange={(event) => toggle(programme.code, event.currentTarget.checked)}
          />
        ))}
      </div>
    </Fieldset>
  );
}

function CloseExam({ exam, onClosed }: { exam: OfficeEntranceExam; onClosed(): void }) {
  const text = admissionOfficeText.useText();
  return (
    <TitledSection id="close-exam" title={text('entranceExams.form.closeHeading')}>
      <p className="pt-body">{text('entranceExams.form.closeIntro')}</p>
      <Button
        variant="warning"
        onClick={async () => {
          clearNotifications();
          try {
            await http.post(`${examApi(exam.id)}/close`);
            onClosed();
          } catch (error) {
            notificationStore.getState().showErrors(apiErrorsOf(error));
          }
        }}
      >
        {text('entranceExams.form.close')}
      </Button>
    </TitledSection>
  );
}
