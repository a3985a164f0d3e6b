/**
 * The government tuition grant declaration: the tier follows the citizenship given in Application
 * Eligibility (A citizens, B permanent residents, C international); Tier B and C applicants applying
 * for the grant acknowledge the 3-year bond. Sureties come later, at offer acceptance (a hint says so).
 */
import { Formik, useFormikContext } from 'formik';
import {
  TUITION_GRANT_BOND_YEARS,
  TUITION_GRANT_OPTIONS,
  tuitionGrantBondApplies,
  tuitionGrantSchema,
  tuitionGrantTier,
  type TuitionGrantTier,
} from '@portal/contracts/schemas/admission/tuition-grant';
import { SectionActions, SectionForm, SectionLoading } from '@portal/forms/SectionForm';
import { useSectionDraft } from '@portal/forms/use-section-draft';
import { FormikCheckbox, FormikErrorSummary, FormikRadios } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { admissionText } from '../../admission-text';
import { admissionContextOf } from '../context';
import { formText } from '../form-text';
import { SectionFrame, sectionApi, type SectionPageProps } from '../section-page';
import { useClearHidden } from '../use-clear-hidden';

const EMPTY = { option: '', bondAcknowledged: false };
type Values = typeof EMPTY;

export default function TuitionGrantPage({ applicationNumber, form, onContinue }: SectionPageProps) {
  const sections = admissionText.useText();
  const draft = useSectionDraft<Values>({ baseUrl: sectionApi(applicationNumber), section: 'tuitionGrant', emptyValues: EMPTY });
  const title = sections('sections.tuitionGrant');
  const tier = tuitionGrantTier(form.eligibility.citizenship);
  return (
    <SectionFrame applicationNumber={applicationNumber} title={title}>
      {draft.phase !== 'ready' ? (
        <SectionLoading draft={draft} />
      ) : (
        <Formik<Values>
          initialValues={draft.initialValues}
          validate={schemaValidator(tuitionGrantSchema, (values: Values) => values, admissionContextOf(form))}
          onSubmit={async (values, helpers) => {
            if (await draft.saveAndContinue(values, helpers)) onContinue();
          }}
        >
          <SectionForm draft={draft} aria-label={title}>
            <FormikErrorSummary />
            <Fields tier={tier} />
            <SectionActions draft={draft} />
          </SectionForm>
        </Formik>
      )}
    </SectionFrame>
  );
}

function Fields({ tier }: { tier: TuitionGrantTier }) {
  const text = formText.useText();
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
