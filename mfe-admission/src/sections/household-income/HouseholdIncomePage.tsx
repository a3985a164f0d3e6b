/**
 * Household Income (citizens and permanent residents): household size, gross monthly income and the
 * consent to check it; the per capita income shows as the applicant types, worked out by the same
 * function as the public financial aid calculator.
 */
import { useFormikContext } from 'formik';
import { HOUSEHOLD_MEMBERS, perCapitaIncomeFromAnswers } from '@portal/contracts/household-income';
import { householdIncomeSchema } from '@portal/contracts/schemas/admission/household-income';
import { formatMoney } from '@portal/ui/format';
import { FormikCheckbox, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { FormikAmountField } from '@portal/ui/formik-amount';
import { admissionSectionText } from '../section-text';
import { AdmissionSectionPage, type SectionPageProps } from '../section-page';

const EMPTY = { householdMembers: '', monthlyIncome: '', incomeCheckConsent: false };
type Values = typeof EMPTY;

export default function HouseholdIncomePage(page: SectionPageProps) {
  return (
    <AdmissionSectionPage {...page} section="householdIncome" emptyValues={EMPTY} validate={schemaValidator(householdIncomeSchema)}>
      <Fields />
    </AdmissionSectionPage>
  );
}

function Fields() {
  const text = admissionSectionText.useText();
  const { values } = useFormikContext<Values>();
  const perCapitaCents = perCapitaIncomeFromAnswers(String(values.monthlyIncome ?? ''), String(values.householdMembers ?? ''));
  return (
    <>
      <p className="pt-body">{text('householdIncome.intro')}</p>
      <FormikTextField
        name="householdMembers"
        label={text('householdIncome.householdMembers')}
        hint={text('householdIncome.householdMembersHint', { min: HOUSEHOLD_MEMBERS.min, max: HOUSEHOLD_MEMBERS.max })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        width="2"
        required
      />
      <FormikAmountField name="monthlyIncome" label={text('householdIncome.monthlyIncome')} hint={text('householdIncome.monthlyIncomeHint')} autoComplete="off" required />
      <section className="pt-inset" aria-labelledby="per-capita-heading">
        <h2 id="per-capita-heading" className="pt-heading-s">
          {text('householdIncome.perCapitaHeading')}
        </h2>
        {/* Announced politely as it changes, so a screen reader hears the result of what was typed. */}
        <p className="pt-body" aria-live="polite" data-testid="per-capita-income">
          {perCapitaCents === null ? text('householdIncome.perCapitaPending') : text('householdIncome.perCapita', { amount: formatMoney(perCapitaCents) })}
        </p>
      </section>
      <FormikCheckbox name="incomeCheckConsent" label={text('householdIncome.consent')} hint={text('householdIncome.consentHint')} required />
    </>
  );
}
