/** The award screens' frame: the heading with the application's reference, the way back, and the application's history. */
import type { ReactNode } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { Link } from '@portal/router';
import { PageHeading } from '@portal/ui/PageHeading';
import { Timeline } from '../form/Timeline';
import { useScholarshipForm } from '../form/use-scholarship';
import { paths } from '../paths';
import { awardText } from './award-text';

/** A query the API answered 404: for the outcome, "not released yet" (the application itself loaded). */
export const isNotFound = (query: { status: string; errors?: ApiError[] }) => query.status === 'error' && (query.errors ?? []).some((error) => error.code === 'NOT_FOUND');

export function AwardFrame({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const text = awardText.useText();
  const form = useScholarshipForm(id);
  const reference = form.status === 'success' ? (form.data?.reference ?? '') : '';
  return (
    <>
      <PageHeading caption={text('caption', { reference })}>{title}</PageHeading>
      {children}
      <p className="pt-body">
        <Link to={paths.taskList(id)}>{text('back')}</Link>
      </p>
      <Timeline id={id} />
    </>
  );
}
