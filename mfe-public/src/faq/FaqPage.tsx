import { useEffect, useState } from 'react';
import { answerParts, type Faq } from '@portal/contracts/faq';
import { useApiQuery } from '@portal/http/use-api-query';
import { useLanguage } from '@portal/i18n/namespace';
import { Link, useLocation } from '@portal/router';
import { QueryResult } from '@portal/ui/QueryResult';
import { TextField } from '@portal/ui/TextField';
import { ScreenTitle } from '../shared/ScreenTitle';
import { faqText } from './faq-text';
import { questionCount, searchFaq } from './search';

/**
 * Scrolls to (and focuses) the topic or answer a link points at (#<id>) once the answers are on the
 * page: the browser cannot do it itself, because they arrive after the page has loaded.
 */
function useScrollToAnswer() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
    target?.focus({ preventScroll: true });
  }, [hash]);
}

function FaqAnswers({ faq }: { faq: Faq }) {
  const text = faqText.useText();
  const [query, setQuery] = useState('');
  const shown = searchFaq(faq, query);
  const count = questionCount(shown);
  useScrollToAnswer();

  return (
    <>
      <div role="search">
        <TextField id="faq-search" type="search" label={text('search.label')} hint={text('search.hint')} value={query} onChange={(event) => setQuery(event.target.value)} width="two-thirds" />
      </div>
      <p className="pt-body" aria-live="polite">
        {query.trim() === '' ? null : count === 0 ? text('search.none', { query }) : count === 1 ? text('search.oneMatch') : text('search.matches', { count })}
      </p>
      {query.trim() === '' && (
        <nav aria-labelledby="faq-topics">
          <h2 className="pt-heading-s" id="faq-topics">
            {text('topics')}
          </h2>
          <ul className="pt-list">
            {faq.topics.map((topic) => (
              <li key={topic.id}>
                <a className="pt-link" href={`#${topic.id}`}>
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {shown.topics.map((topic) => (
        <section key={topic.id} aria-labelledby={topic.id}>
          <h2 className="pt-heading-m" id={topic.id} tabIndex={-1}>
            {topic.title}
          </h2>
          {topic.questions.map((question) => (
            <article key={question.id} aria-labelledby={question.id}>
              <h3 className="pt-heading-s" id={question.id} tabIndex={-1}>
                {question.question}
              </h3>
              {question.answer.map((paragraph, index) => (
                <p className="pt-body" key={index}>
                  {answerParts(paragraph).map((part, at) =>
                    part.to ? (
                      <Link key={at} to={part.to} className="pt-link">
                        {part.text}
                      </Link>
                    ) : (
                      part.text
                    ),
                  )}
                </p>
              ))}
              <p className="pt-body-s">
                <a className="pt-link" href={`#${question.id}`} aria-describedby={question.id}>
                  {text('linkToAnswer')}
                </a>
              </p>
            </article>
          ))}
        </section>
      ))}
    </>
  );
}

/** The spec's FAQ screen: the office's questions and answers in the chosen language, searchable, each answer linkable. */
export function FaqPage() {
  const text = faqText.useText();
  const language = useLanguage();
  const query = useApiQuery<Faq>(`/content/faq?lang=${encodeURIComponent(language)}`);

  return (
    <>
      <ScreenTitle title={text('title')} caption={text('caption')} />
      <p className="pt-body-l">{text('intro')}</p>
      <QueryResult query={query} what={text('loading')}>
        {(faq) => <FaqAnswers faq={faq} />}
      </QueryResult>
    </>
  );
}
