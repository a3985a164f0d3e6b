/**
 * Financial details: the aid sought (only the kinds open to the applicant's tier), the applicant's
 * own gross monthly income and the other members of the household (at most 19) with theirs. The
 * household's size, gross monthly income and per-capita income show as the applicant types, worked
 * out by householdOf — the public calculator's function, which the API and the office use too.
 */
import { useFormikContext } from 'formik';
import { AID_SOUGHT } from '@portal/contracts/financial-aid/model';
import { householdOf } from '@portal/contracts/financial-aid/household';
import {
  EMPLOYMENT_STATUSES,
  FAMILY_MEMBER_LIMITS,
  FAMILY_RELATIONSHIPS,
  MAX_FAMILY_MEMBERS,
  aidFinancialDetailsSchema,
} from '@portal/contracts/schemas/financial-aid/financial-details';
import { RepeatableRecords, listFieldId } from '@portal/forms/RecordList';
import { FormikSelectField, FormikTextField } from '@portal/ui/formik';
import { schemaValidator } from '@portal/ui/schema-validation';
import { HouseholdFigures } from '../form/HouseholdFigures';
import { aidFormText } from '../form/form-text';
import { AidSoughtField } from './AidSoughtField';
import { AidSectionPage, aidContextOf, type SectionPageProps } from './section-page';

const newMember = () => ({ name: '', relationship: '', age: '', occupation: '', employmentStatus: '', grossMonthlyIncome: '' });
type Values = { aidSought: string[]; applicantMonthlyIncome: string; familyMembers: Array<ReturnType<typeof newMember>> };
const EMPTY: Values = { aidSought: [], applicantMonthlyIncome: '', familyMembers: [] };

/** An amount field: a decimal keyboard, up to 12 digits and the point. */
export const AMOUNT_INPUT = { inputMode: 'decimal', autoComplete: 'off', maxLength: 13, width: '10' } as const;

export default function FinancialDetailsPage({ form, onContinue }: SectionPageProps) {
  const kinds = form.aidSoughtAllowed.length > 0 ? form.aidSoughtAllowed : AID_SOUGHT;
  return (
    <AidSectionPage<Values>
      form={form}
      onContinue={onContinue}
      section="financialDetails"
      emptyValues={EMPTY}
      validate={schemaValidator(aidFinancialDetailsSchema, (values: Values) => values, aidContextOf(form))}
      errorSummary={{ idFor: listFieldId }}
    >
      <Fields kinds={kinds} />
    </AidSectionPage>
  );
}

function Fields({ kinds }: { kinds: readonly (typeof AID_SOUGHT)[number][] }) {
  const text = aidFormText.useText();
  const { values } = useFormikContext<Values>();
  const household = householdOf(values);
  const choose = text('financialDetails.choose');
  return (
    <>
      <AidSoughtField kinds={kinds} />
      <FormikTextField
        name="applicantMonthlyIncome"
        label={text('financialDetails.applicantMonthlyIncome')}
        hint={text('financialDetails.applicantMonthlyIncomeHint')}
        {...AMOUNT_INPUT}
        required
      />
      <RepeatableRecords
        name="familyMembers"
        max={MAX_FAMILY_MEMBERS}
        intro={text('financialDetails.membersIntro', { max: MAX_FAMILY_MEMBERS })}
        none={text('financialDetails.membersNone')}
        add={text('financialDetails.addMember')}
        addAnother={text('financialDetails.addAnotherMember')}
        limitReached={text('financialDetails.membersLimit', { max: MAX_FAMILY_MEMBERS })}
        legend={(n) => text('financialDetails.member', { n })}
        recordId={(n) => `family-member-${n}`}
        remove={(n) => text('financialDetails.removeMember', { n })}
        newRecord={newMember}
      >
        {(_, index) => {
          const name = (field: string) => `familyMembers[${index}].${field}`;
          return (
            <>
              <FormikTextField name={name('name')} label={text('financialDetails.name')} maxLength={FAMILY_MEMBER_LIMITS.name} autoComplete="off" required />
              <FormikSelectField
                name={name('relationship')}
                label={text('financialDetails.relationship')}
                placeholder={choose}
                options={FAMILY_RELATIONSHIPS.map((value) => ({ value, label: text(`financialDetails.relationships.${value}`) }))}
                required
              />
              <FormikTextField name={name('age')} label={text('financialDetails.age')} hint={text('financialDetails.ageHint')} inputMode="numeric" maxLength={3} width="3" required />
              <FormikTextField
                name={name('occupation')}
                label={text('financialDetails.occupation')}
                hint={text('financialDetails.occupationHint')}
                maxLength={FAMILY_MEMBER_LIMITS.occupation}
                required
              />
              <FormikSelectField
                name={name('employmentStatus')}
                label={text('financialDetails.employmentStatus')}
                placeholder={choose}
                options={EMPLOYMENT_STATUSES.map((value) => ({ value, label: text(`financialDetails.employmentStatuses.${value}`) }))}
                required
              />
              <FormikTextField
                name={name('grossMonthlyIncome')}
                label={text('financialDetails.grossMonthlyIncome')}
                hint={text('financialDetails.grossMonthlyIncomeHint')}
                {...AMOUNT_INPUT}
                required
              />
            </>
          );
        }}
      </RepeatableRecords>
      <HouseholdFigures household={household} headingLevel={2} live />
    </>
  );
}
