/** Leaves the single-page app: the browser loads the URL afresh (its own module, so tests can stand in for it). */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}
