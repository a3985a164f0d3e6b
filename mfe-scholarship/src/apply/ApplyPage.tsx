/**
 * Apply: choose the submitted admission application the scholarship application goes with (one
 * scholarship application per academic year), then start it. Years that already have one link to it.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import type { AdmissionApplicationSummary, ScholarshipApplicationSummary } from '@portal/contracts/api';
import type { StartedScholarshipApplication } from '@portal/contracts/scholarship/api';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { messageRef } from '@portal/i18n/messages';
import { Link, useNavigate } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { useDocumentTitle } from '@portal/ui/document-title';
import { FormikErrorSummary, FormikRadios } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';

type Values = { admissionApplicationNumber: string };
const FIELDS = ['admissionApplicationNumber'] as const;

export function ApplyPage() {
  const text = scholarshipText.useText();
  const admissions = useApiQuery<AdmissionApplicationSummary[]>('/admission/applications');
  const scholarships = useApiQuery<ScholarshipApplicationSummary[]>('/scholarship/applications');
  useDocumentTitle(text('apply.title'));
  return (
    <>
      <PageHeading caption={text('apply.caption')}>{text('apply.title')}</PageHeading>
      <p className="pt-body">{text('apply.intro')}</p>
      <QueryResult query={admissions} what={text('apply.loadingWhat')}>
        {(admissionList) => (
          <QueryResult query={scholarships} what={text('apply.loadingWhat')}>
            {(scholarshipList) => <ApplyContent admissions={admissionList} scholarships={scholarshipList} />}
          </QueryResult>
        )}
      </QueryResult>
    </>
  );
}

function ApplyContent({ admissions, scholarships }: { admissions: AdmissionApplicationSummary[]; scholarships: ScholarshipApplicationSummary[] }) {
  const text = scholarshipText.useText();
  const submitted = admissions.filter((application) => application.status !== 'DRAFT');
  const usedYears = new Set(scholarships.map((application) => application.academicYear));
  const available = submitted.filter((application) => !usedYears.has(application.academicYear));
  return (
    <>
      {scholarships.map((application) => (
        <p className="pt-body" key={application.id}>
          {text('apply.existing', { year: application.academicYear })}{' '}
          <Link to={paths.taskList(application.id)}>
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
        <StartForm available={available} />
      )}
    </>
  );
}

function StartForm({ available }: { available: AdmissionApplicationSummary[] }) {
  const text = scholarshipText.useText();
  const navigate = useNavigate();
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    try {
      const { data } = await http.post<StartedScholarshipApplication>('/scholarship/applications', values);
      navigate(paths.taskList(data.id));
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <>
      <MandatoryNote />
      <Formik<Values>
        // With one admission application to choose, it is chosen already.
        initialValues={{ admissionApplicationNumber: available.length === 1 ? available[0]!.applicationNumber : '' }}
        validate={(values) => (values.admissionApplicationNumber ? {} : { admissionApplicationNumber: messageRef('REQUIRED') })}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('apply.formLabel')}>
            <FormikErrorSummary order={FIELDS} />
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
            <Button type="submit" disabled={isSubmitting}>
              {text('apply.start')}
            </Button>
          </Form>
        )}
      </Formik>
    </>
  );
}
