import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../services/mail/create-mailer';
import { createTestApp, type TTestApp } from '../../testing/test-app';

describe('dev mail routes', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const mailer = createMailer({ db: t.db, config: t.app.config, log: t.app.log });
    await mailer.send({
      to: 'ana@example.com',
      locale: 'es',
      template: 'verify-email',
      data: { name: 'Ana', link: 'https://marea.boats/es/verificar?token=uno' },
    });
    await mailer.send({
      to: 'luis@example.com',
      locale: 'en',
      template: 'account-deleted',
      data: { name: '<Luis>' },
    });
  });
  afterAll(() => t.close());

  it('lists the mails as JSON, newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>[]>();
    expect(body.map((m) => m.to)).toEqual(['luis@example.com', 'ana@example.com']);
    expect(body[1]).toMatchObject({
      subject: 'Confirma tu correo en Marea',
      template: 'verify-email',
      locale: 'es',
      status: 'outbox',
      sentAt: null,
    });
    expect(Object.keys(body[1]!).sort()).toEqual(
      [
        'createdAt',
        'html',
        'id',
        'locale',
        'sentAt',
        'status',
        'subject',
        'template',
        'text',
        'to',
      ].sort(),
    );
    expect(new Date(String(body[1]!.createdAt)).toISOString()).toBe(body[1]!.createdAt);
    expect(String(body[1]!.text)).toContain('https://marea.boats/es/verificar?token=uno');
  });

  it('shows a page with every mail and its text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Confirma tu correo en Marea');
    expect(res.body).toContain('Your Marea account has been deleted');
    expect(res.body).toContain('Hi &lt;Luis&gt;,');
    expect(res.body).not.toContain('<script');
  });

  it('serves one mail as HTML, and 404 for an unknown one', async () => {
    const [latest] = (await t.app.inject({ method: 'GET', url: '/api/dev/mail' })).json<
      { id: string; html: string }[]
    >();
    const page = await t.app.inject({ method: 'GET', url: `/dev/mail/${latest!.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toBe(latest!.html);

    const missing = await t.app.inject({ method: 'GET', url: `/dev/mail/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'AA00004', message: { es: expect.any(String) } });
  });

  it('does not exist in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      for (const url of ['/api/dev/mail', '/dev/mail', `/dev/mail/${randomUUID()}`]) {
        const res = await prod.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'AA00004' });
      }
      // nor does the job runner (server/routes/dev/dev-jobs.ts)
      const job = await prod.app.inject({ method: 'POST', url: '/api/dev/jobs/group-deadline' });
      expect(job.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
