import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../../db/client';
import { boats } from '../../../db/schema';
import type { TActor } from '../booking/deps';
import { calendarActor } from './calendar-actor';
import { findCalendarBoat } from './find-calendar-boat';
import { exportUrlOf } from './ical-present';

/** `POST /backoffice/boat/{id}/ical/reset`: a new secret feed URL; the old one answers 404. */
export async function resetIcalToken(
  db: TDbOrTx,
  publicUrl: string,
  user: TActor,
  boatId: string,
): Promise<{ exportUrl: string }> {
  const actor = calendarActor(user);
  await findCalendarBoat(db, actor, boatId);
  const token = randomUUID();
  await db.update(boats).set({ calendarToken: token }).where(eq(boats.id, boatId));
  return { exportUrl: exportUrlOf(publicUrl, token) };
}
