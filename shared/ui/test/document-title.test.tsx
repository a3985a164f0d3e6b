import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { changeLanguage } from '@portal/i18n/i18n';
import { usePageTitle, usePortalTitle } from '../src/document-title';
import { ErrorSummary } from '../src/ErrorSummary';

const PORTAL = 'Undergraduate Applicant Portal';

function Screen({ name, partOf }: { name: string; partOf?: string }) {
  usePageTitle(...(partOf ? [name, partOf] : [name]));
  return null;
}

function Frame() {
  usePortalTitle();
  return null;
}

afterEach(() => changeLanguage('en-GB'));

describe('usePageTitle', () => {
  it('titles the tab "<screen> – <portal>", and "<section> – <form> – <portal>" for a part of a form', () => {
    const screen = render(<Screen name="Payment details" />);
    expect(document.title).toBe(`Payment details – ${PORTAL}`);
    screen.rerender(<Screen name="Contact details" partOf="Your application" />);
    expect(document.title).toBe(`Contact details – Your application – ${PORTAL}`);
    screen.unmount();
    expect(document.title).toBe(PORTAL);
  });

  it("names the portal in the page's language, and follows a language switch", async () => {
    render(
      <>
        <Frame />
        <Screen name="Calculator" />
      </>,
    );
    await act(() => changeLanguage('zh-Hans'));
    expect(document.title).toBe('Calculator – 本科申请人门户网站');
  });

  it("gives the remote's screen the tab over the shell's frame, whichever mounts first (separate React roots)", () => {
    // The shell's frame first, then the remote's screen.
    const frame = render(<Frame />);
    const remote = render(<Screen name="Reset your PIN" />);
    expect(document.title).toBe(`Reset your PIN – ${PORTAL}`);
    frame.unmount();
    remote.unmount();

    // The remote's screen first (its root mounted before the shell's effects ran), then the frame.
    const early = render(<Screen name="Reset your PIN" />);
    const late = render(<Frame />);
    expect(document.title).toBe(`Reset your PIN – ${PORTAL}`);
    late.rerender(<Frame />);
    expect(document.title).toBe(`Reset your PIN – ${PORTAL}`);
    early.unmount();
    expect(document.title).toBe(PORTAL);
    late.unmount();
  });

  it('keeps the screen mounted last on top when one mounted earlier is renamed', () => {
    const shell = render(<Screen name="Dashboard" />);
    const remote = render(<Screen name="Payment details" />);
    // The shell's screen re-titles itself (a record loaded, a language switch): it stays underneath.
    shell.rerender(<Screen name="Your dashboard" />);
    expect(document.title).toBe(`Payment details – ${PORTAL}`);
    remote.unmount();
    expect(document.title).toBe(`Your dashboard – ${PORTAL}`);
    shell.unmount();
  });

  it('starts the title with "Error: " while an error summary shows errors (GOV.UK), in the page\'s language', async () => {
    function Form() {
      const [errors, setErrors] = useState([{ message: 'Enter your application number' }]);
      usePageTitle('Reset your PIN');
      return (
        <>
          <ErrorSummary errors={errors} />
          <button type="button" onClick={() => setErrors([])}>
            fix
          </button>
        </>
      );
    }
    const form = render(<Form />);
    expect(document.title).toBe(`Error: Reset your PIN – ${PORTAL}`);
    await act(() => changeLanguage('zh-Hans'));
    expect(document.title).toBe('错误：Reset your PIN – 本科申请人门户网站');
    act(() => form.getByRole('button', { name: 'fix' }).click());
    expect(document.title).toBe('Reset your PIN – 本科申请人门户网站');
    form.unmount();
  });
});
