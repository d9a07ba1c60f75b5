import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows } from '../../db/client';
import { boatCalendarImports, boats } from '../../db/schema';
import { syncIcalImport, type TIcalDeps } from '../services/calendar/ical-sync-import';
import type { TJob } from './scheduler';

/** An imported calendar is fetched again this long after its last sync. */
export const calendarSyncMinutes = 60;
/** How many imports one round fetches at most; the next round takes the rest. */
const batch = 20;

/**
 * Fetches every imported iCal feed again once an hour (docs/decisions/0031-ical.md). A round
 * claims the due imports with `FOR UPDATE SKIP LOCKED` and stamps them, so another node (or the
 * next round) skips them; the fetches then run after the claim commits, outside any transaction,
 * each sync in its own. A feed that fails keeps its rows and its error, and is tried next hour.
 */
export function createCalendarSyncJob(deps: TIcalDeps & { log?: FastifyBaseLogger }): TJob {
  return {
    name: 'calendar-sync',
    lockKey: 7_415_131,
    everyMs: 5 * 60_000,
    async run(tx, now) {
      const dueBefore = new Date(now.getTime() - calendarSyncMinutes * 60_000).toISOString();
      const claimed = await queryRows<{ id: string }>(
        tx,
        sql`update ${boatCalendarImports} set last_synced_at = ${now.toISOString()}::timestamptz
            where ${boatCalendarImports.id} in (
              select i.id from ${boatCalendarImports} i
              join ${boats} b on b.id = i.boat_id and b.status <> 'removed'
              where i.last_synced_at is null or i.last_synced_at <= ${dueBefore}::timestamptz
              order by i.last_synced_at nulls first
              limit ${batch}
              for update of i skip locked)
            returning ${boatCalendarImports.id} as id`,
      );
      return {
        count: claimed.length,
        afterCommit: async () => {
          for (const { id } of claimed) {
            try {
              await syncIcalImport(deps, id, now);
            } catch (error) {
              deps.log?.warn({ err: error, importId: id }, 'calendar import could not be synced');
            }
          }
        },
      };
    },
  };
}
