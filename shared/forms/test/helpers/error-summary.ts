import { within } from '@testing-library/react';

/** The messages listed in the page's error summary, in order (every long form's page tests read it). */
export function summaryMessages(): string[] {
  const summary = document.querySelector<HTMLElement>('.pt-error-summary');
  if (!summary) throw new Error('no error summary on the page');
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}
