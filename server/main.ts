import path from 'node:path';
import { openDatabase } from '../db/client';
import { prepareData } from '../db/seed';
import { seedDemoBookings } from './demo/demo-bookings';
import { seedDemoGroups } from './demo/demo-groups';
import { seedDemoValuations } from './demo/demo-valuations';
import { createStorage } from './adapters/storage';
import { buildApp } from './app';
import { createBookingLifecycleJob } from './jobs/booking-lifecycle';
import { createGroupDeadlineJob } from './jobs/group-deadline';
import { createChatAlertsJob } from './jobs/chat-alerts';
import { createCalendarSyncJob } from './jobs/calendar-sync';
import { createValuationsJob } from './jobs/valuations';
import { purgeAbandonedUploadsJob, purgeTokensJob } from './jobs/cleanup';
import { createMailDeliveryJob } from './jobs/mail-delivery';
import { startJobs } from './jobs/scheduler';
import { ConfigError, loadConfig, type TConfig } from './config';
import { loadSecrets } from './secrets';

/** Starts Marea: configuration, database and migrations, reference and demo data, then HTTP. */
async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  let config: TConfig;
  try {
    config = loadConfig(dev ? { NODE_ENV: 'development', ...process.env } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = performance.now();
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  const store = createStorage(config);
  const { demoSeeded } = await prepareData(database.db, store, { demo: config.seedDemo });
  const secrets = await loadSecrets(config);
  // the search reads a replica when there is one (README: production deployment)
  const searchDatabase = config.databaseReadUrl
    ? await openDatabase({ url: config.databaseReadUrl, poolSize: config.databasePoolSize })
    : undefined;
  const app = await buildApp({
    config,
    database,
    searchDatabase,
    secrets,
    web: config.serveWeb ? (dev ? 'dev' : 'build') : 'none',
    logger: dev
      ? {
          level: config.logLevel,
          transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
        }
      : { level: config.logLevel },
  });
  if (demoSeeded) {
    const demoDeps = {
      db: database.db,
      payments: app.payments,
      ownerResponseHours: config.ownerResponseHours,
      firstPaymentShare: config.firstPaymentShare,
    };
    const made = await seedDemoBookings(demoDeps, app.log);
    const groups = await seedDemoGroups(demoDeps, app.log);
    const valuations = await seedDemoValuations(demoDeps, app.log);
    app.log.info({ bookings: made, groups, valuations }, 'demo bookings and groups made');
  }
  const stopJobs = startJobs(
    database.db,
    [
      purgeTokensJob,
      purgeAbandonedUploadsJob(store),
      createMailDeliveryJob(app.mailer),
      createBookingLifecycleJob(
        { db: database.db, mailer: app.mailer, publicUrl: config.publicUrl, log: app.log },
        app.chatBus,
      ),
      createGroupDeadlineJob({
        payments: app.payments,
        mail: { db: database.db, mailer: app.mailer, publicUrl: config.publicUrl, log: app.log },
        bus: app.chatBus,
        log: app.log,
      }),
      createChatAlertsJob({
        mailer: app.mailer,
        publicUrl: config.publicUrl,
        log: app.log,
        delayMinutes: config.chatAlertMinutes,
      }),
      createCalendarSyncJob({
        db: database.db,
        publicUrl: config.publicUrl,
        fetch: { allowPrivateHosts: config.icalAllowPrivateHosts },
        log: app.log,
      }),
      createValuationsJob({ mailer: app.mailer, publicUrl: config.publicUrl, log: app.log }),
    ],
    app.log,
  );
  app.addHook('onClose', async () => {
    stopJobs();
    await database.close();
    await searchDatabase?.close();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  if (config.isProduction && config.devTools) {
    app.log.warn(
      'Dev tools (/dev/mail) are on: set SEED_DEMO=false (or DEV_TOOLS=false) in a real production.',
    );
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      database: database.kind,
      demoSeeded,
      startupMs: Math.round(performance.now() - started),
    },
    `Marea is ready at ${config.publicUrl}/es`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
