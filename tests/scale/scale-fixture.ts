import { eq } from 'drizzle-orm';
import { openDatabase, type TDatabase, type TDatabaseHandle } from '../../db/client';
import { createUser, type TBoatOverrides, type TUser } from '../../db/factories';
import { harbours, plans } from '../../db/schema';
import { prepareData } from '../../db/seed';
import { createLoadBalancer, type TLoadBalancer } from '../../scripts/load-balancer.mjs';
import { createSandboxProvider } from '../../server/adapters/payments/sandbox';
import { sessionToken } from '../../server/testing/session';
import {
  createScratchDatabase,
  freePorts,
  startAppNode,
  type TAppNode,
} from '../../server/testing/app-node';
import { saveTestCard } from '../../server/testing/billing';
import { createTestBoat } from '../../server/testing/booking';

/**
 * Real app processes (`server/main.ts`) on a PostgreSQL database of their own and one Redis
 * channel, optionally behind the load balancer of `npm run start:cluster`; the test process reads
 * and prepares the same database directly. Always PostgreSQL and Redis, never PGlite: a race on
 * one process's embedded database proves nothing.
 */
export type TCluster = {
  db: TDatabase;
  /** the app nodes; `restart(i)` replaces a node on its port */
  nodes: TAppNode[];
  /** the balancer's origin (the first node's when started without one) */
  base: string;
  balancer?: TLoadBalancer;
  restart: (index: number) => Promise<void>;
  /** a user (a client unless `role` says otherwise) with a sandbox card and a bearer token */
  person: (options?: {
    role?: 'client' | 'shipowner';
    card?: string;
  }) => Promise<{ id: string; token: string }>;
  /** a published boat of a new owner, offering the first group plan; its owner's token */
  boat: (overrides?: Partial<TBoatOverrides>) => Promise<{
    boatId: string;
    ownerToken: string;
    harbourSlug: string;
    planSlug: string;
  }>;
  close: () => Promise<void>;
};

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function startCluster(
  prefix: 'cluster' | 'crash',
  options: { nodes?: number; balancer?: boolean } = {},
): Promise<TCluster> {
  const count = options.nodes ?? 2;
  const scratch = await createScratchDatabase(prefix);
  let database: TDatabaseHandle | undefined;
  const nodes: TAppNode[] = [];
  let balancer: TLoadBalancer | undefined;
  const close = async () => {
    await balancer?.close();
    await Promise.allSettled(nodes.map((node) => node.stop()));
    await database?.close();
    await scratch.drop();
  };
  try {
    database = await openDatabase({ url: scratch.url, poolSize: 8 });
    await database.migrate();
    // prepared once here: nodes starting together on an empty database would all insert it
    await prepareData(database.db, { put: async () => {} }, { demo: false });
    const ports = await freePorts(count + (options.balancer ? 1 : 0));
    const env = {
      ...scratch.nodeEnv,
      NODE_ENV: 'test',
      DATABASE_POOL_SIZE: '6',
      REDIS_URL: redisUrl,
      TRUST_PROXY: 'true',
    };
    const started = await Promise.allSettled(
      ports.slice(0, count).map((port) => startAppNode(port, env)),
    );
    for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    if (options.balancer) {
      balancer = createLoadBalancer({ targets: nodes.map((n) => n.base), healthIntervalMs: 250 });
      await balancer.listen(ports[count]!);
    }
    const db = database.db;
    const payments = createSandboxProvider(db);
    const tokenOf = (user: TUser) =>
      sessionToken(db, scratch.secret, { id: user.id, role: user.role });
    return {
      db,
      nodes,
      balancer,
      base: balancer ? `http://127.0.0.1:${ports[count]}` : nodes[0]!.base,
      async restart(index) {
        const port = Number(new URL(nodes[index]!.base).port);
        await nodes[index]!.stop();
        nodes[index] = await startAppNode(port, env);
      },
      async person({ role = 'client', card = '4242424242424242' } = {}) {
        const user = await createUser(db, { role });
        await saveTestCard({ db, payments }, user.id, card);
        return { id: user.id, token: await tokenOf(user) };
      },
      async boat(overrides = {}) {
        const [plan] = await db.select({ id: plans.id, slug: plans.slug }).from(plans).limit(1);
        const { owner, boat } = await createTestBoat(db, { planIds: [plan!.id], ...overrides });
        const [harbour] = await db
          .select({ slug: harbours.slug })
          .from(harbours)
          .where(eq(harbours.id, boat.harbourId));
        return {
          boatId: boat.id,
          ownerToken: await tokenOf(owner),
          harbourSlug: harbour!.slug,
          planSlug: plan!.slug,
        };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
