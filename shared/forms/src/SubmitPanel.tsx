/**
 * The end of "check your answers": the declaration and Submit, or why Submit is disabled. The server
 * checks everything again; problems it ties to a field are listed with a link to the section to fix,
 * the rest go to the notification area. A double click or a second tab submits once (the server makes sure).
 */
import { useState, type ReactNode } from 'react';
import type { ApiError } from '@portal/contracts/api';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { apiErrorRef, useMessageText } from '@portal/i18n/messages';
import { Link } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { formsText } from './text';

export interface SubmitPanelProps<A> {
  /** The submit route (POST), e.g. /scholarship/applications/{id}/submit. */
  api: string;
  heading: string;
  declaration: string;
  submitLabel: string;
  /** Why Submit is disabled now (it is enabled without one). */
  blocked?: ReactNode;
  /** Where a problem the server found is fixed: the section's page and the words before its message. */
  problemTarget(problem: ApiError): { to: string; prefix: string };
  /** The server's acknowledgement. */
  onSubmitted(acknowledgement: A): void;
}

export function SubmitPanel<A>({ api, heading, declaration, submitLabel, blocked, problemTarget, onSubmitted }: SubmitPanelProps<A>) {
  const text = formsText.useText();
  const word = useMessageText();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ApiError[]>([]);

  const submit = async () => {
    setBusy(true);
    notificationStore.getState().clear();
    try {
      const { data } = await http.post<A>(api);
      onSubmitted(data);
    } catch (error) {
      const errors = apiErrorsOf(error);
      setProblems(errors.filter((entry) => entry.field));
      const general = errors.filter((entry) => !entry.field);
      if (general.length) notificationStore.getState().showErrors(general);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="submit-heading">
      <h2 className="pt-heading-m" id="submit-heading">
        {heading}
      </h2>
      <p className="pt-body">{declaration}</p>
      {problems.length > 0 && (
        <div className="pt-error-summary" role="alert" tabIndex={-1} aria-labelledby="submit-problems">
          <h3 className="pt-error-summary__title" id="submit-problems">
            {text('submit.problems')}
          </h3>
          <ul className="pt-list pt-error-summary__list">
            {problems.map((problem, index) => {
              const target = problemTarget(problem);
              return (
                <li key={index}>
                  <Link to={target.to}>
                    {target.prefix}
                    {word(apiErrorRef(problem))}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {blocked ? (
        <>
          <p className="pt-body" id="submit-blocked">
            {blocked}
          </p>
          <Button disabled aria-describedby="submit-blocked">
            {submitLabel}
          </Button>
        </>
      ) : (
        <Button onClick={() => void submit()} disabled={busy}>
          {submitLabel}
        </Button>
      )}
    </section>
  );
}
