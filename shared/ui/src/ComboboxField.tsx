import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useEffect, useRef, useState, type ChangeEvent, type ComponentPropsWithRef, type FocusEvent, type RefObject } from 'react';
import { describedByIds, FormGroup, type FieldBaseProps } from './FormGroup';
import { optionNamedBy, searchOptions, type SearchableOption } from './option-search';
import { uiText } from './text';
import { widthClass, type FieldWidth } from './TextField';
import { joinClasses } from './VisuallyHidden';

/** Screen readers hear how many options match once the applicant pauses, not on every keystroke. */
export const RESULTS_ANNOUNCE_DELAY_MS = 500;

export interface ComboboxOption extends SearchableOption {
  /** What the form keeps when the option is chosen (a code); in free-text mode the label is kept instead. */
  value: string;
  label: string;
  /** A note shown under the label in the list (a ranking rule); neither searched nor put in the field. */
  hint?: string;
  disabled?: boolean;
}

export type ComboboxFieldProps = FieldBaseProps &
  Omit<ComponentPropsWithRef<'input'>, 'id' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'required' | 'width' | 'type'> & {
    options: readonly ComboboxOption[];
    /** The answer: an option's value, or in free-text mode the text itself. */
    value: string;
    onChange: (value: string) => void;
    /**
     * Free text with suggestions (a school's name): any text is an answer and the options only help
     * to spell it. Without it the answer must be one of the options (a country, a programme).
     */
    freeText?: boolean;
    width?: FieldWidth;
  };

const { InputBlur, InputKeyDownEnter, InputKeyDownEscape, ItemClick } = useCombobox.stateChangeTypes;

/**
 * A labelled text input with a list of options that narrows as the applicant types (WAI-ARIA 1.2
 * combobox with list autocomplete; downshift's useCombobox does the keys and ARIA state). Up and
 * Down move through the list, Home and End jump to its ends, Enter chooses, Escape closes it and
 * puts the answer back; a tap or the arrow button opens the whole list.
 *
 * In the default (strict) mode the answer is an option's value, shown as its label in the page's
 * language; typed text only searches, and is taken as the answer when it names one option in full
 * ("singapore", or a code such as "SG"). Leaving the field with a search that names none puts the
 * previous answer back: the form never holds text that is not an option.
 */
