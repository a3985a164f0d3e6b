/**
 * Other financial details: medical conditions in the household with their monthly bills (1 to 3 when
 * Yes), an inheritance (its amount and details when Yes), bursaries already received or applied for
 * (at most 5, each with its period) and loans being repaid (at most 5).
 */
import { useFormikContext } from 'formik';
import {
  EXISTING_BURSARY_STATUSES,
  MAX_EXISTING_BURSARIES,
  MAX_EXISTING_LOANS,
  MAX_MEDICAL_CONDITIONS,
  OTHER_FINANCIAL_LIMITS,
  aidOtherFinancialDetailsSchema,
} from '@portal/contracts/schemas/financial-aid/other-financial-details';
import { RepeatableRecords, listFieldId } from '@portal/forms/RecordList';
import { useClearHidden } from '@portal/forms/use-clear-hidden';
import { FormikRadios, FormikTextField } from '@portal/ui/formik';
import { FormikYesNo } from '@portal/ui/formik-yes-no';
import { FormikCharacterCountField } from '@portal/ui/formik-character-count';
import { schemaValidator } from '@portal/ui/schema-validation';
import { aidFormText } from '../form/form-text';
import { AMOUNT_INPUT } from './FinancialDetailsPage';
import { IsoDateField } from './IsoDateField';
import { AidSectionPage, aidContextOf, type SectionPageProps } from './section-page';

const newCondition = () => ({ person: '', condition: '', monthlyBill: '' });
const newBursary = () => ({ name: '', amount: '', status: '', fromDate: '', toDate: '' });
const newLoan = () => ({ lender: '', outstandingAmount: '', monthlyRepayment: '' });
type Values = {
  hasMedicalConditions: string;
  medicalConditions: Array<ReturnType<typeof newCondition>>;
  receivedInheritance: string;
  inheritanceAmount: string;
  inheritanceDetails: string;
  existingBursaries: Array<ReturnType<typeof newBursary>>;
  existingLoans: Array<ReturnType<typeof newLoan>>;
};
const EMPTY: Values = {
  hasMedicalConditions: '',
  medicalConditions: [],
  receivedInheritance: '',
  inheritanceAmount: '',
  inheritanceDetails: '',
  existingBursaries: [],
  existingLoans: [],
};
const NO_CONDITIONS: Values['medicalConditions'] = [];

export default function OtherFinancialDetailsPage({ form, onContinue }: SectionPageProps) {
  return (
    <AidSectionPage<Values>
      form={form}
      onContinue={onContinue}
      section="otherFinancialDetails"
      emptyValues={EMPTY}
      validate={schemaValidator(aidOtherFinancialDetailsSchema, (values: Values) => values, aidContextOf(form))}
      errorSummary={{ idFor: listFieldId }}
    >
      <Fields />
    </AidSectionPage>
  );
}

