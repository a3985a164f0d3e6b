/** PIN creation, right after an application is started (spec 2 "PIN creation"). */
import { Form, Formik, type FormikHelpers } from 'formik';
import { LIMITS } from '@portal/contracts/limits';
import { pinCreationSchema } from '@portal/contracts/schemas/admission/start';
import { http } from '@portal/http/client';
import { Navigate, useNavigate, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { FormikErrorSummary, FormikPasswordField } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { PageHeading } from '@portal/ui/PageHeading';
import { Panel } from '@portal/ui/Panel';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../admission-text';
import { paths } from '../paths';
import { useAdmissionForm } from '../form/use-admission-form';

interface PinValues {
  pin1: string;
  pin2: string;
}

const FIELDS = ['pin1', 'pin2'];

export function PinPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const navigate = useNavigate();
  const form = useAdmissionForm(applicationNumber);
  usePageTitle(text('pin.title'));

  const onSubmit = async (values: PinValues, helpers: FormikHelpers<PinValues>) => {
    clearNotifications();
    try {
      await http.put(`${paths.api(applicationNumber)}/pin`, values);
      navigate(paths.taskList(applicationNumber), { replace: true });
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };

  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) =>
        application.pinSet ? (
          <Navigate to={paths.taskList(applicationNumber)} replace />
        ) : (
          <>
            <PageHeading caption={text('pin.caption', { number: applicationNumber })}>{text('pin.title')}</PageHeading>
            <Panel title={applicationNumber} headingLevel={2}>{text('pin.started', { number: applicationNumber })}</Panel>
            <p className="pt-body">{text('pin.intro')}</p>
            <MandatoryNote />
            <Formik<PinValues> initialValues={{ pin1: '', pin2: '' }} validate={schemaValidator(pinCreationSchema)} onSubmit={onSubmit}>
              {({ isSubmitting }) => (
                <Form noValidate aria-label={text('pin.formLabel')}>
                  <FormikErrorSummary />
                  <FormikPasswordField name="pin1" label={text('pin.pin1')} hint={text('pin.pin1Hint')} maxLength={LIMITS.pin} autoComplete="new-password" required />
                  <FormikPasswordField name="pin2" label={text('pin.pin2')} maxLength={LIMITS.pin} autoComplete="new-password" required />
                  <Button type="submit" disabled={isSubmitting}>
                    {text('pin.create')}
                  </Button>
                </Form>
              )}
            </Formik>
          </>
        )
      }
    </QueryResult>
  );
}
