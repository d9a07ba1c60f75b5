import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lang } from './enums';

export const mailStatus = pgEnum('mail_status', ['outbox', 'sent', 'failed']);

/**
 * Every mail the app sends. Without SMTP_URL mails stay here (status `outbox`) and are shown at
 * /dev/mail outside production; with it they are delivered and marked `sent` or `failed`.
 */
export const mails = pgTable(
  'mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    locale: lang('locale').notNull(),
    status: mailStatus('status').notNull().default('outbox'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mails_created_idx').on(t.createdAt)],
);
