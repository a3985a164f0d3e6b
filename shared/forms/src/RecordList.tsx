/**
 * The frame of a list of records (achievements, employment records): the intro, and the error that
 * belongs to the list as a whole (too many, or none where one is required). It carries the list's
 * field name as its id, so the error summary's link lands on it.
 */
import type { ReactNode } from 'react';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { Button } from '@portal/ui/Button';
import { ErrorMessage } from '@portal/ui/ErrorMessage';
import { Fieldset } from '@portal/ui/Fieldset';

export function RecordList({ name, intro, children }: { name: string; intro: string; children: ReactNode }) {
  const { errors, submitCount } = useFormikContext();
  const listError: unknown = getIn(errors, name);
  const error = submitCount > 0 && typeof listError === 'string' ? listError : undefined;
  return (
    <div id={name} tabIndex={-1} className={error ? 'pt-form-group pt-form-group--error' : 'pt-form-group'}>
      <p className="pt-body">{intro}</p>
      {error && <ErrorMessage id={`${name}-error`}>{error}</ErrorMessage>}
      {children}
    </div>
  );
}

/**
 * The id of a field's control from the error summary's dotted path: fields inside a list are named
 * (and given ids) like "records[0].employer", but the summary lists "records.0.employer".
 */
export const listFieldId = (path: string): string => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

export interface RepeatableRecordsProps<R> {
  /** The list's field name, e.g. "awards". */
  name: string;
  /** The most records the form takes. */
  max: number;
  intro: string;
  /** Said while the list is empty. */
  none: string;
  add: string;
  addAnother: string;
  /** Said instead of "Add another" at the limit. */
  limitReached: string;
  /** The n-th record's legend, its fieldset's id and its Remove button (n counts from 1). */
  legend(n: number): string;
  recordId(n: number): string;
  remove(n: number): string;
  newRecord(): R;
  /** One record's fields (named like `${name}[${index}].title`). */
  children(record: R, index: number): ReactNode;
}

/**
 * A list of records the applicant adds and removes (achievements, employment records, awards): each
 * record in its own fieldset with its Remove button, then "Add"/"Add another" until the limit, which
 * is then said instead.
 */
export function RepeatableRecords<R>({ name, max, intro, none, add, addAnother, limitReached, legend, recordId, remove, newRecord, children }: RepeatableRecordsProps<R>) {
  const { values } = useFormikContext();
  const records = (getIn(values, name) ?? []) as R[];
  return (
    <FieldArray name={name}>
      {(array) => (
        <RecordList name={name} intro={intro}>
          {records.length === 0 && <p className="pt-body">{none}</p>}
          {records.map((record, index) => (
            <Fieldset key={index} id={recordId(index + 1)} legend={legend(index + 1)} legendSize="m">
              {children(record, index)}
              <Button variant="secondary" type="button" onClick={() => array.remove(index)}>
                {remove(index + 1)}
              </Button>
            </Fieldset>
          ))}
          {records.length < max ? (
            <Button variant="secondary" type="button" onClick={() => array.push(newRecord())}>
              {records.length ? addAnother : add}
            </Button>
          ) : (
            <p className="pt-body">{limitReached}</p>
          )}
        </RecordList>
      )}
    </FieldArray>
  );
}
