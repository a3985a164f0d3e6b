import type { ComponentPropsWithRef } from 'react';
import { describedByIds, FormGroup, type FieldBaseProps } from './FormGroup';
import { joinClasses } from './VisuallyHidden';

export type FileUploadFieldProps = FieldBaseProps & Omit<ComponentPropsWithRef<'input'>, 'id' | 'type' | 'children' | 'required'>;

/**
 * A labelled native file input (GOV.UK file upload): the browser's own control is accessible and
 * works on phones (camera or files). `accept` only guides the picker; the server checks the content.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const { id, label, hint, error, required, labelBold, isPageHeading, className, ...input } = props;
  const { describedBy } = describedByIds(id, hint, error, input['aria-describedby']);
  return (
    <FormGroup {...{ id, label, hint, error, required, labelBold, isPageHeading }}>
      <input
        {...input}
        type="file"
        id={id}
        className={joinClasses('pt-file-upload', error && 'pt-file-upload--error', className)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
      />
    </FormGroup>
  );
}

/** Progress of an upload, announced politely as it moves (a native <progress> with its label). */
export function UploadProgress({ id, label, percent }: { id: string; label: string; percent: number }) {
  return (
    <div className="pt-upload-progress" role="status">
      <label htmlFor={id} className="pt-upload-progress__label">
        {label}
      </label>
      <progress id={id} className="pt-upload-progress__bar" max={100} value={percent} />
    </div>
  );
}
