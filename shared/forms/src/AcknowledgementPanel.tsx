/**
 * The top of a long form's acknowledgement: the confirmation panel with the form's number or
 * reference, when it was received, that a confirmation was e-mailed, and the "What happens next"
 * heading; the form's own next steps follow as children.
 */
import type { ReactNode } from 'react';
import { usePageTitle } from '@portal/ui/document-title';
import { formatDateTime } from '@portal/ui/format';
import { Panel } from '@portal/ui/Panel';
import { formsText } from './text';

export interface AcknowledgementPanelProps {
  title: string;
  /** "Your application number is", "Your reference is"… */
  referenceLabel: string;
  reference: string;
  /** Known right after submitting (the submit answer), not on a later visit. */
  submittedAt?: string | null;
  children?: ReactNode;
}

export function AcknowledgementPanel({ title, referenceLabel, reference, submittedAt, children }: AcknowledgementPanelProps) {
  const text = formsText.useText();
  usePageTitle(title);
  return (
    <>
      <Panel title={title}>
        {referenceLabel}
        <br />
        <strong>{reference}</strong>
      </Panel>
      {submittedAt && <p className="pt-body">{text('acknowledgement.receivedAt', { date: formatDateTime(submittedAt) })}</p>}
      <p className="pt-body">{text('acknowledgement.emailed')}</p>
      <h2 className="pt-heading-m">{text('acknowledgement.nextHeading')}</h2>
      {children}
    </>
  );
}
