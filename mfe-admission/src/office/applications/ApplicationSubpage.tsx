import type { ReactNode } from 'react';
import { ConsolePage, DoneNotice } from '@portal/ui/console/ConsolePage';
import { admissionOfficeText } from '../office-text';

interface ApplicationSubpageProps {
  applicationNumber: string;
  title: string;
  caption: string;
  /** What the officer has just done here, under the heading; false or null when nothing yet. */
  done?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every console screen about one application (its outcome, appeal, fee, results…): the
 * consoles' page frame, leading back to that application's page.
 */
export function ApplicationSubpage({ applicationNumber, title, caption, done, children }: ApplicationSubpageProps) {
  const text = admissionOfficeText.useText();
  return (
    <ConsolePage title={title} caption={caption} back={{ to: `/applications/${applicationNumber}`, label: text('afterSubmission.back', { number: applicationNumber }) }}>
      {done ? <DoneNotice>{done}</DoneNotice> : null}
      {children}
    </ConsolePage>
  );
}
