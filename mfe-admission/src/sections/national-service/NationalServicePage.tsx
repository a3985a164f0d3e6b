/**
 * National Service (citizens and permanent residents): the status, the enlistment and ORD dates for
 * those serving or done, and the note for returning national servicemen (RNS) when serving.
 */
import { useFormikContext } from 'formik';
import { DATE_FORMAT } from '@portal/contracts/limits';
import { NATIONAL_SERVICE_STATUSES, nationalServiceDatesApply, nationalServiceSchema } from '@portal/contracts/schemas/admission/national-service';
import { FormikDateField, FormikRadios } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionContextOf } from '../context';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';
import { useClearHidden } from '@portal/forms/use-clear-hidden';

const EMPTY = { status: '', enlistmentDate: '', ordDate: '' };
type Values = typeof EMPTY;

export default function NationalServicePage(page: SectionPageProps) {
  const { form } = page;
  return (
    <AdmissionSectionPage
      {...page}
      section="nationalService"
      emptyValues={EMPTY}
      validate={schemaValidator(nationalServiceSchema, (values: Values) => values, admissionContextOf(form))}
    >
      <Fields />
    </AdmissionSectionPage>
  );
}

function Fields() {
  const text = admissionSectionText.useText();
  const { values } = useFormikContext<Values>();
  const datesApply = nationalServiceDatesApply(values.status);
  useClearHidden(!datesApply, 'enlistmentDate', '');
  useClearHidden(!datesApply, 'ordDate', '');
  const options = NATIONAL_SERVICE_STATUSES.map((status) => ({
    value: status,
    label: text(`nationalService.statuses.${status}`),
    hint: status === 'NOT_ENLISTED' || status === 'NOT_APPLICABLE' ? text(`nationalService.statusHints.${status}`) : undefined,
  }));
  return (
    <>
      <FormikRadios name="status" legend={text('nationalService.status')} options={options} required />
      {datesApply && (
        <>
          <FormikDateField
            name="enlistmentDate"
            label={text('nationalService.enlistmentDate')}
            hint={text('nationalService.dateHint')}
            placeholder={DATE_FORMAT}
            autoComplete="off"
            required
          />
          <FormikDateField
            name="ordDate"
            label={text('nationalService.ordDate')}
            hint={values.status === 'SERVING' ? text('nationalService.ordDateServingHint') : text('nationalService.dateHint')}
            placeholder={DATE_FORMAT}
            autoComplete="off"
            required
          />
        </>
      )}
      {values.status === 'SERVING' && (
        <section className="pt-inset" aria-labelledby="rns-heading">
          <h2 id="rns-heading" className="pt-heading-s">
            {text('nationalService.rnsHeading')}
          </h2>
          <p className="pt-body">{text('nationalService.rnsNote')}</p>
        </section>
      )}
    </>
  );
}
