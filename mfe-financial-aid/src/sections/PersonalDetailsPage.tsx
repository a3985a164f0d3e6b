/** Personal details: the type of housing (and what it is when "Other"), its ownership, marital status and a mobile number. */
import { useFormikContext } from 'formik';
import { HOUSING_OWNERSHIPS, HOUSING_TYPES, MARITAL_STATUSES, PERSONAL_DETAILS_LIMITS, aidPersonalDetailsSchema } from '@portal/contracts/schemas/financial-aid/personal-details';
import { useClearHidden } from '@portal/forms/use-clear-hidden';
import { FormikRadios, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { aidFormText } from '../form/form-text';
import { AidSectionPage, type SectionPageProps } from './section-page';

const EMPTY = { housingType: '', housingTypeOther: '', housingOwnership: '', maritalStatus: '', mobileNumber: '' };
type Values = typeof EMPTY;

export default function PersonalDetailsPage({ form, onContinue }: SectionPageProps) {
  return (
    <AidSectionPage<Values> form={form} onContinue={onContinue} section="personalDetails" emptyValues={EMPTY} validate={schemaValidator(aidPersonalDetailsSchema)}>
      <Fields />
    </AidSectionPage>
  );
}

function Fields() {
  const text = aidFormText.useText();
  const { values } = useFormikContext<Values>();
  useClearHidden(values.housingType !== 'OTHER', 'housingTypeOther', '');
  return (
    <>
      <p className="pt-body">{text('personalDetails.intro')}</p>
      <FormikRadios
        name="housingType"
        legend={text('personalDetails.housingType')}
        options={HOUSING_TYPES.map((value) => ({ value, label: text(`personalDetails.housingTypes.${value}`) }))}
        required
      />
      {values.housingType === 'OTHER' && (
        <FormikTextField name="housingTypeOther" label={text('personalDetails.housingTypeOther')} maxLength={PERSONAL_DETAILS_LIMITS.housingTypeOther} required />
      )}
      <FormikRadios
        name="housingOwnership"
        legend={text('personalDetails.housingOwnership')}
        options={HOUSING_OWNERSHIPS.map((value) => ({ value, label: text(`personalDetails.housingOwnerships.${value}`) }))}
        required
      />
      <FormikRadios
        name="maritalStatus"
        legend={text('personalDetails.maritalStatus')}
        options={MARITAL_STATUSES.map((value) => ({ value, label: text(`personalDetails.maritalStatuses.${value}`) }))}
        required
      />
      <FormikTextField
        name="mobileNumber"
        label={text('personalDetails.mobileNumber')}
        hint={text('personalDetails.mobileNumberHint')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PERSONAL_DETAILS_LIMITS.mobileNumber}
        width="20"
        required
      />
    </>
  );
}
