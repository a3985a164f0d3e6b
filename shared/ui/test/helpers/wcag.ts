/**
 * The axe rules the component tests check: WCAG 2.2 A and AA plus best practices. Contrast is left to the
 * browser tests (e2e), as jsdom computes no styles.
 */
export const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};
