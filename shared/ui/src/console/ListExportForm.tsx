/**
 * An office list taken away as a file (issue 37, @portal/contracts/office/export): under the list, a
 * disclosure with the columns to take (all at first, in the list's export order) and the format, CSV
 * or Excel. The file is the list's search as it stands in the address, every row of it, asked of the
 * list's export route (`<api>/export`); the browser downloads it as it streams, without leaving the
 * page. The API checks the same fields with the same schema, and records the export in the staff audit.
 */
import { Form, Formik } from 'formik';
import { EXPORT_FORMATS, type ExportFormat } from '@portal/contracts/office/export';
import { exportChoiceSchema } from '@portal/contracts/schemas/office-export';
import type { WordedSet } from '@portal/contracts/worded-set';
import { withApiBase } from '@portal/http/client';
import { useLanguage } from '@portal/i18n/namespace';
import { Button } from '../Button';
import { FormikErrorSummary, FormikRadios } from '../formik';
import { FormikCheckboxGroup } from '../formik-checkbox-group';
import { schemaValidator } from '../schema-validation';
import { uiText } from '../text';

interface ExportChoice {
  columns: string[];
  format: ExportFormat;
}

export interface ListExportFormProps {
  /** The list's API route (as the list asks it, without /api). */
  api: string;
  /** The list's search and filters as the list sends them, without its page. */
  search: URLSearchParams;
  /** The list's columns as its contracts word them: the boxes' labels are the file's headers in the officer's language. */
  columns: WordedSet<string>;
}

export function ListExportForm({ api, search, columns }: ListExportFormProps) {
  const text = uiText.useText();
  const language = useLanguage();
  const ids = columns.values;
  const download = ({ columns: chosen, format }: ExportChoice) => {
    const query = new URLSearchParams(search);
    query.set('format', format);
    query.set('columns', chosen.join(','));
    // An attachment: the browser saves it as it arrives and the console stays where it is.
    window.location.assign(withApiBase(`${api}/export?${query.toString()}`));
  };
  return (
    <details className="pt-details">
      <summary className="pt-details__summary">
        <span className="pt-details__summary-text">{text('listExport.summary')}</span>
      </summary>
      <div className="pt-details__text">
        <p className="pt-body">{text('listExport.intro')}</p>
        <Formik<ExportChoice>
          initialValues={{ columns: [...ids], format: 'csv' }}
          validate={schemaValidator(exportChoiceSchema(ids), (values: ExportChoice) => ({ ...values, columns: values.columns.join(',') }))}
          onSubmit={download}
        >
          <Form noValidate aria-label={text('listExport.formLabel')}>
            <FormikErrorSummary />
            <FormikCheckboxGroup
              name="columns"
              legend={text('listExport.columns')}
              legendSize="s"
              hint={text('listExport.columnsHint')}
              options={ids.map((id) => ({ value: id, label: columns.words(id, language) }))}
            />
            <FormikRadios
              name="format"
              legend={text('listExport.format')}
              legendSize="s"
              options={EXPORT_FORMATS.map((format) => ({ value: format, label: text(`listExport.formats.${format}`) }))}
            />
            <Button type="submit" variant="secondary">
              {text('listExport.download')}
            </Button>
          </Form>
        </Formik>
      </div>
    </details>
  );
}
