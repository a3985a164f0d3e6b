/**
 * The upload form and the table of uploaded files, for every long form's document routes (the
 * admission application and its later screens, the scholarship application…). `apiBase` is the API
 * path before /documents; `section` is sent with each file; `types` are the document types offered,
 * labelled by the form.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DOCUMENT_LIMITS, type DocumentSummary } from '@portal/contracts/forms';
import { apiErrorsOf } from '@portal/http/errors';
import { http, withApiBase } from '@portal/http/client';
import { notificationStore } from '@portal/http/notifications';
import type { QueryState } from '@portal/http/use-api-query';
import { apiErrorRef, useMessageText } from '@portal/i18n/messages';
import type { TextParams } from '@portal/i18n/namespace';
import { Button } from '@portal/ui/Button';
import { ErrorSummary } from '@portal/ui/ErrorSummary';
import { FileUploadField, UploadProgress } from '@portal/ui/FileUploadField';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { QueryResult } from '@portal/ui/QueryResult';
import { SelectField } from '@portal/ui/SelectField';
import { Table, type TableColumn } from '@portal/ui/Table';
import { clearNotifications } from '@portal/ui/report-errors';
import { formsText } from './text';

type FieldErrors = Partial<Record<'documentType' | 'file', string>>;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

export interface DocumentTypeOption {
  value: string;
  label: string;
}

/**
 * A document type's option label with how many files of it the form takes, said as such ("Other
 * supporting document (up to 5 files)"): a bare "(5)" left the applicant guessing.
 */
export function useTypeOptionLabel(): (type: string, maxFiles: number) => string {
  const text = formsText.useText();
  return (type, maxFiles) => (maxFiles === 1 ? text('documents.typeUpToOneFile', { type }) : text('documents.typeUpToFiles', { type, count: maxFiles }));
}

export interface UploadFormProps {
  /** The API path the document routes hang under (…/documents is added). */
  apiBase: string;
  /** The section the files are uploaded with (the long forms' document routes record it). */
  section?: string;
  /** The document types offered, with their labels (and limits). */
  types: ReadonlyArray<DocumentTypeOption>;
  onUploaded(document: DocumentSummary): void;
  /** Each time the applicant sends a file, before the answer: a page clears the notice of the last upload, so it never stands beside this one's error. */
  onAttempt?(): void;
  /** Before the controls' ids, when a page has more than one upload form (the two sureties). */
  idPrefix?: string;
  /** The form's heading level under the page's own headings (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** The form's accessible name, when the page has more than one upload form. */
  label?: string;
}

/** Uploads one file of a chosen type to a form's document routes. */
export function UploadForm({ apiBase, section = 'documents', types, onUploaded, onAttempt, idPrefix = '', headingLevel = 2, label }: UploadFormProps) {
  const Heading = `h${headingLevel}` as const;
  const text = formsText.useText();
  const word = useMessageText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempts, setAttempts] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clearNotifications();
    onAttempt?.();
    const file = fileInput.current?.files?.[0];
    const found: FieldErrors = {};
    if (!documentType) found.documentType = apiErrorRef({ code: 'SELECT_DOCUMENT_TYPE', message: '' });
    if (!file) found.file = apiErrorRef({ code: 'FILE_REQUIRED', message: '' });
    else if (file.size > DOCUMENT_LIMITS.maxBytes) found.file = apiErrorRef({ code: 'FILE_TOO_LARGE', message: '' });
    setAttempts((count) => count + 1);
    setErrors(found);
    if (found.documentType || found.file || !file) return;
    // The fields go before the file: the server reads them first and refuses early.
    const body = new FormData();
    body.append('section', section);
    body.append('documentType', documentType);
    body.append('file', file);
    setProgress(0);
    try {
      const { data } = await http.post<DocumentSummary>(`${apiBase}/documents`, body, {
        onUploadProgress: (event) => setProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
      if (fileInput.current) fileInput.current.value = '';
      setDocumentType('');
      setErrors({});
      onUploaded(data);
    } catch (error) {
      const apiErrors = apiErrorsOf(error);
      const onFields: FieldErrors = {};
      const general = apiErrors.filter((apiError) => {
        if (apiError.field === 'file' || apiError.field === 'documentType') onFields[apiError.field] = apiErrorRef(apiError);
        return apiError.field !== 'file' && apiError.field !== 'documentType';
      });
      setErrors(onFields);
      if (general.length) notificationStore.getState().showErrors(general);
    } finally {
      setProgress(null);
    }
  };

  const summary = (['documentType', 'file'] as const).flatMap((field) => (errors[field] ? [{ fieldId: `${idPrefix}${field}`, message: word(errors[field]) }] : []));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={label ?? text('documents.uploadHeading')}>
      <Heading className="pt-heading-m">{text('documents.uploadHeading')}</Heading>
      <ErrorSummary errors={summary} focusKey={attempts} />
      <SelectField
        id={`${idPrefix}documentType`}
        name="documentType"
        label={text('documents.documentType')}
        placeholder={text('documents.chooseType')}
        options={types}
        value={documentType}
        onChange={(event) => setDocumentType(event.target.value)}
        error={errors.documentType ? word(errors.documentType) : undefined}
        required
      />
      <FileUploadField
        id={`${idPrefix}file`}
        name="file"
        ref={fileInput}
        label={text('documents.file')}
        hint={text('documents.fileHint')}
        accept={DOCUMENT_LIMITS.extensions.join(',')}
        error={errors.file ? word(errors.file) : undefined}
        required
      />
      {progress !== null && <UploadProgress id={`${idPrefix}upload-progress`} label={text('documents.uploading', { percent: progress })} percent={progress} />}
      <Button type="submit" disabled={progress !== null}>
        {text('documents.upload')}
      </Button>
    </form>
  );
}

