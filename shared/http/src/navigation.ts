/**
 * Lets shared code (the HTTP client) move the user without knowing which router is on the page.
 * The shell registers its router's navigate; until then a full page load is used.
 */
type Navigator = (url: string, options?: { replace?: boolean }) => void;

let navigator: Navigator = (url, options) => (options?.replace ? window.location.replace(url) : window.location.assign(url));

export function setNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(url: string, options?: { replace?: boolean }): void {
  navigator(url, options);
}
