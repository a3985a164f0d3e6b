/**
 * A group of checkboxes bound to one Formik list field (choose one or more: reasons, kinds of
 * change): a fieldset with its legend, hint and the list's error, one native checkbox per option.
 * The first box takes the field's id, so the error summary's link lands on the group.
 */
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Fieldset } from './Fieldset';

export interface FormikCheckboxGroupProps {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  legendSize?: 's' | 'm' | 'l';
  options: ReadonlyArray<{ value: string; label: ReactNode; hint?: ReactNode }>;
}

export function FormikCheckboxGroup({ name, legend, hint, required, legendSize, options }: FormikCheckboxGroupProps) {
  const [field, meta] = useField<string[]>(name);
  const { submitCount, setFieldValue } = useFormikContext();
  const error = submitCount > 0 && typeof meta.error === 'string' ? meta.error : undefined;
  const chosen = field.value ?? [];
  const toggle = (value: string, on: boolean) => void setFieldValue(name, on ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <Fieldset id={`${name}-group`} legend={legend} hint={hint} error={error} required={required} legendSize={legendSize}>
      <div className="pt-checkboxes">
        {options.map((option, index) => {
          const id = index === 0 ? name : `${name}-${option.value}`;
          return (
            <div className="pt-checkboxes__item" key={option.value}>
              <input
                className="pt-checkboxes__input"
                type="checkbox"
                id={id}
                name={name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
              />
              <div className="pt-checkboxes__text">
                <label className="pt-checkboxes__label" htmlFor={id}>
                  {option.label}
                </label>
                {option.hint && (
                  <div id={`${id}-hint`} className="pt-checkboxes__hint">
                    {option.hint}
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
