/**
 * Lays out an e-mail as plain text and HTML from the same blocks, in the recipient's language.
 * Every interpolated value is escaped in the HTML part; links are shown in full in both parts so they
 * also work where HTML is not rendered.
 */
import type { Language } from '@portal/contracts/languages';
import type { OutgoingMail } from './outbox';

/** A paragraph, a paragraph ending in a link, or a bulleted list. */
export type Block = string | { text: string; link: string } | { list: string[] };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** An e-mail in both parts from its blocks; `closing` (the automated-message notice) ends both. */
export function compose(to: string, language: Language, closing: string, subject: string, blocks: Block[]): OutgoingMail {
  const all: Block[] = [...blocks, closing];
  const text = all
    .map((block) => {
      if (typeof block === 'string') return block;
      if ('link' in block) return `${block.text}\n${block.link}`;
      return block.list.map((item) => `- ${item}`).join('\n');
    })
    .join('\n\n');
  const body = all
    .map((block) => {
      if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
      if ('link' in block) {
        const href = escapeHtml(block.link);
        return `<p>${escapeHtml(block.text)}<br><a href="${href}">${href}</a></p>`;
      }
      return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('\n');
  // lang lets mail clients and screen readers pick the right voice and fonts for Chinese.
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
${body}
</body></html>`;
  return { to, subject, text: `${text}\n`, html };
}

