import { useState } from 'react';
import { useSearchParams } from '@portal/router';
import { messageText } from '@portal/i18n/messages';
import { Button } from '@portal/ui/Button';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { publicText } from '../public-text';
import { ResultPanel } from '../shared/ResultPanel';
import { ScreenTitle } from '../shared/ScreenTitle';
import { reloadAtLogin, systemFrom } from '../shared/system-query';
import { useAttemptCounter } from '../shared/use-attempt-counter';
import { NumberEnquiryForm } from './NumberEnquiryForm';

/** Online Application Number Enquiry System (spec 2): the number is shown when every detail matches. */
export function NumberEnquiryPage() {
  const text = publicText.useText();
  const [params] = useSearchParams();
  const system = systemFrom(params.get('sid'));
  const counter = useAttemptCounter();
  const [applicationNumber, setApplicationNumber] = useState('');
  const toLogin = () => reloadAtLogin(system);

  let content;
  if (counter.submitted) {
    content = (
      <>
        <ResultPanel title={text('numberEnquiry.foundTitle')}>
          {text('numberEnquiry.foundNumberIs')}
          <strong>{applicationNumber}</strong>
        </ResultPanel>
        <p className="pt-body">{text('numberEnquiry.foundNext')}</p>
        <Button onClick={toLogin}>{text('common.okay')}</Button>
      </>
    );
  } else if (counter.locked) {
    content = (
      <>
        <NotificationBanner variant="error" title={text('common.maximumAttempts')} focusOnMount>
          <p className="pt-body">{messageText('APPNO_MAX_ATTEMPTS')}</p>
        </NotificationBanner>
        <Button onClick={toLogin}>{text('common.okay')}</Button>
      </>
    );
  } else {
    content = <NumberEnquiryForm system={system} counter={counter} onFound={setApplicationNumber} onBack={toLogin} />;
  }

  return (
    <>
      <ScreenTitle title={text('numberEnquiry.title')} caption={text('numberEnquiry.caption')} />
      {content}
    </>
  );
}
