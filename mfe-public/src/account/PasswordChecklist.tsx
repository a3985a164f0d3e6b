import { LIMITS } from '@portal/contracts/limits';
import { publicText } from '../public-text';

/**
 * The password rule (NIST SP 800-63B, issue 6): length, and not easy to guess. Character classes are
 * not required: they make passwords harder to remember without making them much harder to guess, so
 * the spec's classes are kept as advice only.
 *
 * What can be checked while typing is the length. The rest is checked when the form is checked, with
 * a message saying why. Changes are announced politely (only the item that changed), and the list is
 * also part of the password field's description.
 */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const text = publicText.useText();
  const lengthMet = password.length >= LIMITS.passwordMin;
  return (
    <div id={id} className="pt-form-group">
      <p className="pt-body-s">{text('account.checklist.heading')}</p>
      <ul className="pt-list" aria-live="polite">
        <li>
          {text('account.checklist.length', { min: LIMITS.passwordMin })}{' '}
          <strong className={`pt-tag ${lengthMet ? 'pt-tag--green' : 'pt-tag--grey'}`}>
            {text(lengthMet ? 'account.checklist.done' : 'account.checklist.notYet')}
          </strong>
        </li>
        <li>{text('account.checklist.notGuessable')}</li>
      </ul>
      <p className="pt-body-s">{text('account.checklist.advice')}</p>
    </div>
  );
}
