import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBookingLifecycleJob } from '../../jobs/booking-lifecycle';
import { createGroupDeadlineJob } from '../../jobs/group-deadline';
import { runJobOnce, type TJob } from '../../jobs/scheduler';
import { createValuationsJob } from '../../jobs/valuations';

/**
 * Outside production only (DEV_TOOLS, like /dev/mail): runs one round of a time-driven job now, or
 * as if the clock said `at`, so a demo or an end-to-end test can show what happens at a deadline
 * without waiting for it (docs/decisions/0028-groups.md). The job is the one the scheduler runs.
 */
export const devJobRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.devTools) return;
  const mail = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
  const deadlineDeps = { payments: app.payments, mail, bus: app.chatBus, log: app.log };
  const jobs: Record<'group-deadline' | 'booking-lifecycle' | 'valuations', TJob> = {
    'group-deadline': createGroupDeadlineJob(deadlineDeps),
    'booking-lifecycle': createBookingLifecycleJob(mail, app.chatBus),
    valuations: createValuationsJob(mail),
  };

  app.post(
    '/api/dev/jobs/:name',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Runs one round of a scheduled job, optionally at another time (outside production)',
        params: z.object({ name: z.enum(['group-deadline', 'booking-lifecycle', 'valuations']) }),
        body: z
          .object({
            at: z.iso.datetime({ offset: true }).optional(),
            groupId: z.uuid().optional(),
            bookingId: z.uuid().optional(),
          })
          .nullish()
          .describe(
            '`at`: the clock of the round, ISO 8601, now when left out; `groupId`: only that group (group-deadline); `bookingId`: only that booking (booking-lifecycle)',
          ),
        response: { 200: z.object({ count: z.number().int() }) },
      },
    },
    async (request) => {
      const at = request.body?.at ? new Date(request.body.at) : new Date();
      const { groupId, bookingId } = request.body ?? {};
      const job =
        groupId && request.params.name === 'group-deadline'
          ? createGroupDeadlineJob({ ...deadlineDeps, onlyGroupId: groupId })
          : bookingId && request.params.name === 'booking-lifecycle'
            ? createBookingLifecycleJob(mail, app.chatBus, bookingId)
            : jobs[request.params.name];
      return { count: await runJobOnce(app.db, job, at) };
    },
  );
};
