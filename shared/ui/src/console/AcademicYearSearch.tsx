/**
 * The choice of academic year on a console page that shows one year's records (schemes, a year's
 * dates, scholarships): a search form of one field, kept in the address (?academicYear=2027/2028) as
 * the lists' searches are, so the page can be bookmarked or reloaded on that year.
 */
import type { ReactNode } from 'react';
import type { AddressSearch } from '@portal/router';
import { SearchForm } from '../SearchForm';
import { TextField } from '../TextField';

export interface AcademicYearSearchProps {
  /** useSearchInAddress(['academicYear']). */
  search: AddressSearch<'academicYear'>;
  /** The form's name for assistive technology, and the field's label (the same unless `fieldLabel`). */
  label: string;
  fieldLabel?: string;
  hint: string;
  submitLabel: string;
  /** The year shown in the field: the address's, or the one the page fell back on. */
  value: string;
  /** A link back to every year, where the page can show them all. */
  clear?: ReactNode;
}

export function AcademicYearSearch({ search, label, fieldLabel = label, hint, submitLabel, value, clear = null }: AcademicYearSearchProps) {
  return (
    <SearchForm key={search.key} label={label} submitLabel={submitLabel} clear={clear} onSearch={search.search}>
      <TextField id="academicYear" name="academicYear" label={fieldLabel} hint={hint} defaultValue={value} maxLength={9} width={10} />
    </SearchForm>
  );
}