function Fields() {
  const text = aidFormText.useText();
  const { values } = useFormikContext<Values>();
  // Answers withdrawn by answering No are not kept.
  useClearHidden(values.hasMedicalConditions !== 'YES', 'medicalConditions', NO_CONDITIONS);
  useClearHidden(values.receivedInheritance !== 'YES', 'inheritanceAmount', '');
  useClearHidden(values.receivedInheritance !== 'YES', 'inheritanceDetails', '');
  return (
    <>
      <FormikYesNo name="hasMedicalConditions" legend={text('otherFinancialDetails.hasMedicalConditions')} />
      {values.hasMedicalConditions === 'YES' && (
        <RepeatableRecords
          name="medicalConditions"
          max={MAX_MEDICAL_CONDITIONS}
          intro={text('otherFinancialDetails.conditionsIntro', { max: MAX_MEDICAL_CONDITIONS })}
          none={text('otherFinancialDetails.conditionsNone')}
          add={text('otherFinancialDetails.addCondition')}
          addAnother={text('otherFinancialDetails.addAnotherCondition')}
          limitReached={text('otherFinancialDetails.conditionsLimit', { max: MAX_MEDICAL_CONDITIONS })}
          legend={(n) => text('otherFinancialDetails.condition', { n })}
          recordId={(n) => `medical-condition-${n}`}
          remove={(n) => text('otherFinancialDetails.removeCondition', { n })}
          newRecord={newCondition}
        >
          {(_, index) => {
            const name = (field: string) => `medicalConditions[${index}].${field}`;
            return (
              <>
                <FormikTextField
                  name={name('person')}
                  label={text('otherFinancialDetails.person')}
                  hint={text('otherFinancialDetails.personHint')}
                  maxLength={OTHER_FINANCIAL_LIMITS.person}
                  required
                />
                <FormikTextField name={name('condition')} label={text('otherFinancialDetails.conditionName')} maxLength={OTHER_FINANCIAL_LIMITS.condition} required />
                <FormikTextField name={name('monthlyBill')} label={text('otherFinancialDetails.monthlyBill')} {...AMOUNT_INPUT} required />
              </>
            );
          }}
        </RepeatableRecords>
      )}
      <FormikYesNo name="receivedInheritance" legend={text('otherFinancialDetails.receivedInheritance')} />
      {values.receivedInheritance === 'YES' && (
        <>
          <FormikTextField name="inheritanceAmount" label={text('otherFinancialDetails.inheritanceAmount')} {...AMOUNT_INPUT} required />
          <FormikCharacterCountField
            name="inheritanceDetails"
            label={text('otherFinancialDetails.inheritanceDetails')}
            hint={text('otherFinancialDetails.inheritanceDetailsHint')}
            limit={OTHER_FINANCIAL_LIMITS.inheritanceDetails}
            rows={4}
            required
          />
        </>
      )}
      <h2 className="pt-heading-m">{text('otherFinancialDetails.bursariesHeading')}</h2>
      <RepeatableRecords
        name="existingBursaries"
        max={MAX_EXISTING_BURSARIES}
        intro={text('otherFinancialDetails.bursariesIntro', { max: MAX_EXISTING_BURSARIES })}
        none={text('otherFinancialDetails.bursariesNone')}
        add={text('otherFinancialDetails.addBursary')}
        addAnother={text('otherFinancialDetails.addAnotherBursary')}
        limitReached={text('otherFinancialDetails.bursariesLimit', { max: MAX_EXISTING_BURSARIES })}
        legend={(n) => text('otherFinancialDetails.bursary', { n })}
        recordId={(n) => `existing-bursary-${n}`}
        remove={(n) => text('otherFinancialDetails.removeBursary', { n })}
        newRecord={newBursary}
      >
        {(_, index) => {
          const name = (field: string) => `existingBursaries[${index}].${field}`;
          return (
            <>
              <FormikTextField name={name('name')} label={text('otherFinancialDetails.bursaryName')} maxLength={OTHER_FINANCIAL_LIMITS.name} required />
              <FormikTextField name={name('amount')} label={text('otherFinancialDetails.bursaryAmount')} {...AMOUNT_INPUT} required />
              <FormikRadios
                name={name('status')}
                legend={text('otherFinancialDetails.bursaryStatus')}
                options={EXISTING_BURSARY_STATUSES.map((value) => ({ value, label: text(`otherFinancialDetails.bursaryStatuses.${value}`) }))}
                inline
                required
              />
              <IsoDateField name={name('fromDate')} label={text('otherFinancialDetails.fromDate')} required />
              <IsoDateField name={name('toDate')} label={text('otherFinancialDetails.toDate')} required />
            </>
          );
        }}
      </RepeatableRecords>
      <h2 className="pt-heading-m">{text('otherFinancialDetails.loansHeading')}</h2>
      <RepeatableRecords
        name="existingLoans"
        max={MAX_EXISTING_LOANS}
        intro={text('otherFinancialDetails.loansIntro', { max: MAX_EXISTING_LOANS })}
        none={text('otherFinancialDetails.loansNone')}
        add={text('otherFinancialDetails.addLoan')}
        addAnother={text('otherFinancialDetails.addAnotherLoan')}
        limitReached={text('otherFinancialDetails.loansLimit', { max: MAX_EXISTING_LOANS })}
        legend={(n) => text('otherFinancialDetails.loan', { n })}
        recordId={(n) => `existing-loan-${n}`}
        remove={(n) => text('otherFinancialDetails.removeLoan', { n })}
        newRecord={newLoan}
      >
        {(_, index) => {
          const name = (field: string) => `existingLoans[${index}].${field}`;
          return (
            <>
              <FormikTextField name={name('lender')} label={text('otherFinancialDetails.lender')} maxLength={OTHER_FINANCIAL_LIMITS.lender} required />
              <FormikTextField name={name('outstandingAmount')} label={text('otherFinancialDetails.outstandingAmount')} {...AMOUNT_INPUT} required />
              <FormikTextField name={name('monthlyRepayment')} label={text('otherFinancialDetails.monthlyRepayment')} {...AMOUNT_INPUT} required />
            </>
          );
        }}
      </RepeatableRecords>
    </>
  );
}
