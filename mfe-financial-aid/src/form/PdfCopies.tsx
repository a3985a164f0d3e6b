/** A submitted application's PDF copies, in English and in Chinese (the acknowledgement and the submitted application's page). */
import { withApiBase } from '@portal/http/client';
import { paths } from '../paths';
import { aidFormText } from './form-text';

export function PdfCopies({ id }: { id: string }) {
  const text = aidFormText.useText();
  const pdf = (language: string) => withApiBase(`${paths.api(id)}/pdf?lang=${language}`);
  return (
    <>
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
    </>
  );
}
