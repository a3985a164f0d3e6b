/** Application Financial Aid confirmation: the reference, what happens next, a copy in English and in Chinese, and the way to the progress page. */
import type { AidSubmissionAcknowledgement } from '@portal/contracts/financial-aid/api';
import { AcknowledgementPanel } from '@portal/forms/AcknowledgementPanel';
import { withApiBase } from '@portal/http/client';
import { Link, useLocation, useParams } from '@portal/router';
import { QueryResult } from '@portal/ui/QueryResult';
import { paths } from '../paths';
import { useAidForm } from './aid-api';
import { formText } from './form-text';

export function AcknowledgementPage() {
  const text = formText.useText();
  const { id = '' } = useParams();
  const acknowledgement = (useLocation().state as { acknowledgement?: AidSubmissionAcknowledgement } | null)?.acknowledgement;
  // On a later visit (or a reload) the reference comes from the application itself.
  const form = useAidForm(id);
  const pdf = (language: string) => withApiBase(`${paths.api(id)}/pdf?lang=${language}`);
  return (
    <QueryResult query={form} what={text('tasks.loadingWhat')}>
      {(application) => (
        <AcknowledgementPanel
          title={text('acknowledgement.title')}
          referenceLabel={text('acknowledgement.reference')}
          reference={acknowledgement?.reference ?? application.reference ?? ''}
          submittedAt={acknowledgement?.submittedAt ?? application.submittedAt}
        >
          <p className="pt-body">{text('acknowledgement.next')}</p>
          <h2 className="pt-heading-s">{text('acknowledgement.pdfHeading')}</h2>
          <ul className="pt-list pt-list--bullet">
            <li>
              <a href={pdf('en-GB')} download hrefLang="en">
                {text('acknowledgement.pdfEnglish')}
              </a>
            </li>
            <li>
              <a href={pdf('zh-Hans')} download hrefLang="zh-Hans">
                {text('acknowledgement.pdfChinese')}
              </a>
            </li>
          </ul>
          <p className="pt-body">
            <Link to={paths.progress(id)}>{text('acknowledgement.progress')}</Link>
          </p>
          <p className="pt-body">
            <Link to={paths.status}>{text('acknowledgement.status')}</Link>
          </p>
        </AcknowledgementPanel>
      )}
    </QueryResult>
  );
}
