import { expect } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The decoded text/plain part (or the whole decoded body when it is not multipart). */
  text: string;
  raw: string;
}

/** Undoes quoted-printable: soft line breaks ("=" at a line end) and =XX escapes (e.g. =3D for "="). */
export function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitHeaders(entity: string): { headers: string; body: string } {
  const end = entity.search(/\r?\n\r?\n/);
  if (end === -1) return { headers: entity, body: '' };
  return { headers: entity.slice(0, end), body: entity.slice(end).replace(/^\r?\n\r?\n/, '') };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as in a Chinese subject line. */
export function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return decodeEncodedWords(match?.[1]?.trim() ?? '');
}

function decodeBody(headers: string, body: string): string {
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The text/plain part of a raw message (a simple MIME walk: enough for the portal's own e-mails). */
export function plainTextOf(entity: string): string {
  const { headers, body } = splitHeaders(entity);
  const type = header(headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const texts = parts.map((part) => ({ part, type: header(splitHeaders(part.replace(/^\r?\n/, '')).headers, 'Content-Type') }));
    const plain = texts.find((p) => /^text\/plain/i.test(p.type)) ?? texts.find((p) => /^multipart\//i.test(p.type)) ?? texts[0];
    return plain ? plainTextOf(plain.part.replace(/^\r?\n/, '')) : '';
  }
  return decodeBody(headers, body);
}

/**
 * A real SMTP server for one test file, on a free port, keeping every message in memory. The portal's
 * outbox worker sends to it when started with SMTP_URL=catcher.smtpUrl (plain SMTP, no TLS, no auth).
 */
export class MailCatcher {
  readonly messages: CaughtMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const { headers } = splitHeaders(raw);
        this.messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: header(headers, 'Subject'),
          text: plainTextOf(raw),
          raw,
        });
        callback();
      });
    },
  });
  private port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages to an address with a subject, oldest first. */
  find(to: string, subject: string): CaughtMail[] {
    return this.messages.filter((m) => m.to.includes(to.toLowerCase()) && m.subject === subject);
  }

  /**
   * Waits (polling the in-memory list) for the next message to `to` with `subject` after the
   * `seen` ones that were there before the action that sends it.
   */
  async next(to: string, subject: string, seen: number): Promise<CaughtMail> {
    await expect.poll(() => this.find(to, subject).length, { message: `e-mail "${subject}" to ${to}`, timeout: 20_000 }).toBeGreaterThan(seen);
    return this.find(to, subject)[seen]!;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The 6-digit code in a verification e-mail. */
export function codeIn(mail: CaughtMail): string {
  const match = /verification code is (\d{6})/i.exec(mail.text);
  if (!match) throw new Error(`no code in:\n${mail.text}`);
  return match[1]!;
}

/** The first link to a portal path in an e-mail, as path + query (so the test's own origin is used). */
export function linkIn(mail: CaughtMail, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathname.replace(/[/.]/g, '\\$&')}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no ${pathname} link in:\n${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
