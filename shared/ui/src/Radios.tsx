import type { FocusEventHandler, ReactNode } from 'react';
import { Fieldset } from './Fieldset';
import { joinClasses } from './VisuallyHidden';

export interface RadioOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

export interface RadiosProps {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption[];
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Id of the first radio (the error summary's link target); the others get `${id}-2`, `${id}-3`… Default: name. */
  id?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  inline?: boolean;
  legendSize?: 's' | 'm' | 'l';
  isPageHeading?: boolean;
}

/** Native radio buttons in a fieldset, one choice from a few. */
export function Radios(props: RadiosProps) {
  const { name, legend, options, value, onChange, onBlur, id = name, hint, error, required, inline, legendSize, isPageHeading } =
    props;
  return (
    <Fieldset
      id={`${id}-fieldset`}
      {...{ legend, hint, error, required, legendSize, isPageHeading }}
      role="radiogroup"
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
    >
      <div className={joinClasses('pt-radios', inline && 'pt-radios--inline')}>
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index + 1}`;
          const hintId = `${optionId}-item-hint`;
          return (
            <div className="pt-radios__item" key={option.value}>
              <input
                className="pt-radios__input"
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                aria-describedby={option.hint ? hintId : undefined}
              />
              <div className="pt-radios__text">
                <label className="pt-radios__label" htmlFor={optionId}>
                  {option.label}
                </label>
                {option.hint && (
                  <div id={hintId} className="pt-radios__hint">
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
