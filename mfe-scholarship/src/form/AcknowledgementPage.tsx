/** Application Scholarship acknowledgement: the reference (the kit's panel), what happens next, a copy of the application. */
import { withApiBase } from '@portal/http/client';
import { useLanguage } from '@portal/i18n/namespace';
import { Link } from '@portal/router';
import { paths } from '../paths';
import { scholarshipText } from '../scholarship-text';
import { scholarshipForm } from './long-form';

function NextSteps({ id }: { id: string }) {
  const text = scholarshipText.useText();
  const language = useLanguage();
  return (
    <>
      <p className="pt-body">{text('acknowledgement.next')}</p>
      <ul className="pt-list pt-list--bullet">
        <li>
          <a href={withApiBase(`${paths.api(id)}/pdf?lang=${language}`)} download>
            {text('acknowledgement.pdf')}
          </a>
        </li>
        <li>
          <Link to={paths.taskList(id)}>{text('acknowledgement.view')}</Link>
        </li>
      </ul>
    </>
  );
}

export const AcknowledgementPage = scholarshipForm.acknowledgementPage({ NextSteps, useText: () => scholarshipText.useText() });
