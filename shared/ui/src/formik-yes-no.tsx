/**
 * A Yes/No question: two inline radios, Yes then No, that must be answered, worded once here instead
 * of in every form's catalogue. The values are the schema's: 'YES' and 'NO' unless the schema stores
 * others (the admission eligibility's 'yes'/'no', health support's 'true'/'false').
 */
import { FormikRadios, type Bound } from './formik';
import type { RadiosProps } from './Radios';
import { uiText } from './text';

type YesNoProps = Omit<Bound<RadiosProps>, 'onChange' | 'options' | 'inline' | 'required'> & { values?: readonly [yes: string, no: string] };

export function FormikYesNo({ values = ['YES', 'NO'], ...props }: YesNoProps) {
  const text = uiText.useText();
  const options = [
    { value: values[0], label: text('fields.yes') },
    { value: values[1], label: text('fields.no') },
  ];
  return <FormikRadios {...props} options={options} inline required />;
}
