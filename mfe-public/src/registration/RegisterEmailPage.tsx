import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from '@portal/router';
import { publicText } from '../public-text';
import { clearNotifications } from '@portal/ui/report-errors';
import { ScreenTitle } from '../shared/ScreenTitle';
import { saveRegistrationContext, startFormSession } from './b2c-storage';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';
import { ExpiredStep } from './ExpiredStep';

type Step = { name: 'email'; restarted: boolean } | { name: 'code' } | { name: 'expired' };

/**
 * Register Your Email Address (spec 2 and 4): e-mail → code → (code expired → restart). A verified
 * code starts a form session and replaces this page in the history with the account form.
 */
export function RegisterEmailPage() {
  const text = publicText.useText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const sid = params.get('sid');
  const subid = params.get('subid');
  const [step, setStep] = useState<Step>({ name: 'email', restarted: false });
  const [email, setEmail] = useState('');

  useEffect(() => {
    saveRegistrationContext(sid, subid);
  }, [sid, subid]);

  const backToEmail = () => {
    clearNotifications();
    setStep({ name: 'email', restarted: true });
  };

  let content;
  if (step.name === 'code') {
    content = (
      <CodeStep
        email={email}
        onVerified={() => navigate(`/b2c/account/${encodeURIComponent(startFormSession(email))}`, { replace: true })}
        onExpired={() => setStep({ name: 'expired' })}
        onChangeEmail={backToEmail}
      />
    );
  } else if (step.name === 'expired') {
    content = <ExpiredStep onRestart={backToEmail} />;
  } else {
    content = (
      <EmailStep
        initialEmail={email}
        focusHeading={step.restarted}
        onSent={(sentTo) => {
          setEmail(sentTo);
          setStep({ name: 'code' });
        }}
      />
    );
  }

  return (
    <>
      <ScreenTitle title={text('registration.title')} caption={text('registration.caption')} />
      {content}
    </>
  );
}
