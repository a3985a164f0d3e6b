/**
 * Apply with / as, after the start: shows the category and, for a draft, lets the applicant choose
 * another — only after a warning that says exactly what will be cleared (spec 4: the form resets).
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import { changeCategorySchema } from '@portal/contracts/schemas/admission/start';
import { http } from '@portal/http/client';
import { useNavigate, useParams } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { FormikCheckbox, FormikErrorSummary } from '@portal/ui/formik';
import { MandatoryNote } from '@portal/ui/MandatoryNote';
import { QueryResult } from '@portal/ui/QueryResult';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../admission-text';
import { ELIGIBILITY_FIELDS, EligibilityFields, eligibilityFormValues, eligibilityPayload, type EligibilityFormValues } from '../apply/EligibilityFields';
import { SectionFrame } from '../sections/section-page';
import { paths } from '../paths';
import { useAdmissionForm } from './use-admission-form';

type Values = EligibilityFormValues & { confirmReset: boolean };
const FIELDS = [...ELIGIBILITY_FIELDS, 'confirmReset'];

export function ChangeCategoryPage() {
  const text = admissionText.useText();
  const { applicationNumber = '' } = useParams();
  const form = useAdmissionForm(applicationNumber);
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) => <ChangeCategoryForm application={application} />}
    </QueryResult>
  );
}

function ChangeCategoryForm({ application }: { application: AdmissionForm }) {
  const text = admissionText.useText();
  const navigate = useNavigate();
  const number = application.applicationNumber;
  const answered = application.sections.filter((section) => section.id !== 'applyAs' && section.state !== 'NOT_STARTED');
  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    clearNotifications();
    try {
      await http.put(`${paths.api(number)}/category`, { ...eligibilityPayload(values), confirmReset: values.confirmReset });
      navigate(paths.taskList(number));
    } catch (error) {
      reportErrors(error, helpers, FIELDS);
    }
  };
  return (
    <SectionFrame applicationNumber={number} title={text('sections.applyAs')}>
      <p className="pt-body">{text('changeCategory.intro')}</p>
      <MandatoryNote />
      <Formik<Values>
        initialValues={{ ...eligibilityFormValues(application.category, application.eligibility), confirmReset: false }}
        validate={schemaValidator(changeCategorySchema, (values: Values) => ({ ...eligibilityPayload(values), confirmReset: values.confirmReset }), {
          system: application.system,
          subCategory: application.subCategory,
        })}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={text('sections.applyAs')}>
            <FormikErrorSummary order={FIELDS} />
            <EligibilityFields system={application.system} subCategory={application.subCategory} />
            <div className="pt-inset-text">
              <p className="pt-body">
                <strong>{text('changeCategory.warning')}</strong>
              </p>
              {answered.length > 0 && (
                <ul className="pt-list pt-list--bullet">
                  {answered.map((section) => (
                    <li key={section.id}>{text(`sections.${section.id}`)}</li>
                  ))}
                </ul>
              )}
            </div>
            <FormikCheckbox name="confirmReset" label={text('changeCategory.confirm')} required />
            <Button type="submit" variant="warning" disabled={isSubmitting}>
              {text('changeCategory.submit')}
            </Button>
          </Form>
        )}
      </Formik>
    </SectionFrame>
  );
}