export function ComboboxField(props: ComboboxFieldProps) {
  const { id, label, hint, error, required, labelBold, isPageHeading, options, value, onChange, freeText = false, width, className, onBlur, ...input } = props;
  const text = uiText.useText();
  const chosen = freeText ? null : (options.find((option) => option.value === value) ?? null);
  // What the applicant is typing to search (strict mode); null while the field shows its answer.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = freeText ? value : (typed ?? chosen?.label ?? '');
  const items = searchOptions(options, freeText ? value : (typed ?? ''));

  const choose = (option: ComboboxOption | null) => {
    setTyped(null);
    const next = option ? (freeText ? option.label : option.value) : '';
    // Choosing the answer it already has is no change (a dependent field, such as a major, stays).
    if (next !== value) onChange(next);
  };

  const stateReducer = (state: UseComboboxState<ComboboxOption>, { type, changes }: UseComboboxStateChangeOptions<ComboboxOption>) => {
    // Escape closes the list; it never wipes an answer (downshift clears the field on a second Escape).
    if (type === InputKeyDownEscape) return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    // Enter with no option highlighted takes the one the search leaves or names; otherwise the list stays open.
    if (type === InputKeyDownEnter && state.highlightedIndex < 0 && !freeText) {
      const only = items.length === 1 ? items[0]! : optionNamedBy(items, state.inputValue);
      return only ? { ...changes, selectedItem: only, inputValue: only.label } : state;
    }
    return changes;
  };

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = useCombobox<ComboboxOption>({
    items,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    isItemDisabled: (option) => Boolean(option.disabled),
    selectedItem: chosen,
    inputValue: shown,
    inputId: id,
    labelId: `${id}-label`,
    menuId: `${id}-listbox`,
    toggleButtonId: `${id}-toggle`,
    getItemId: (index) => `${id}-option-${index}`,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => choose(selectedItem ?? null),
    onStateChange: ({ type }) => {
      // Choosing again the option already chosen changes no state, but the search is over all the same.
      if (type === ItemClick || type === InputKeyDownEnter || type === InputBlur || type === InputKeyDownEscape) setTyped(null);
    },
  });

  // Typing is taken in the input's own change event, not in downshift's onInputValueChange, which
  // runs after the next render: a controlled input re-rendered with the old text in between drops
  // keys typed quickly and moves the caret.
  const typedNow = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    if (freeText) return onChange(text);
    setTyped(text);
    // Emptying the field is the one edit that changes a strict answer without choosing: it clears it.
    if (!text.trim() && value) onChange('');
  };

  const left = (event: FocusEvent<HTMLInputElement>) => {
    // A highlighted option is chosen by downshift itself; otherwise a search that names one option in full is its answer.
    if (typed !== null && !(isOpen && highlightedIndex >= 0)) {
      const named = optionNamedBy(options, typed);
      if (named && named.value !== value) onChange(named.value);
      setTyped(null);
    }
    onBlur?.(event);
  };

  const statusRegion = useAnnouncement(
    !isOpen ? '' : items.length === 0 ? (freeText ? '' : text('combobox.noMatches')) : items.length === 1 ? text('combobox.oneResult') : text('combobox.results', { count: items.length }),
  );
  const instructionsId = `${id}-instructions`;
  const { describedBy } = describedByIds(id, hint, error, joinClasses(instructionsId, input['aria-describedby']));
  const inputProps = getInputProps({
    ...input,
    onChange: typedNow,
    onBlur: left,
    className: joinClasses('pt-input', 'pt-combobox__input', error && 'pt-input--error', className),
    spellCheck: freeText ? input.spellCheck : false,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  });
  const listed = isOpen && items.length > 0;
  return (
    <FormGroup {...{ id, label, hint, error, required, labelBold, isPageHeading }} labelId={`${id}-label`}>
      <p id={instructionsId} className="pt-visually-hidden">
        {text('combobox.instructions')}
      </p>
      <div className={joinClasses('pt-combobox', widthClass(width))}>
        {/* An empty activedescendant is not a valid id reference: leave it out while nothing is highlighted. */}
        <input {...inputProps} aria-activedescendant={inputProps['aria-activedescendant'] || undefined} />
        <button type="button" className="pt-combobox__toggle" aria-label={text('combobox.showOptions')} {...getToggleButtonProps({ disabled: input.disabled })}>
          <span className="pt-combobox__chevron" aria-hidden="true" />
        </button>
        {/*
          The list takes no name of its own (a combobox's popup needs none): were it labelled by the
          field's label too, "the field labelled Nationality" would name two elements.
        */}
        <ul className="pt-combobox__listbox" {...getMenuProps({ 'aria-labelledby': undefined })} hidden={!listed}>
          {listed &&
            items.map((option, index) => (
              <li
                key={option.value}
                className={joinClasses(
                  'pt-combobox__option',
                  index === highlightedIndex && 'pt-combobox__option--highlighted',
                  option.value === chosen?.value && 'pt-combobox__option--chosen',
                )}
                {...getItemProps({ item: option, index })}
              >
                {option.label}
                {/* The space keeps label and note apart in the option's accessible name. */}
                {option.hint && <span className="pt-combobox__option-hint">{` ${option.hint}`}</span>}
              </li>
            ))}
        </ul>
        {isOpen && !listed && !freeText && (
          <p className="pt-combobox__no-matches" aria-hidden="true">
            {text('combobox.noMatches')}
          </p>
        )}
      </div>
      <p ref={statusRegion} className="pt-visually-hidden" role="status" aria-live="polite" aria-atomic="true" />
    </FormGroup>
  );
}

/**
 * Puts the message into the live region after a pause (each change restarts the wait; an empty
 * message clears it at once). It writes the region's text itself rather than through React state:
 * the region renders no children, so nothing else on the page re-renders for an announcement.
 */
function useAnnouncement(message: string): RefObject<HTMLParagraphElement | null> {
  const region = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const say = () => {
      if (region.current) region.current.textContent = message;
    };
    if (!message) return say();
    const timer = setTimeout(say, RESULTS_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return region;
}
