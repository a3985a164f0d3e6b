/**
 * The end of "check your answers": Submit, enabled only while the application period is open (and
 * saying why when it is not). The server checks everything again; what it finds is listed with a
 * link to each section. A double click or a second tab submits once (the server makes sure).
 */
import { useState } from 'react';
import type { AdmissionForm, SubmissionAcknowledgement } from '@portal/contracts/admission/api';
import { isAdmissionSectionId } from '@portal/contracts/admission/sections';
import type { ApiError } from '@portal/contracts/api';
import { apiErrorsOf } from '@portal/http/errors';
import { http } from '@portal/http/client';
import { notificationStore } from '@portal/http/notifications';
import { apiErrorRef, useMessageText } from '@portal/i18n/messages';
import { Link, useNavigate } from '@portal/router';
import { Button } from '@portal/ui/Button';
import { formatDate } from '@portal/ui/format';
import { admissionText } from '../admission-text';
import { paths } from './paths';

export function SubmitPanel({ form }: { form: AdmissionForm }) {
  const text = admissionText.useText();
  const word = useMessageText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ApiError[]>([]);
  const number = form.applicationNumber;
  const open = form.period?.open === true;

  const submit = async () => {
    setBusy(true);
    notificationStore.getState().clear();
    try {
      const { data } = await http.post<SubmissionAcknowledgement>(`${paths.api(number)}/submit`);
      navigate(paths.submitted(number), { state: { acknowledgement: data } });
    } catch (error) {
      const errors = apiErrorsOf(error);
      const bySection = errors.filter((entry) => entry.field);
      setProblems(bySection);
      const general = errors.filter((entry) => !entry.field);
      if (general.length) notificationStore.getState().showErrors(general);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="submit-heading">
      <h2 className="pt-heading-m" id="submit-heading">
        {text('submit.heading')}
      </h2>
      <p className="pt-body">{text('submit.declaration')}</p>
      {problems.length > 0 && (
        <div className="pt-error-summary" role="alert" tabIndex={-1} aria-labelledby="submit-problems">
          <h3 className="pt-error-summary__title" id="submit-problems">
            {text('submit.problems')}
          </h3>
          <ul className="pt-list pt-error-summary__list">
            {problems.map((problem, index) => {
              const section = problem.field!.split('.')[0]!;
              const target = section === 'documents' || !isAdmissionSectionId(section) ? paths.section(number, 'documents') : paths.section(number, section);
              return (
                <li key={index}>
                  <Link to={target}>
                    {isAdmissionSectionId(section) ? `${text(`sections.${section}`)}: ` : ''}
                    {word(apiErrorRef(problem))}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {open ? (
        <Button onClick={() => void submit()} disabled={busy}>
          {text('submit.submit')}
        </Button>
      ) : (
        <>
          <p className="pt-body" id="submit-closed">
            {form.period
              ? text('submit.closed', { name: form.period.name, opens: formatDate(form.period.opensAt), closes: formatDate(form.period.closesAt) })
              : text('submit.noPeriod')}
          </p>
          <Button disabled aria-describedby="submit-closed">
            {text('submit.submit')}
          </Button>
        </>
      )}
    </section>
  );
}
