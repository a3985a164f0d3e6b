/**
 * The apply page of a long form that goes with a submitted admission application (scholarship,
 * financial aid; the kit's): the applicant's applications of the form so far, one an academic year,
 * with the way to each; then the choice of an admission application whose year is still free, and Start.
 * The form's words come from its namespace under the same keys (ApplyKey).
 */
import type { ReactNode } from 'react';
import { Formik, type FormikHelpers } from 'formik';
import type { AdmissionApplicationSummary } from '@portal/contracts/api';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageRef } from '@portal/i18n/messages';
import type { TextParams } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { FormikRadios } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { StartForm } from './StartForm';

/** The keys the apply page reads in the form's namespace. */
export type ApplyKey =
  | 'apply.title'
  | 'apply.caption'
  | 'apply.intro'
  | 'apply.loadingWhat'
  | 'apply.continueExisting'
  | 'apply.viewExisting'
  | 'apply.noSubmitted'
  | 'apply.admissionLink'
  | 'apply.allUsed'
  | 'apply.formLabel'
  | 'apply.admissionApplication'
  | 'apply.admissionHint'
  | 'apply.option'
  | 'apply.start';

type ApplyText = (key: ApplyKey, params?: TextParams) => string;

/** What the page needs of one of the form's applications so far. */
interface StartedApplication {
  id: string;
  academicYear: string;
  status: string;
}

export interface StartWithAdmissionProps<Started extends StartedApplication> {
  text: ApplyText;
  /** The form's applications (GET lists them, POST starts one), e.g. /scholarship/applications. */
  api: string;
  /** What is said of an application so far, before the link to it. */
  existing(application: Started): string;
  /** Where an application so far is seen (a draft's task list…). */
  href(application: Started): string;
  /** Shown before the choice (the aid of those years…). */
  beforeChoice?(available: AdmissionApplicationSummary[]): ReactNode;
  /** Shown above the choice (a refusal the form words itself). */
  notice?: ReactNode;
  /** Where the started application leads. */
  onStarted(id: string): void;
  /** An error the form says itself; true when it did. Called after each failed start. */
  onRefused?(error: unknown): boolean;
  /** Called when Start is pressed (say, to forget the last refusal). */
  onStart?(): void;
}

type Values = { admissionApplicationNumber: string };
const FIELDS = ['admissionApplicationNumber'] as const;

export function StartWithAdmission<Started extends StartedApplication>(props: StartWithAdmissionProps<Started>) {
  const { text, api } = props;
  const admissions = useApiQuery<AdmissionApplicationSummary[]>('/admission/applications');
  const applications = useApiQuery<Started[]>(api);
  usePageTitle(text('apply.title'));
  return (
    <>
      <PageHeading caption={text('apply.caption')}>{text('apply.title')}</PageHeading>
      <p className="pt-body">{text('apply.intro')}</p>
      <QueryResult query={admissions} what={text('apply.loadingWhat')}>
        {(admissionList) => (
          <QueryResult query={applications} what={text('apply.loadingWhat')}>
            {(startedList) => <Choice {...props} admissions={admissionList} applications={startedList} />}
          </QueryResult>
        )}
      </QueryResult>
    </>
  );
}

function Choice<Started extends StartedApplication>({
  admissions,
  applications,
  ...props
}: StartWithAdmissionProps<Started> & { admissions: AdmissionApplicationSummary[]; applications: Started[] }) {
  const { text } = props;
  const submitted = admissions.filter((application) => application.status !== 'DRAFT');
  const usedYears = new Set(applications.map((application) => application.academicYear));
  const available = submitted.filter((application) => !usedYears.has(application.academicYear));
  return (
    <>
      {applications.map((application) => (
        <p className="pt-body" key={application.id}>
          {props.existing(application)}{' '}
          <Link to={props.href(application)}>
            {text(application.status === 'DRAFT' ? 'apply.continueExisting' : 'apply.viewExisting', { year: application.academicYear })}
          </Link>
        </p>
      ))}
      {submitted.length === 0 ? (
        <p className="pt-body">
          {text('apply.noSubmitted')} <a href="/applicant/admission/status">{text('apply.admissionLink')}</a>
        </p>
      ) : available.length === 0 ? (
        <p className="pt-body">{text('apply.allUsed')}</p>
      ) : (
        <>
          {props.beforeChoice?.(available)}
          <StartChoice {...props} available={available} />
        </>
      )}
    </>
  );
}

function StartChoice<Started extends StartedApplication>({ text, api, notice, onStarted, onRefused, onStart, available }: StartWithAdmissionProps<Started> & { available: AdmissionApplicationSummary[] }) {
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    onStart?.();
    try {
      const { data } = await http.post<{ id: string }>(api, values);
      onStarted(data.id);
    } catch (error) {
      if (!onRefused?.(error)) reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <>
      {notice}
      <MandatoryNote />
      <Formik<Values>
        // With one admission application to choose, it is chosen already.
        initialValues={{ admissionApplicationNumber: available.length === 1 ? available[0]!.applicationNumber : '' }}
        validate={(values) => (values.admissionApplicationNumber ? {} : { admissionApplicationNumber: messageRef('ENTER_ADMISSION_APPLICATION_NUMBER') })}
        onSubmit={onSubmit}
      >
        <StartForm label={text('apply.formLabel')} order={FIELDS} startLabel={text('apply.start')}>
          <FormikRadios
            name="admissionApplicationNumber"
            legend={text('apply.admissionApplication')}
            hint={text('apply.admissionHint')}
            options={available.map((application) => ({
              value: application.applicationNumber,
              label: text('apply.option', { number: application.applicationNumber, year: application.academicYear }),
            }))}
            required
          />
        </StartForm>
      </Formik>
    </>
  );
}
