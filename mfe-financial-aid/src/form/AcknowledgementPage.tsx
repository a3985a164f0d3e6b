/** Application Financial Aid confirmation: the reference (the kit's panel), what happens next, a copy in English and in Chinese, and the way to the progress page. */
import { Link } from '@portal/router';
import { paths } from '../paths';
import { aidFormText } from './form-text';
import { aidForm } from './long-form';
import { PdfCopies } from './PdfCopies';

function NextSteps({ id }: { id: string }) {
  const text = aidFormText.useText();
  return (
    <>
      <p className="pt-body">{text('acknowledgement.next')}</p>
      <PdfCopies id={id} />
      <p className="pt-body">
        <Link to={paths.progress(id)}>{text('acknowledgement.progress')}</Link>
      </p>
      <p className="pt-body">
        <Link to={paths.status}>{text('acknowledgement.status')}</Link>
      </p>
    </>
  );
}

export const AcknowledgementPage = aidForm.acknowledgementPage({ NextSteps, useText: () => aidFormText.useText() });
