/** The frame of a long form's section page: the way back to the task list, the caption and the section's heading. */
import type { ReactNode } from 'react';
import { Link } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';

export interface SectionFrameProps {
  title: string;
  caption: string;
  /** The task list, and its name for the back link. */
  backHref: string;
  backLabel: string;
  children: ReactNode;
}

export function SectionFrame({ title, caption, backHref, backLabel, children }: SectionFrameProps) {
  // "<section> – <form> – <portal>": the task list's name is the form's.
  usePageTitle(title, backLabel);
  return (
    <>
      <p className="pt-body">
        <Link to={backHref} className="pt-back-link">
          {backLabel}
        </Link>
      </p>
      <PageHeading caption={caption}>{title}</PageHeading>
      {children}
    </>
  );
}
