/**
 * The end of "check your answers" (the shared submit panel): Submit, enabled only while the
 * application period is open (and saying why when it is not); each problem the server finds links to
 * its section.
 */
import type { AdmissionForm, SubmissionAcknowledgement } from '@portal/contracts/admission/api';
import { isAdmissionSectionId } from '@portal/contracts/admission/sections';
import type { Language } from '@portal/contracts/languages';
import { SubmitPanel as SharedSubmitPanel } from '@portal/forms/SubmitPanel';
import { useLanguage } from '@portal/i18n/namespace';
import { useNavigate } from '@portal/router';
import { formatDate } from '@portal/ui/format';
import { admissionText } from '../admission-text';
import { paths } from '../paths';
import { useListWords } from '@portal/i18n/lists';

export function SubmitPanel({ form }: { form: AdmissionForm }) {
  const lists = useListWords();
  const text = admissionText.useText();
  const navigate = useNavigate();
  const language = useLanguage() as Language;
  const number = form.applicationNumber;
  const open = form.period?.open === true;
  const closed = form.period
    ? text('submit.closed', { name: form.period.name[language], opens: formatDate(form.period.opensAt), closes: formatDate(form.period.closesAt) })
    : text('submit.noPeriod');
  return (
    <SharedSubmitPanel<SubmissionAcknowledgement>
      api={`${paths.api(number)}/submit`}
      heading={text('submit.heading')}
      declaration={text('submit.declaration')}
      submitLabel={text('submit.submit')}
      blocked={open ? undefined : closed}
      problemTarget={(problem) => {
        const section = problem.field!.split('.')[0]!;
        const known = isAdmissionSectionId(section);
        return {
          to: section === 'documents' || !known ? paths.section(number, 'documents') : paths.section(number, section),
          prefix: known ? lists.labelled(text(`sections.${section}`), '') : '',
        };
      }}
      onSubmitted={(acknowledgement) => navigate(paths.submitted(number), { state: { acknowledgement } })}
    />
  );
}
