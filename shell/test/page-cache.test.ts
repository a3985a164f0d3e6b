/**
 * The service worker's copy of a page (shell/src/pwa/page-cache.ts) keeps nothing personal: not the
 * session's answers, and not the screen the server drew from them.
 */
import { PERSONAL_ELEMENT_ID, SERVER_DRAWN_END } from '@portal/contracts/first-screen';
import { withoutPersonalAnswers } from '../src/pwa/page-cache';

const page = (root: string, end = '') =>
  `<html><head><script type="application/json" id="${PERSONAL_ELEMENT_ID}">{"answers":{"/api/auth/session":{"principal":{"name":"TAN MEI LING"}}}}</script></head><body><div id="root">${root}</div>${end}<noscript>JavaScript</noscript></body></html>`;

describe("a page's copy for the next visit", () => {
  it('drops the session and the screen the server drew, and keeps the rest of the page', () => {
    const copy = withoutPersonalAnswers(page('<main><div class="pt-side-nav">Signed in as <strong>TAN MEI LING</strong></div></main>', SERVER_DRAWN_END));
    expect(copy).not.toContain('TAN MEI LING');
    expect(copy).toBe('<html><head></head><body><div id="root"></div><noscript>JavaScript</noscript></body></html>');
  });

  it('keeps a page the browser draws itself as it is, but for the session', () => {
    expect(withoutPersonalAnswers(page(''))).toBe('<html><head></head><body><div id="root"></div><noscript>JavaScript</noscript></body></html>');
  });
});
