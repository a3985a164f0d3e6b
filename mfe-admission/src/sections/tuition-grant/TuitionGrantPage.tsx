/**
 * The government tuition grant declaration: the tier follows the citizenship given in Application
 * Eligibility (A citizens, B permanent residents, C international); Tier B and C applicants applying
 * for the grant acknowledge the 3-year bond. Sureties come later, at offer acceptance (a hint says so).
 */
import { useFormikContext } from 'formik';
import {
  TUITION_GRANT_BOND_YEARS,
  TUITION_GRANT_OPTIONS,
  tuitionGrantBondApplies,
  tuitionGrantSchema,
  tuitionGrantTier,
  type TuitionGrantTier,
} from '@portal/contracts/schemas/admission/tuition-grant';
import { FormikCheckbox, FormikRadios } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionContextOf } from '../context';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';
import { useClearHidden } from '@portal/forms/use-clear-hidden';

const EMPTY = { option: '', bondAcknowledged: false };
type Values = typeof EMPTY;

export default function TuitionGrantPage(page: SectionPageProps) {
  const { form } = page;
    const tier = tuitionGrantTier(form.eligibility.citizenship);
  return (
    <AdmissionSectionPage
      {...page}
      section="tuitionGrant"
      emptyValues={EMPTY}
      validate={schemaValidator(tuitionGrantSchema, (values: Values) => values, admissionContextOf(form))}
    >
      <Fields tier={tier} />
    </AdmissionSectionPage>
  );
}

function Fields({ tier }: { tier: TuitionGrantTier }) {
  const text = admissionSectionText.useText();
  const { values } = useFormikContext<Values>();
  const bondApplies = tuitionGrantBondApplies(tier, values.option);
  useClearHidden(!bondApplies, 'bondAcknowledged', false);
  const years = TUITION_GRANT_BOND_YEARS;
  return (
    <>
      <p className="pt-inset">{text(`tuitionGrant.tiers.${tier}`, { years })}</p>
      <FormikRadios
        name="option"
        legend={text('tuitionGrant.option')}
        options={TUITION_GRANT_OPTIONS.map((option) => ({ value: option, label: text(`tuitionGrant.options.${option}`), hint: text(`tuitionGrant.optionHints.${option}`) }))}
        required
      />
      {bondApplies && <FormikCheckbox name="bondAcknowledged" label={text('tuitionGrant.bond', { years })} hint={text('tuitionGrant.suretiesHint')} required />}
    </>
  );
}
