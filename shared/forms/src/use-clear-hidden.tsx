import { getIn, useFormikContext } from 'formik';
import { useEffect } from 'react';

/**
 * Empties a follow-up field once the answer that reveals it no longer does (details after "No"): the
 * schemas refuse details an answer says do not exist, and sensitive text the applicant withdrew is
 * not kept in the draft.
 */
export function useClearHidden(hidden: boolean, name: string, empty: unknown): void {
  const { values, setFieldValue } = useFormikContext();
  const current: unknown = getIn(values, name);
  const isEmpty = JSON.stringify(current ?? empty) === JSON.stringify(empty);
  useEffect(() => {
    if (hidden && !isEmpty) void setFieldValue(name, empty, false);
  }, [hidden, isEmpty, name, empty, setFieldValue]);
}
