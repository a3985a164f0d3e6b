import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { changeLanguage } from '@portal/i18n/i18n';
import { COUNT_ANNOUNCE_DELAY_MS } from '../src/CharacterCountField';
import {} from '../src/formik';
import { FormikCharacterCountField } from '../src/formik-character-count';

function Statement({ limit = 10, initial = '' }: { limit?: number; initial?: string }) {
  return (
    <Formik initialValues={{ statement: initial }} onSubmit={() => undefined}>
      <FormikCharacterCountField name="statement" label="Personal statement" limit={limit} />
    </Formik>
  );
}

const visibleCount = () => screen.getByTestId('statement-count');
const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe('CharacterCountField', () => {
  afterEach(() => jest.useRealTimers());

  it('counts every character, spaces and line breaks included, live', async () => {
    const user = userEvent.setup();
    render(<Statement />);
    const field = screen.getByLabelText('Personal statement');
    expect(field).toHaveAccessibleDescription('You can enter up to 10 characters');
    expect(visibleCount()).toHaveTextContent('You have 10 characters remaining');
    await user.type(field, 'a b');
    expect(visibleCount()).toHaveTextContent('You have 7 characters remaining');
    // "a b" + line break + "  c " = 8 characters.
    await user.type(field, '{Enter}  c ');
    expect(visibleCount()).toHaveTextContent('You have 2 characters remaining');
    await user.type(field, 'd');
    expect(visibleCount()).toHaveTextContent('You have 1 character remaining');
    await user.type(field, 'e');
    expect(visibleCount()).toHaveTextContent('You have 0 characters remaining');
  });

  it('goes below zero when the answer is too long, and never cuts pasted text', async () => {
    const user = userEvent.setup();
    render(<Statement />);
    const field = screen.getByLabelText('Personal statement');
    await user.click(field);
    await user.paste('This is far too long');
    expect(field).toHaveValue('This is far too long');
    expect(visibleCount()).toHaveTextContent('You have 10 characters too many');
    expect(visibleCount()).toHaveClass('pt-character-count--over');
    await user.type(field, '{Backspace}'.repeat(9));
    expect(visibleCount()).toHaveTextContent('You have 1 character too many');
  });

  it('tells screen readers the count only after a pause in typing', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Statement />);
    await user.type(screen.getByLabelText('Personal statement'), 'abc');
    expect(liveRegion()).toHaveTextContent('');
    act(() => void jest.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1));
    expect(liveRegion()).toHaveTextContent('');
    await user.type(screen.getByLabelText('Personal statement'), 'd');
    act(() => void jest.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS - 1));
    expect(liveRegion()).toHaveTextContent('');
    act(() => void jest.advanceTimersByTime(1));
    expect(liveRegion()).toHaveTextContent('You have 6 characters remaining');
  });

  it('speaks Chinese', async () => {
    await act(() => changeLanguage('zh-Hans'));
    try {
      render(<Statement limit={5} initial="一二三四五六七八九十" />);
      expect(visibleCount()).toHaveTextContent('超出 5 个字符');
      expect(screen.getByLabelText('Personal statement')).toHaveAccessibleDescription('最多可输入 5 个字符');
    } finally {
      await act(() => changeLanguage('en-GB'));
    }
  });
});
