/**
 * Switch application: an applicant with applications in several systems or years chooses the one
 * the menus and the dashboard follow. The server keeps the choice in the session (it survives a
 * reload) and refuses any number that is not the applicant's own.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { admissionStatuses } from '@portal/contracts/admission-statuses';
import { applicationChoiceSchema, type ApplicationChoiceForm } from '@portal/contracts/schemas/application-choice';
import { useApplicationChoice } from '@portal/http/application-choice';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigate } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { FormikErrorSummary, FormikRadios } from '@portal/ui/formik';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { StatusTag } from '@portal/ui/StatusTag';
import { applicantText } from './applicant-text';
import { applicationDescription } from './application-label';

const FIELDS = ['applicationNumber'];

export function SwitchApplicationPage() {
  const text = applicantText.useText();
  const language = useLanguage();
  const navigate = useNavigate();
  const { status, current, applications, choose, refresh } = useApplicationChoice((state) => state);
  usePageTitle(text('switchApplication.title'));
  const query = { status: status === 'ready' ? 'success' : status === 'error' ? 'error' : 'loading', data: applications, reload: refresh } as const;

  const onSubmit = async (values: ApplicationChoiceForm, helpers: FormikHelpers<ApplicationChoiceForm>) => {
    clearNotifications();
    try {
      await choose(values.applicationNumber);
      navigate('/applicant', { state: { switchedTo: values.applicationNumber } });
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };

  return (
    <>
      <PageHeading caption={text('dashboard.caption')}>{text('switchApplication.title')}</PageHeading>
      <QueryResult query={query} what={text('switchApplication.loadingWhat')}>
        {(list) =>
          list.length < 2 ? (
            <p className="pt-body">{text('switchApplication.onlyOne')}</p>
          ) : (
            <Formik<ApplicationChoiceForm>
              initialValues={{ applicationNumber: current ?? '' }}
              validate={schemaValidator(applicationChoiceSchema)}
              onSubmit={onSubmit}
            >
              {({ isSubmitting }) => (
                <Form noValidate aria-label={text('switchApplication.title')}>
                  <FormikErrorSummary order={FIELDS} />
                  <FormikRadios
                    name="applicationNumber"
                    legend={text('switchApplication.legend')}
                    hint={text('switchApplication.hint')}
                    required
                    options={list.map((application) => ({
                      value: application.applicationNumber,
                      label: (
                        <>
                          {text('applicant.application', { number: application.applicationNumber })} <StatusTag status={application.status} label={admissionStatuses.words(application.status, language)} />
                        </>
                      ),
                      hint: applicationDescription(application, language),
                    }))}
                  />
                  <Button type="submit" disabled={isSubmitting}>
                    {text('switchApplication.submit')}
                  </Button>
                </Form>
              )}
            </Formik>
          )
        }
      </QueryResult>
    </>
  );
}
