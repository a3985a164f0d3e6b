/**
 * The providers' own sign-in page, where a person at `npm start` or a browser test picks a demo
 * identity and agrees to share the data asked for, or declines. Plain, accessible HTML: one form,
 * a labelled group of radio buttons, two buttons; works by keyboard alone and without scripts.
 */
import { escapeHtml, type PageIdentity } from './providers';

export interface InteractionPageModel {
  providerName: string;
  /** The scopes the portal asked for, shown so the person knows what they agree to share. */
  scopes: string[];
  identities: readonly PageIdentity[];
  /** Shown when the form came back without a choice. */
  error?: string;
}

export function interactionPage({ providerName, scopes, identities, error }: InteractionPageModel): string {
  const options = identities
    .map(
      (identity, index) => `
        <div class="option">
          <input type="radio" id="identity-${index}" name="identity" value="${escapeHtml(identity.accountId)}" aria-describedby="identity-${index}-hint"${index === 0 ? ' checked' : ''}>
          <label for="identity-${index}">${escapeHtml(identity.label)}</label>
          <p class="hint" id="identity-${index}-hint">${escapeHtml(identity.description)}</p>
        </div>`,
    )
    .join('');
  const shared = scopes.filter((scope) => scope !== 'openid').map(escapeHtml).join(', ');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(providerName)}: sign in</title>
  <style>
    body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #0b0c0c; }
    fieldset { border: 0; padding: 0; margin: 0 0 1.5rem; }
    legend { font-weight: 700; font-size: 1.25rem; margin-bottom: .5rem; }
    .option { margin: .75rem 0; }
    .hint { margin: .25rem 0 0 1.75rem; color: #505a5f; }
    .error { color: #d4351c; font-weight: 700; }
    button { font-size: 1rem; padding: .5rem 1rem; margin-right: 1rem; }
    :focus-visible { outline: 3px solid #fd0; outline-offset: 2px; }
  </style>
</head>
<body>
  <main>
    <h1>${escapeHtml(providerName)}</h1>
    <p>This is a local development provider. Choose a demo person to sign in as.</p>
    ${shared ? `<p>The Undergraduate Applicant Portal asks for: ${shared}.</p>` : ''}
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
    <form method="post">
      <fieldset>
        <legend>Who is signing in?</legend>${options}
      </fieldset>
      <button type="submit" name="decision" value="allow">Agree and sign in</button>
      <button type="submit" name="decision" value="deny">Decline</button>
    </form>
  </main>
</body>
</html>`;
}
