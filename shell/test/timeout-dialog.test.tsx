/**
 * The idle warning is on every signed-in page the server draws (closed until the last minute). The
 * browser takes that page over seconds after the server drew it: nothing in the dialog may differ
 * then, or React draws the whole shell again and what the applicant typed meanwhile is lost.
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { TimeoutDialog } from '../src/session/TimeoutDialog';

// jsdom has dialogs but cannot show them: opening one only marks it open here.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});

// Each taken-over dialog ticks once a second while mounted: none outlives its test.
const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
});

const DRAWN_AT = Date.parse('2026-11-27T12:00:00.400Z');
const nothing = () => undefined;

function takeOverAfter(milliseconds: number, deadline: number) {
  const clock = jest.spyOn(Date, 'now').mockReturnValue(DRAWN_AT);
  const container = document.createElement('div');
  document.body.append(container);
  const dialog = <TimeoutDialog deadline={deadline} onContinue={nothing} onExpire={nothing} onSignOut={nothing} />;
  container.innerHTML = renderToString(dialog);
  clock.mockReturnValue(DRAWN_AT + milliseconds);
  const mismatches: unknown[] = [];
  act(() => {
    roots.push(hydrateRoot(container, dialog, { onRecoverableError: (error) => mismatches.push(error) }));
  });
  clock.mockRestore();
  return { container, mismatches };
}

describe('the idle warning on a page the server drew', () => {
  it('is taken over without a difference when the clock moved on meanwhile', () => {
    const { mismatches } = takeOverAfter(2_700, DRAWN_AT + 15 * 60_000);
    expect(mismatches).toEqual([]);
  });

  it('counts down from the browser\'s clock once taken over', () => {
    const { container, mismatches } = takeOverAfter(2_700, DRAWN_AT + 45_000);
    expect(mismatches).toEqual([]);
    // 45 s after drawing, 2.7 s of them gone by the take-over.
    expect(container.querySelector('dialog')).toHaveAttribute('open');
    expect(container.querySelector('.pt-countdown')).toHaveTextContent('43 seconds');
  });
});
