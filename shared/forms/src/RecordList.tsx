/**
 * The frame of a list of records (achievements, employment records): the intro, and the error that
 * belongs to the list as a whole (too many, or none where one is required). It carries the list's
 * field name as its id, so the error summary's link lands on it.
 */
import type { ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import { ErrorMessage } from '@portal/ui/ErrorMessage';

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
