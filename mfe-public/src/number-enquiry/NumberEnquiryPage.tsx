import { useState } from 'react';
import { useSearchParams } from '@portal/router';
import { MESSAGES } from '@portal/contracts/messages';
import { Button } from '@portal/ui/Button';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { PageHeading } from '@portal/ui/PageHeading';
import { ResultPanel } from '../shared/ResultPanel';
import { reloadAtLogin, systemFrom } from '../shared/system-query';
import { useAttemptCounter } from '../shared/use-attempt-counter';
import { NumberEnquiryForm } from './NumberEnquiryForm';

/** Online Application Number Enquiry System (spec 2): the number is shown when every detail matches. */
export function NumberEnquiryPage() {
  const [params] = useSearchParams();
  const system = systemFrom(params.get('sid'));
  const counter = useAttemptCounter();
  const [applicationNumber, setApplicationNumber] = useState('');
  const toLogin = () => reloadAtLogin(system);

  let content;
  if (counter.submitted) {
    content = (
      <>
        <ResultPanel title="We found your application">
          Your application number is
          <strong>{applicationNumber}</strong>
        </ResultPanel>
        <p className="pt-body">Use it with your PIN to sign in. If you have also forgotten your PIN, you can reset it from the sign-in page.</p>
        <Button onClick={toLogin}>Okay</Button>
      </>
    );
  } else if (counter.locked) {
    content = (
      <>
        <NotificationBanner variant="error" title="Maximum attempts reached" focusOnMount>
          <p className="pt-body">{MESSAGES.APPNO_MAX_ATTEMPTS}</p>
        </NotificationBanner>
        <Button onClick={toLogin}>Okay</Button>
      </>
    );
  } else {
    content = <NumberEnquiryForm system={system} counter={counter} onFound={setApplicationNumber} onBack={toLogin} />;
  }

  return (
    <>
      <PageHeading caption="Forgotten application number">Online Application Number Enquiry System</PageHeading>
      {content}
    </>
  );
}
