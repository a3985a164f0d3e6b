/**
 * One section of "check your answers" (GOV.UK pattern): its heading, its state when not completed,
 * a Change link naming the section (while the form can change), then its answers.
 */
import type { ReactNode } from 'react';
import type { SectionState } from '@portal/contracts/forms';
import { Link } from '@portal/router';
import { VisuallyHidden } from '@portal/ui/VisuallyHidden';
import { SectionStateTag } from './SectionStateTag';
import { formsText } from './text';

export interface CheckAnswersSectionProps {
  id: string;
  title: string;
  state: SectionState;
  /** The section's page while the form can change; null otherwise. */
  changeHref: string | null;
  /** The answers; nothing when none were given. */
  children?: ReactNode;
}

export function CheckAnswersSection({ id, title, state, changeHref, children }: CheckAnswersSectionProps) {
  const text = formsText.useText();
  const headingId = `check-${id}`;
  return (
    <section className="pt-check-answers__section" aria-labelledby={headingId}>
      <h2 className="pt-heading-m" id={headingId}>
        {title}
      </h2>
      {state !== 'COMPLETED' && (
        <p className="pt-body">
          <SectionStateTag state={state} /> {text('check.notCompleted')}
        </p>
      )}
      {changeHref && (
        <p className="pt-body">
          <Link to={changeHref}>
            {text('check.change')}
            <VisuallyHidden>{text('check.changeContext', { section: title })}</VisuallyHidden>
          </Link>
        </p>
      )}
      {children ?? <p className="pt-body">{text('check.noAnswers')}</p>}
    </section>
  );
}
