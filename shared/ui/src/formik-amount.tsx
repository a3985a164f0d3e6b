/**
 * A sum of money in Singapore dollars, in a Formik form: the decimal keypad, room for 13 characters
 * (up to 9,999,999,999.99 typed without separators) in a field ten characters wide. The form's
 * schema checks the amount itself.
 */
import { FormikTextField } from './formik';

export interface FormikAmountFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
}

export function FormikAmountField(props: FormikAmountFieldProps) {
  return <FormikTextField {...props} inputMode="decimal" maxLength={13} width="10" />;
}
