import { useState } from 'react';
import type { ApiError } from '@portal/contracts/api';
import type { StaffEnrolled, StaffTotpOffer } from '@portal/contracts/office/staff';
import { staffTotpCodeSchema } from '@portal/contracts/schemas/office-staff';
import { apiErrorsOf } from '@portal/http/errors';
import { staffSecondFactor } from '@portal/http/staff-api';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { useBusyAction } from './busy-action';
import { CodeForm } from './CodeForm';
import { officeText } from './office-text';
import { enrolPasskey, passkeyErrors } from './passkey';

interface Props {
  onEnrolled: (enrolled: StaffEnrolled) => void;
  onErrors: (errors: ApiError[]) => void;
  onStartAgain: () => void;
}

/** An account with no second factor sets one up before anything else: a passkey, or an authenticator app. */
export function EnrolStep({ onEnrolled, onErrors, onStartAgain }: Props) {
  const text = officeText.useText();
  const { busy, run } = useBusyAction(onErrors);
  const [offer, setOffer] = useState<StaffTotpOffer | null>(null);
  usePageTitle(text('enrol.title'));
  return (
    <div className="pt-login">
      <PageHeading caption={text('signIn.caption')}>{text('enrol.title')}</PageHeading>
      <p className="pt-body">{text('enrol.intro')}</p>
      <section aria-labelledby="enrol-passkey">
        <h2 className="pt-heading-m" id="enrol-passkey">
          {text('enrol.passkeyHeading')}
        </h2>
        <p className="pt-body">{text('enrol.passkeyIntro')}</p>
        <Button disabled={busy} onClick={() => void run(async () => onEnrolled(await enrolPasskey()), passkeyErrors)}>
          {text('enrol.createPasskey')}
        </Button>
      </section>
      <section aria-labelledby="enrol-app">
        <h2 className="pt-heading-m" id="enrol-app">
          {text('enrol.appHeading')}
        </h2>
        <p className="pt-body">{text('enrol.appIntro')}</p>
        {offer ? (
          <>
            <p className="pt-body">{text('enrol.scan')}</p>
            <img className="pt-qr-code" src={`data:image/svg+xml;base64,${btoa(offer.qrSvg)}`} alt={text('enrol.qrAlt')} width={200} height={200} />
            <dl className="pt-summary-list">
              <div className="pt-summary-list__row">
                <dt className="pt-summary-list__key">{text('enrol.secretLabel')}</dt>
                <dd className="pt-summary-list__value">
                  <code className="pt-totp-secret">{offer.secret.match(/.{1,4}/g)!.join(' ')}</code>
                </dd>
              </div>
            </dl>
            <CodeForm
              labelledBy="enrol-app"
              kind="totp"
              label={text('enrol.code')}
              hint={text('secondFactor.codeHint')}
              schema={staffTotpCodeSchema}
              submitLabel={text('enrol.confirm')}
              submit={async (code) => onEnrolled(await staffSecondFactor.enrolTotp(code))}
              onErrors={onErrors}
            />
          </>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => void run(async () => setOffer(await staffSecondFactor.offerTotp()), apiErrorsOf)}>
            {text('enrol.useApp')}
          </Button>
        )}
      </section>
      <p className="pt-body">
        <Button variant="link" onClick={onStartAgain}>
          {text('secondFactor.startAgain')}
        </Button>
      </p>
    </div>
  );
}
