import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { mails } from '../../db/schema';

/** The newest mail sent to an address, and the token of the link it carries. */
export async function lastMailTo(
  db: TDatabase,
  to: string,
): Promise<{ subject: string; text: string; token: string | null } | undefined> {
  const [mail] = await db
    .select()
    .from(mails)
    .where(eq(mails.to, to))
    .orderBy(desc(mails.createdAt))
    .limit(1);
  if (!mail) return undefined;
  return {
    subject: mail.subject,
    text: mail.text,
    token: /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? null,
  };
}

/** The subjects of every mail sent to an address, oldest first. */
export async function mailSubjectsTo(db: TDatabase, to: string): Promise<string[]> {
  const rows = await db
    .select({ subject: mails.subject })
    .from(mails)
    .where(eq(mails.to, to))
    .orderBy(mails.createdAt);
  return rows.map((row) => row.subject);
}
