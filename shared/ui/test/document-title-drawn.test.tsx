import { render } from '@testing-library/react';
import { usePageTitle, usePortalTitle } from '../src/document-title';

// Its own file: what it checks happens once per browser page (before any screen has named itself).
function Frame() {
  usePortalTitle();
  return null;
}

function Screen({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

it("keeps the server's drawn title while the shell takes the page over and the remote's screen is still loading", () => {
  document.title = 'Reset your PIN – Undergraduate Applicant Portal';
  const frame = render(<Frame />);
  expect(document.title).toBe('Reset your PIN – Undergraduate Applicant Portal');
  const screen = render(<Screen name="Reset your PIN" />);
  expect(document.title).toBe('Reset your PIN – Undergraduate Applicant Portal');
  // Once screens have named themselves, a frame with none shows the portal's own name.
  screen.unmount();
  expect(document.title).toBe('Undergraduate Applicant Portal');
  frame.unmount();
});
