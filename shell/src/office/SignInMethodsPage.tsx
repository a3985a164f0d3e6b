import { useState } from 'react';
import type { StaffOwnFactors } from '@portal/contracts/office/staff';
import { apiErrorsOf } from '@portal/http/errors';
import { notificationStore } from '@portal/http/notifications';
import { staffOwnFactors } from '@portal/http/staff-api';
import { useApiQuery } from '@portal/http/use-api-query';
import { Button } from '@portal/ui/Button';
import { usePageTitle } from '@portal/ui/document-title';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { officeText } from './office-text';
import { addPasskey, passkeyErrors } from './passkey';
import { RecoveryCodesList } from './RecoveryCodesStep';

/** /office/sign-in-methods: the staff member's own second factors, and new recovery codes. */
export function SignInMethodsPage() {
  const text = officeText.useText();
  const query = useApiQuery<StaffOwnFactors>('/office/auth/factors');
  const [codes, setCodes] = useState<string[] | null>(null);
  usePageTitle(text('myFactors.title'));
  const renew = async () => {
    notificationStore.getState().clear();
    try {
      setCodes((await staffOwnFactors.newRecoveryCodes()).recoveryCodes);
      query.reload();
    } catch (error) {
      notificationStore.getState().showErrors(apiErrorsOf(error));
    }
  };
  const add = async () => {
    notificationStore.getState().clear();
    try {
      await addPasskey();
      notificationStore.getState().show({ kind: 'success', messages: [officeText.ref('myFactors.passkeyAdded')] });
      query.reload();
    } catch (error) {
      notificationStore.getState().showErrors(passkeyErrors(error));
    }
  };
  return (
    <>
      <PageHeading>{text('myFactors.title')}</PageHeading>
      <QueryResult query={query} what={text('myFactors.title')}>
        {(factors) => (
          <dl className="pt-summary-list">
            <div className="pt-summary-list__row">
              <dt className="pt-summary-list__key">{text('myFactors.passkeys')}</dt>
              <dd className="pt-summary-list__value">{text('myFactors.passkeyCount', { count: factors.passkeys.length })}</dd>
            </div>
            <div className="pt-summary-list__row">
              <dt className="pt-summary-list__key">{text('myFactors.app')}</dt>
              <dd className="pt-summary-list__value">{factors.totp ? text('myFactors.appSetUp') : text('myFactors.appNotSetUp')}</dd>
            </div>
            <div className="pt-summary-list__row">
              <dt className="pt-summary-list__key">{text('myFactors.recoveryLeft')}</dt>
              <dd className="pt-summary-list__value">{factors.recoveryCodesLeft}</dd>
            </div>
          </dl>
        )}
      </QueryResult>
      <p className="pt-body">
        <Button variant="secondary" onClick={() => void add()}>
          {text('myFactors.addPasskey')}
        </Button>
      </p>
      {codes ? (
        <RecoveryCodesList codes={codes} />
      ) : (
        <>
          <p className="pt-body">{text('myFactors.newCodesHint')}</p>
          <Button variant="secondary" onClick={() => void renew()}>
            {text('myFactors.newCodes')}
          </Button>
        </>
      )}
      <p className="pt-body">{text('myFactors.lostAll')}</p>
    </>
  );
}
