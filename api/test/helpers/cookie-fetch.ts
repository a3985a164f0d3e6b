/**
 * A browser's worth of HTTP for tests that cross real servers (the portal and an identity
 * provider): fetch without following redirects, with one cookie jar per site, so each step of a
 * redirect-driven sign-in can be looked at.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]!) < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** A copy, as another tab of the same browser would have had at this moment. */
  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.set(name, value);
    return copy;
  }
}

export interface Step {
  status: number;
  location: string | null;
  body: string;
  url: string;
}

/** One request with the jar's cookies; stores what the server sets. Redirects are returned, not followed. */
export async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Step> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  const location = response.headers.get('location');
  return { status: response.status, location: location === null ? null : new URL(location, url).href, body: await response.text(), url };
}
