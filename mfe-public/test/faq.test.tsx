import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Faq } from '@portal/contracts/faq';
import { changeLanguage } from '@portal/i18n/i18n';
import { MemoryRouter } from 'react-router-dom';
import { FaqPage } from '../src/faq/FaqPage';
import { searchFaq } from '../src/faq/search';
import mockEnglish from '../../content/faq/en-GB.json';
import mockChinese from '../../content/faq/zh-Hans.json';

const english = mockEnglish as Faq;
const chinese = mockChinese as Faq;

jest.mock('@portal/http/use-api-query', () => ({
  useApiQuery: (path: string) => ({
    status: 'success',
    data: path.includes('zh-Hans') ? mockChinese : mockEnglish,
    reload: () => undefined,
  }),
}));

// jsdom lays nothing out, so it has no scrolling; the browser suite covers the real scroll.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => changeLanguage('en-GB'));

describe('searching the FAQ', () => {
  it('keeps the questions holding every word, in either language', () => {
    const found = searchFaq(english, 'new PIN valid');
    expect(found.topics.flatMap((topic) => topic.questions.map((question) => question.id))).toEqual(['forgot-pin']);
    expect(searchFaq(chinese, '奖学金').topics.map((topic) => topic.id)).toEqual(['scholarships']);
    expect(searchFaq(english, '   ')).toEqual(english);
  });

  it('looks in what the applicant reads: a link by its words, not its address', () => {
    const ids = (faq: Faq) => faq.topics.flatMap((topic) => topic.questions.map((question) => question.id));
    expect(ids(searchFaq(english, 'Continuing Education and Lifelong Learning'))).toEqual(['which-system']);
    expect(ids(searchFaq(english, 'alcnsLogin'))).toEqual([]);
  });
});

describe('the FAQ screen', () => {
  it('lists topics, filters as the applicant types and says how many questions match', async () => {
    render(
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Topics' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search the questions'), 'payment');
    expect(screen.getByText('1 question matches')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'I have paid, but my fee still shows as unpaid.' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'I have forgotten my PIN. What should I do?' })).not.toBeInTheDocument();
  });

  it('gives every answer its own link, and switches to Chinese in place, keeping the search', async () => {
    render(
      <MemoryRouter initialEntries={['/faq#forgot-pin']}>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'I have forgotten my PIN. What should I do?' })).toHaveFocus();
    const answerLink = screen.getAllByRole('link', { name: 'Link to this answer' }).find((link) => link.getAttribute('href') === '#forgot-pin');
    expect(answerLink).toHaveAccessibleDescription('I have forgotten my PIN. What should I do?');
    await userEvent.type(screen.getByLabelText('Search the questions'), 'PIN');
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('heading', { level: 1, name: '常见问题' })).toBeInTheDocument();
    expect(screen.getByLabelText('搜索问题')).toHaveValue('PIN');
    expect(screen.getByRole('heading', { level: 3, name: '我忘记了 PIN 码，该怎么办？' })).toBeInTheDocument();
  });

  it('names a sign-in page by what the applicant sees and links to it, never by its route', async () => {
    render(
      <MemoryRouter initialEntries={['/faq#which-system']}>
        <FaqPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Continuing Education and Lifelong Learning' })).toHaveAttribute('href', '/alcnsLogin');
    expect(screen.getByRole('link', { name: 'SCALE Programme for Working Adults' })).toHaveAttribute('href', '/scaleLogin');
    expect(document.body.textContent).not.toMatch(/alcnsLogin|scaleLogin|\]\(/);
    await act(() => changeLanguage('zh-Hans'));
    expect(await screen.findByRole('link', { name: '继续教育与终身学习' })).toHaveAttribute('href', '/alcnsLogin');
    expect(document.body.textContent).not.toMatch(/alcnsLogin|scaleLogin|\]\(/);
  });
});