export interface DocumentTableProps {
  apiBase: string;
  documents: DocumentSummary[];
  /** The kind's label (the form's own words); its code when it gives undefined. */
  kindLabel(documentType: string): string | undefined;
  /** Without it the documents can only be downloaded (a form that can no longer change). */
  onRemoved?(document: DocumentSummary): void;
}

/** A form's documents: download, and remove while the form can change. */
export function DocumentTable({ apiBase, documents, kindLabel, onRemoved }: DocumentTableProps) {
  const text = formsText.useText();
  const [busy, setBusy] = useState<string | null>(null);
  if (documents.length === 0) return <p className="pt-body">{text('documents.none')}</p>;
  const remove = async (document: DocumentSummary) => {
    clearNotifications();
    setBusy(document.id);
    try {
      await http.delete(`${apiBase}/documents/${document.id}`);
      onRemoved?.(document);
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    } finally {
      setBusy(null);
    }
  };
  const kind = (type: string) => kindLabel(type) ?? type;
  const columns: Array<TableColumn<DocumentSummary>> = [
    {
      header: text('documents.name'),
      cell: (document) => (
        <a href={withApiBase(`${apiBase}/documents/${document.id}/content`)} download={document.fileName} aria-label={text('documents.download', { fileName: document.fileName })}>
          {document.fileName}
        </a>
      ),
    },
    { header: text('documents.kind'), cell: (document) => kind(document.documentType) },
    { header: text('documents.size'), cell: (document) => sizeText(document.sizeBytes) },
    { header: text('documents.check'), cell: (document) => text(`documents.scan.${document.scanStatus}`) },
  ];
  if (onRemoved) {
    columns.push({
      header: text('documents.actions'),
      cell: (document) => (
        <Button variant="secondary" onClick={() => void remove(document)} disabled={busy === document.id}>
          {text('documents.remove', { fileName: document.fileName })}
        </Button>
      ),
    });
  }
  return <Table caption={text('documents.caption')} columns={columns} rows={documents} rowKey={(document) => document.id} />;
}

/** The keys the documents list reads in a form's namespace. */
export type DocumentsKey = 'documents.uploaded' | 'documents.removed' | 'documents.listHeading';

export interface ManagedDocumentsProps extends Pick<UploadFormProps, 'apiBase' | 'section' | 'types'>, Pick<DocumentTableProps, 'kindLabel'> {
  text(key: DocumentsKey, params?: TextParams): string;
  /** The form's documents (GET {apiBase}/documents), reloaded after each upload or removal. */
  documents: QueryState<DocumentSummary[]> & { reload(): void };
  /** What is said between the notice and the upload form (what to upload). */
  children?: ReactNode;
  /** What follows the list (the way on, once the documents needed are there). */
  after?(documents: DocumentSummary[]): ReactNode;
}

/**
 * A section's documents: the notice of the last upload or removal (focused), what to upload, the
 * upload form, then the list with a way to remove each.
 */
export function ManagedDocuments({ text, apiBase, section, types, kindLabel, documents, children, after }: ManagedDocumentsProps) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      {notice && (
        <NotificationBanner variant="success" focusOnMount>
          <p className="pt-body">{notice}</p>
        </NotificationBanner>
      )}
      {children}
      <UploadForm
        apiBase={apiBase}
        section={section}
        types={types}
        onAttempt={() => setNotice(null)}
        onUploaded={(document) => {
          setNotice(text('documents.uploaded', { fileName: document.fileName }));
          documents.reload();
        }}
      />
      <h2 className="pt-heading-m">{text('documents.listHeading')}</h2>
      <QueryResult query={documents} what={text('documents.listHeading')}>
        {(list) => (
          <>
            <DocumentTable
              apiBase={apiBase}
              documents={list}
              kindLabel={kindLabel}
              onRemoved={(document) => {
                setNotice(text('documents.removed', { fileName: document.fileName }));
                documents.reload();
              }}
            />
            {after?.(list)}
          </>
        )}
      </QueryResult>
    </>
  );
}
