import { Router } from 'express';
import { z } from 'zod';
import { escapeHtml } from '../../adapters/mail/html';
import type { AppDependencies } from '../app-dependencies';
import { recordId } from '../contract/fields';
import { parseInput } from '../http/input-error';
import { outboxSettled } from '../jobs/outbox-settled';

const idParams = z.object({ id: recordId });
const latestQuery = z.object({ to: z.string().trim().min(1).max(254) });

/** The first URL in a mail's text part: the link the mail is about. */
export const firstLink = (text: string): string | null => /https?:\/\/[^\s<>"]+/.exec(text)?.[0] ?? null;

/** The stored mail HTML gets a document of its own that may run nothing and load nothing from elsewhere. */
const MAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox";

const page = (title: string, body: string) => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left}iframe{width:100%;height:70vh;border:1px solid #ddd}
pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}</style></head><body>${body}</body></html>`;

/**
 * The development-only mailbox: the mails and SMS the outbox worker delivered, readable in a browser. Never mounted
 * in production. The list and the newest-mail answers first wait (at most 5 s) until the outbox has delivered what was queued, so
 * a test or a developer who just signed up reads the mail of that signup.
 */
export function devMailboxRoutes(deps: Pick<AppDependencies, 'mailOutbox' | 'directDebit' | 'outboxQueue'>): Router {
  const router = Router();
  const outbox = deps.mailOutbox;
  const smsOutbox = deps.directDebit.smsOutbox;

  router.get('/', async (_req, res) => {
    await outboxSettled(deps.outboxQueue);
    const [mails, texts] = await Promise.all([outbox.list(200), smsOutbox.list(50)]);
    const smsRows = texts
      .map((sms) => `<tr><td>${escapeHtml(sms.createdAt.toISOString())}</td><td>${escapeHtml(sms.to)}</td><td>${escapeHtml(sms.text)}</td></tr>`)
      .join('');
    const smsSection =
      `<h2>SMS</h2>` +
      (texts.length ? `<table><tr><th>Sent</th><th>To</th><th>Text</th></tr>${smsRows}</table>` : '<p>No SMS yet.</p>');
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.template)}</td>` +
          `<td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    res.type('html').send(
      page('Mailbox', `<h1>Mailbox</h1><p>Mails of this development install, newest first.</p>` +
        (mails.length ? `<table><tr><th>Sent</th><th>To</th><th>Template</th><th>Subject</th></tr>${rows}</table>` : '<p>No mail yet.</p>') +
        smsSection),
    );
  });

  router.get('/latest.json', async (req, res) => {
    const { to } = parseInput(latestQuery, req.query);
    await outboxSettled(deps.outboxQueue);
    const mail = await outbox.latestTo(to);
    if (!mail) {
      res.status(404).json({ error: 'not_found' });
      return;
    }
    res.json({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, link: firstLink(mail.text), headers: mail.headers ?? {} });
  });

  // The newest SMS to a number (E.164): how a development browser or an end-to-end test reads a direct-debit code.
  router.get('/sms/latest.json', async (req, res) => {
    const { to } = parseInput(latestQuery, req.query);
    await outboxSettled(deps.outboxQueue);
    const sms = await smsOutbox.latestTo(to);
    if (!sms) {
      res.status(404).json({ error: 'not_found' });
      return;
    }
    res.json({ to: sms.to, text: sms.text, created_at: sms.createdAt.toISOString() });
  });

  router.get('/:id/html', async (req, res) => {
    const mail = await outbox.find(parseInput(idParams, req.params).id);
    if (!mail) {
      res.status(404).json({ error: 'not_found' });
      return;
    }
    res.set('Content-Security-Policy', MAIL_CSP).type('html').send(mail.html);
  });

  router.get('/:id', async (req, res) => {
    const mail = await outbox.find(parseInput(idParams, req.params).id);
    if (!mail) {
      res.status(404).json({ error: 'not_found' });
      return;
    }
    res.type('html').send(
      page(
        mail.subject,
        `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
          `<p>To: ${escapeHtml(mail.to)} · ${escapeHtml(mail.template)} · ${escapeHtml(mail.createdAt.toISOString())}</p>` +
          // List-Unsubscribe and List-Unsubscribe-Post, as a mail client sees them (decision 0057).
          Object.entries(mail.headers ?? {})
            .map(([name, value]) => `<p><code>${escapeHtml(name)}: ${escapeHtml(value)}</code></p>`)
            .join('') +
          `<iframe sandbox title="HTML part" srcdoc="${escapeHtml(mail.html)}"></iframe><h2>Text</h2><pre>${escapeHtml(mail.text)}</pre>`,
      ),
    );
  });

  return router;
}
