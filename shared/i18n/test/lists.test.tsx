/** The list, label and address words a component gets follow the page's language and its switches. */
import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '../src/i18n';
import { useListWords } from '../src/lists';

function Facts() {
  const lists = useListWords();
  return <p>{lists.labelled('Types', lists.list(['A', 'B']))}</p>;
}

afterEach(() => changeLanguage('en-GB'));

it('re-words a list and a label when the page switches language', async () => {
  render(<Facts />);
  expect(screen.getByText('Types: A, B')).toBeInTheDocument();
  await act(() => changeLanguage('zh-Hans'));
  expect(screen.getByText('Types：A、B')).toBeInTheDocument();
});
