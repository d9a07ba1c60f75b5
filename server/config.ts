import { z } from 'zod';
import { defaultPoolSize } from '../db/client';

const port = z.coerce
  .number({ message: 'must be a whole number between 1 and 65535' })
  .int('must be a whole number between 1 and 65535')
  .min(1, 'must be a whole number between 1 and 65535')
  .max(65535, 'must be a whole number between 1 and 65535');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const secret = z.string().min(32, 'must be at least 32 characters long').optional();

export const ZConfig = z
  .object({
    NODE_ENV: z
      .enum(['production', 'development', 'test'], {
        message: 'must be production, development or test',
      })
      .default('production'),
    HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
    PORT: port.default(3000),
    PUBLIC_URL: z
      .url({ message: 'must be an absolute URL such as https://marea.example' })
      .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: z
      .string()
      .regex(
        /^postgres(ql)?:\/\/.+/,
        'must be a PostgreSQL URL: postgres://user:password@host:5432/db',
      )
      .optional(),
    DATABASE_READ_URL: z
      .string()
      .regex(
        /^postgres(ql)?:\/\/.+/,
        'must be a PostgreSQL URL: postgres://user:password@replica:5432/db',
      )
      .optional(),
    DATABASE_POOL_SIZE: z.coerce
      .number({ message: 'must be a whole number from 1 to 200' })
      .int('must be a whole number from 1 to 200')
      .min(1, 'must be a whole number from 1 to 200')
      .max(200, 'must be a whole number from 1 to 200')
      .default(defaultPoolSize()),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be a Redis URL: redis://host:6379')
      .optional(),
    CHAT_CHANNEL: z
      .string()
      .regex(/^[\w:.-]{1,100}$/, 'must be 1 to 100 letters, digits, ":", ".", "_" or "-"')
      .default('marea:chat'),
    CHAT_HEARTBEAT_SECONDS: z.coerce
      .number({ message: 'must be a whole number of seconds from 1 to 300' })
      .int('must be a whole number of seconds from 1 to 300')
      .min(1, 'must be a whole number of seconds from 1 to 300')
      .max(300, 'must be a whole number of seconds from 1 to 300')
      .default(25),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    SEED_DEMO: flag.default(true),
    SERVE_WEB: flag.default(true),
    DEV_TOOLS: flag.optional(),
    PAGE_CACHE_SECONDS: z.coerce
      .number({ message: 'must be a whole number of seconds from 0 to 300' })
      .int('must be a whole number of seconds from 0 to 300')
      .min(0, 'must be a whole number of seconds from 0 to 300')
      .max(300, 'must be a whole number of seconds from 0 to 300')
      .default(10),
    TRUST_PROXY: flag.default(false),
    OWNER_RESPONSE_HOURS: z.coerce
      .number({ message: 'must be a whole number of hours from 1 to 168' })
      .int('must be a whole number of hours from 1 to 168')
      .min(1, 'must be a whole number of hours from 1 to 168')
      .max(168, 'must be a whole number of hours from 1 to 168')
      .default(24),
    CHAT_ALERT_MINUTES: z.coerce
      .number({ message: 'must be a whole number of minutes from 1 to 1440' })
      .int('must be a whole number of minutes from 1 to 1440')
      .min(1, 'must be a whole number of minutes from 1 to 1440')
      .max(1440, 'must be a whole number of minutes from 1 to 1440')
      .default(10),
    RATE_LIMIT_FACTOR: z.coerce
      .number({ message: 'must be a whole number from 1 to 1000' })
      .int('must be a whole number from 1 to 1000')
      .min(1, 'must be a whole number from 1 to 1000')
      .max(1000, 'must be a whole number from 1 to 1000')
      .default(1),
    FIRST_PAYMENT_SHARE: z.coerce
      .number({ message: 'must be a whole percent from 1 to 100' })
      .int('must be a whole percent from 1 to 100')
      .min(1, 'must be a whole percent from 1 to 100')
      .max(100, 'must be a whole percent from 1 to 100')
      .default(30),
    ICAL_ALLOW_PRIVATE_HOSTS: flag.default(false),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an SMTP URL: smtp://user:password@host:587')
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3, 'must be an address such as "Marea <hola@marea.boats>"')
      .default('Marea <hola@marea.boats>'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z
      .url({ message: 'must be an https URL of a JSON Web Key Set' })
      .default('https://www.googleapis.com/oauth2/v3/certs'),
    FACEBOOK_APP_ID: z.string().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    FACEBOOK_GRAPH_URL: z
      .url({ message: 'must be the base URL of the Graph API' })
      .default('https://graph.facebook.com/v21.0'),
    S3_BUCKET: z.string().min(3, 'must be a bucket name').optional(),
    S3_REGION: z.string().min(1).default('eu-west-1'),
    S3_ENDPOINT: z.url({ message: 'must be the URL of an S3-compatible service' }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    S3_PREFIX: z.string().default(''),
    JWT_SECRET: secret,
    COOKIE_SECRET: secret,
    ASSET_URL_SECRET: secret,
    PAYMENTS_PROVIDER: z
      .enum(['sandbox', 'stripe'], { message: 'must be sandbox or stripe' })
      .default('sandbox'),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    if (env.DATABASE_READ_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_READ_URL'],
        message: 'needs DATABASE_URL (a replica of that PostgreSQL)',
      });
    if (env.PAYMENTS_PROVIDER !== 'stripe') return;
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!env[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required with PAYMENTS_PROVIDER=stripe',
        });
    }
  })
  .transform((env) => ({
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    /** a read replica for the boat search (its pages and `GET /api/boat`); writes never go there */
    databaseReadUrl: env.DATABASE_READ_URL,
    redisUrl: env.REDIS_URL,
    /** the Redis channel of the messaging events (docs/decisions/0025-messaging-realtime.md) */
    chatChannel: env.CHAT_CHANNEL,
    /** a comment on every open event stream this often keeps proxies from closing it */
    chatHeartbeatSeconds: env.CHAT_HEARTBEAT_SECONDS,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO,
    /** false: the API only, no web app (and no build needed): API nodes, the multi-node test */
    serveWeb: env.SERVE_WEB,
    /** /dev/mail and GET /api/dev/mail: outside production, and on the demo (`npm start`) */
    devTools: env.DEV_TOOLS ?? (env.NODE_ENV !== 'production' || env.SEED_DEMO),
    trustProxy: env.TRUST_PROXY,
    /** anonymous visitors' server-rendered pages are kept this long (0: never; docs/decisions/0039) */
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    ownerResponseHours: env.OWNER_RESPONSE_HOURS,
    /** PRODUCT.md §5: an unread message is mailed about after this many minutes */
    chatAlertMinutes: env.CHAT_ALERT_MINUTES,
    /** percent of a booking's total charged when the owner accepts; the rest at check-in */
    firstPaymentShare: env.FIRST_PAYMENT_SHARE,
    /** imported iCal feeds may live on loopback/private addresses (tests, local feeds only) */
    icalAllowPrivateHosts: env.ICAL_ALLOW_PRIVATE_HOSTS,
    /** multiplies the login, recovery and sign-up limits: the browser journeys log in often */
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          prefix: env.S3_PREFIX,
        }
      : undefined,
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    facebook: {
      appId: env.FACEBOOK_APP_ID,
      appSecret: env.FACEBOOK_APP_SECRET,
      graphUrl: env.FACEBOOK_GRAPH_URL,
    },
    /** docs/decisions/0018-payments.md: the in-process sandbox, or Stripe */
    payments:
      env.PAYMENTS_PROVIDER === 'stripe'
        ? {
            provider: 'stripe' as const,
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
          }
        : { provider: 'sandbox' as const },
    secretOverrides: {
      jwt: env.JWT_SECRET,
      cookie: env.COOKIE_SECRET,
      assetUrl: env.ASSET_URL_SECRET,
    },
  }));

export type TConfig = z.output<typeof ZConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from the environment. Empty strings count as unset, so a blank line in
 * `.env` does not override a default. Throws a ConfigError naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = ZConfig.safeParse(input);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'configuration');
    const got = name in input ? ` (got ${JSON.stringify(input[name])})` : '';
    return `  ${name}: ${issue.message}${got}`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}
