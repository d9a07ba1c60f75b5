import type { TDatabase } from '../../../db/client';
import type { TMailer } from '../mail/types';

/** What the boat writing and review services need from the app. */
export type TBoatWriteDeps = {
  db: TDatabase;
  mailer: TMailer;
  /** the site's origin, for links in mails */
  publicUrl: string;
};

/** Who is acting, as the id token says; admin rights are checked again in the database. */
export type TActor = { id: string };
