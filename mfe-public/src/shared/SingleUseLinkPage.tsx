/**
 * The frame of a page opened from a single-use e-mailed link without signing in: the referee's
 * /referee, the scholarship surety's /surety, the loan guarantor's /guarantor, and an e-mail login
 * account's forgotten password, /password/reset (the third parties' API side is
 * api/src/third-party). The frame owns the token from the query, the open call (the token in the
 * body, never in a path that gets logged), a clear panel for each way a link can fail (unknown or
 * replaced, expired, already used — as far as the kind tells them apart), a retry when the API could
 * not be reached, and the thank-you panel once confirmed. A kind supplies where its link goes, its
 * words and its confirmation form.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { FormikHelpers } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import { http } from '@portal/http/client';
import { apiErrorsOf } from '@portal/http/errors';
import { apiErrorRef, messageText, useMessageText } from '@portal/i18n/messages';
import { useSearchParams } from '@portal/router';
import { ErrorPanel } from '@portal/ui/ErrorPanel';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { clearNotifications, reportErrors } from '@portal/ui/report-errors';
import { publicText } from '../public-text';
import { ResultPanel } from './ResultPanel';
import { ScreenTitle } from './ScreenTitle';

type LinkFailure = 'invalid' | 'expired' | 'used';

/** A kind of e-mailed link: where its token is, the API's two routes, and the codes its failures answer. */
export interface LinkPageKind {
  /** The query parameter holding the token ('id' in a referee's link, 'token' in the others). */
  tokenParam: 'token' | 'id';
  openPath: string;
  confirmPath: string;
  /** A kind that does not tell an expired or used link from an unknown one has only `invalid`. */
  codes: { invalid: string; expired?: string; used?: string };
}

/** The words a kind gives the frame; the failure panels' titles are the frame's own. */
export const LINK_PAGE_WORDS = ['title', 'caption', 'opening', 'openFailed', 'confirmedTitle', 'confirmedBody'] as const;
export type LinkPageWords = Record<(typeof LINK_PAGE_WORDS)[number], string>;

/** The frame's words from a kind's text function (`opening` names what is opened, for the spinner: "the undertaking"). */
export const linkPageWords = (text: (word: (typeof LINK_PAGE_WORDS)[number]) => string) =>
  Object.fromEntries(LINK_PAGE_WORDS.map((word) => [word, text(word)])) as LinkPageWords;

/** Sends the confirmation with the link's token; field errors go to the form, link failures to their panel. */
export type ConfirmLink = <V extends object>(values: V, helpers: FormikHelpers<V>, fields: readonly string[]) => Promise<void>;

type Stage<T> = { kind: 'opening' } | { kind: LinkFailure } | { kind: 'failed'; errors: ApiError[] } | { kind: 'form'; data: T } | { kind: 'confirmed'; data: T };

/**
 * `afterConfirmed` follows the thank-you panel (e.g. the way on to sign in), from what the link opened;
 * `afterFailure` follows a failed link's panel (e.g. where to ask for a new link).
 */
export function SingleUseLinkPage<T>({
  kind,
  words,
  children,
  afterConfirmed,
  afterFailure,
}: {
  kind: LinkPageKind;
  words: LinkPageWords;
  children: (data: T, confirm: ConfirmLink) => ReactNode;
  afterConfirmed?: (data: T) => ReactNode;
  afterFailure?: ReactNode;
}) {
  const text = publicText.useText();
  const [params] = useSearchParams();
  const token = params.get(kind.tokenParam) ?? '';
  const [stage, setStage] = useState<Stage<T>>(token ? { kind: 'opening' } : { kind: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const message = useMessageText();
  const { codes, openPath, confirmPath } = kind;

  /** The link's own answers as a stage; anything else is not about the link. */
  const linkFailure = (error: unknown): LinkFailure | null => {
    const found = apiErrorsOf(error).map((apiError) => apiError.code);
    if (found.includes(codes.invalid)) return 'invalid';
    if (codes.expired && found.includes(codes.expired)) return 'expired';
    if (codes.used && found.includes(codes.used)) return 'used';
    return null;
  };

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    http.post<T>(openPath, { token }).then(
      (response) => !cancelled && setStage({ kind: 'form', data: response.data }),
      (error: unknown) => {
        if (cancelled) return;
        const failure = linkFailure(error);
        setStage(failure ? { kind: failure } : { kind: 'failed', errors: apiErrorsOf(error) });
      },
    );
    return () => {
      cancelled = true;
    };
    // linkFailure only reads the kind's fixed codes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, attempt, openPath]);

  const confirm: ConfirmLink = async (values, helpers, fields) => {
    clearNotifications();
    try {
      await http.post(confirmPath, { ...values, token });
      setStage((current) => (current.kind === 'form' ? { kind: 'confirmed', data: current.data } : current));
    } catch (error) {
      const failure = linkFailure(error);
      if (failure) setStage({ kind: failure });
      else reportErrors(error, helpers, [...fields]);
    }
  };

  return (
    <>
      <ScreenTitle title={words.title} caption={words.caption} />
      {stage.kind === 'opening' && <LoadingSpinner label={words.opening} />}
      {stage.kind === 'invalid' && <ResultPanel title={text('linkPage.invalidTitle')}>{messageText(codes.invalid)}</ResultPanel>}
      {stage.kind === 'expired' && codes.expired && <ResultPanel title={text('linkPage.expiredTitle')}>{messageText(codes.expired)}</ResultPanel>}
      {stage.kind === 'used' && codes.used && <ResultPanel title={text('linkPage.usedTitle')}>{messageText(codes.used)}</ResultPanel>}
      {stage.kind === 'failed' && (
        <ErrorPanel
          title={words.openFailed}
          onRetry={() => {
            setStage({ kind: 'opening' });
            setAttempt((n) => n + 1);
          }}
        >
          {stage.errors.map((error) => message(apiErrorRef(error))).join(' ')}
        </ErrorPanel>
      )}
      {(stage.kind === 'invalid' || stage.kind === 'expired' || stage.kind === 'used') && afterFailure}
      {stage.kind === 'confirmed' && (
        <>
          <ResultPanel title={words.confirmedTitle}>{words.confirmedBody}</ResultPanel>
          {afterConfirmed?.(stage.data)}
        </>
      )}
      {stage.kind === 'form' && children(stage.data, confirm)}
    </>
  );
}
