/** The Application Eligibility questions and the category choice (start, and change of category). */
import { useFormikContext } from 'formik';
import { CITIZENSHIPS, categoriesFor, type Eligibility } from '@portal/contracts/categories';
import type { SystemId } from '@portal/contracts/systems';
import { useLanguage } from '@portal/i18n/namespace';
import { FormikRadios } from '@portal/ui/formik';
import { FormikYesNo } from '@portal/ui/formik-yes-no';
import { admissionText } from '../admission-text';

/** The form's values: shaped like the payload (so the server's errors land on the fields), yes/no as text. */
export interface EligibilityFormValues {
  eligibility: { citizenship: string; residesInSingapore: string; priorUniversity: string; fullTimeWorkTwoYears: string };
  category: string;
}

export const EMPTY_ELIGIBILITY: EligibilityFormValues = {
  eligibility: { citizenship: '', residesInSingapore: '', priorUniversity: '', fullTimeWorkTwoYears: '' },
  category: '',
};

export const ELIGIBILITY_FIELDS = ['eligibility.citizenship', 'eligibility.residesInSingapore', 'eligibility.priorUniversity', 'eligibility.fullTimeWorkTwoYears', 'category'];

const asBoolean = (value: string): boolean | undefined => (value === 'yes' ? true : value === 'no' ? false : undefined);
const asAnswer = (value: boolean): string => (value ? 'yes' : 'no');

/** The payload the API and the shared schema expect. */
export function eligibilityPayload(values: EligibilityFormValues) {
  const { eligibility } = values;
  return {
    category: values.category,
    eligibility: {
      citizenship: eligibility.citizenship,
      residesInSingapore: asBoolean(eligibility.residesInSingapore),
      priorUniversity: asBoolean(eligibility.priorUniversity),
      fullTimeWorkTwoYears: asBoolean(eligibility.fullTimeWorkTwoYears),
    },
  };
}

export function eligibilityFormValues(category: string, eligibility: Eligibility): EligibilityFormValues {
  return {
    category,
    eligibility: {
      citizenship: eligibility.citizenship,
      residesInSingapore: asAnswer(eligibility.residesInSingapore),
      priorUniversity: asAnswer(eligibility.priorUniversity),
      fullTimeWorkTwoYears: asAnswer(eligibility.fullTimeWorkTwoYears),
    },
  };
}

export function EligibilityFields({ system, subCategory }: { system: SystemId; subCategory: string | null }) {
  const text = admissionText.useText();
  const language = useLanguage() as 'en-GB' | 'zh-Hans';
  const { values } = useFormikContext<EligibilityFormValues>();
  // Once every question is answered, categories the answers rule out stay listed but cannot be chosen.
  const answers = eligibilityPayload(values).eligibility;
  const answered = Object.values(answers).every((answer) => answer !== undefined && answer !== '');
  return (
    <>
      <FormikRadios
        name="eligibility.citizenship"
        legend={text('apply.citizenship')}
        options={CITIZENSHIPS.map((value) => ({ value, label: text(`apply.citizenships.${value}`) }))}
        required
      />
      <FormikYesNo name="eligibility.residesInSingapore" legend={text('apply.residesInSingapore')} values={['yes', 'no']} />
      <FormikYesNo
        name="eligibility.priorUniversity"
        legend={text('apply.priorUniversity')}
        hint={text('apply.priorUniversityHint')}
        values={['yes', 'no']}
      />
      <FormikYesNo name="eligibility.fullTimeWorkTwoYears" legend={text('apply.fullTimeWorkTwoYears')} values={['yes', 'no']} />
      <FormikRadios
        name="category"
        legend={text('apply.category')}
        hint={text('apply.categoryHint')}
        legendSize="m"
        options={categoriesFor(system, subCategory).map((category) => ({
          value: category.id,
          label: category.name[language],
          disabled: answered && category.ruledOutBy(answers as Eligibility) !== null,
        }))}
        required
      />
    </>
  );
}
