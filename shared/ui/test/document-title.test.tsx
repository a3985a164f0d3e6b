import { render } from '@testing-library/react';
import { setPortalTitle, useDocumentTitle } from '../src/document-title';

function Screen({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

describe('the browser tab title', () => {
  it('shows the screen title over the portal title, whatever order they are set in, and hands it back', () => {
    const screen = render(<Screen title="Reset your PIN – Applicant Portal" />);
    // The shell's effect may run after the remote's (separate React roots): the screen keeps the tab.
    setPortalTitle('Applicant Portal');
    expect(document.title).toBe('Reset your PIN – Applicant Portal');
    screen.rerender(<Screen title="重设 PIN 码 – 申请门户" />);
    expect(document.title).toBe('重设 PIN 码 – 申请门户');
    setPortalTitle('申请门户');
    screen.unmount();
    expect(document.title).toBe('申请门户');
  });
});
