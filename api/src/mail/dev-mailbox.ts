/**
 * Development mailbox: every message the portal sent or would have sent, newest first. Only
 * registered when NODE_ENV is not production (it shows one-time codes and reset links, each until it
 * expires; then only a notice is left of the message).
 */
import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './compose';
import { listOutbox, type OutboxEntry } from './outbox';


function renderMailbox(messages: OutboxEntry[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(m.to)} · <strong>Status:</strong> ${escapeHtml(m.status)} · <time datetime="${m.createdAt}">${escapeHtml(m.createdAt)}</time></p>
  <pre>${escapeHtml(m.text)}</pre>
</article>`,
    )
    .join('\n');
  // Only the text part is shown: rendering stored HTML here would be an injection risk.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Development mailbox</h1>
${messages.length ? items : '<p>No messages yet.</p>'}
</body></html>`;
}

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    to: { type: 'string' },
    subject: { type: 'string' },
    text: { type: 'string' },
    html: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['PENDING', 'SENT', 'KEPT_IN_OUTBOX', 'EXPIRED'] },
    attempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
  },
};

export default async function devMailboxRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox (HTML, newest first); not available in production',
        produces: ['text/html'],
        response: { 200: { description: 'The mailbox page (text/html): each message’s subject, recipient, status, time and text', type: 'string' } },
      },
    },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderMailbox(await listOutbox(app.db))),
  );

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['development'],
        summary: 'Development mailbox as JSON (newest first); not available in production',
        response: { 200: { type: 'array', items: entrySchema } },
      },
    },
    async () => listOutbox(app.db),
  );
}
