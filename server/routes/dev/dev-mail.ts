import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDatabase } from '../../../db/client';
import { mails } from '../../../db/schema';
import { notFound } from '../../errors';
import { escapeHtml } from '../../services/mail/templates/layout';

const ZDevMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  locale: z.enum(['es', 'en']),
  status: z.enum(['outbox', 'sent', 'failed']),
  sentAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
type TDevMail = z.infer<typeof ZDevMail>;

const limit = 50;

async function listMails(db: TDatabase): Promise<TDevMail[]> {
  const rows = await db
    .select()
    .from(mails)
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    template: row.template,
    locale: row.locale,
    status: row.status,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

const styles = `body{margin:0;padding:24px;font:15px/1.5 system-ui,sans-serif;color:#0b2540;background:#f3f6f8}
main{max-width:880px;margin:0 auto}h1{font-size:22px}
article{background:#fff;border-radius:10px;padding:16px 20px;margin:0 0 16px;border-top:3px solid #0b8caa}
h2{font-size:17px;margin:0 0 4px}.meta{color:#5b6b7c;font-size:13px;margin:0 0 8px}
pre{white-space:pre-wrap;background:#f7f9fa;padding:12px;border-radius:6px;font-size:13px;margin:8px 0 0}
a{color:#0b8caa}`;

function renderPage(list: TDevMail[]): string {
  const items = list.map(
    (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)} · ${mail.template} · ${mail.locale} · ${mail.status} · <a href="/dev/mail/${mail.id}">HTML version</a></p>
<pre>${escapeHtml(mail.text)}</pre>
</article>`,
  );
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Marea · dev mail</title><style>${styles}</style></head>
<body><main>
<h1>Outgoing mail (newest ${limit})</h1>
${items.length > 0 ? items.join('\n') : '<p>No mail yet.</p>'}
</main></body>
</html>
`;
}

/**
 * Mail the app has sent, for development and tests: `GET /api/dev/mail` (JSON), `GET /dev/mail`
 * (a page) and `GET /dev/mail/:id` (one mail's HTML). Registered at the root, never in production,
 * where these paths fall through to the 404 like any unknown path.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devTools) return;

  app.get(
    '/api/dev/mail',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest outgoing mails (outside production only)',
        response: { 200: z.array(ZDevMail) },
      },
    },
    async () => listMails(app.db),
  );

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const page = renderPage(await listMails(app.db));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.get(
    '/dev/mail/:id',
    { schema: { hide: true, params: z.object({ id: z.guid() }) } },
    async (request, reply) => {
      const [mail] = await app.db
        .select({ html: mails.html })
        .from(mails)
        .where(eq(mails.id, request.params.id));
      if (!mail) throw notFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(mail.html);
    },
  );
};
