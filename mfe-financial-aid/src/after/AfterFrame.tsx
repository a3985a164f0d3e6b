/** The after-submission screens' frame: the application's reference above the title, the page, and the way back to the progress page. */
import type { ReactNode } from 'react';
import type { AidProgress } from '@portal/contracts/financial-aid/after';
import { useApiQuery } from '@portal/http/use-api-query';
import { Link } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { paths } from '../paths';
import { afterText } from './after-text';

/** The application's progress (status, package, requests, what may be done): every screen here starts from it. */
export const useProgress = (id: string) => useApiQuery<AidProgress>(`${paths.api(id)}/progress`);

export function AfterFrame({ id, title, reference, children, back = true }: { id: string; title: string; reference?: string | null; children: ReactNode; back?: boolean }) {
  const text = afterText.useText();
  usePageTitle(title);
  return (
    <>
      <PageHeading caption={reference ? text('caption', { reference }) : undefined}>{title}</PageHeading>
      {children}
      {back && (
        <p className="pt-body">
          <Link className="pt-link" to={paths.progress(id)}>
            {text('backToProgress')}
          </Link>
        </p>
      )}
    </>
  );
}

/** A confirmation screen's message (spec: success messages for each step), focused so it is read out. */
export function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <NotificationBanner variant="success" title={title} focusOnMount>
      <p className="pt-body">{children}</p>
    </NotificationBanner>
  );
}
