import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { TDatabaseHandle } from '../db/client';
import { createChatBus } from './adapters/chat-bus';
import { createPaymentProvider } from './adapters/payments';
import { createStorage } from './adapters/storage';
import type { TConfig } from './config';
import { notFound } from './errors';
import { registerSyncCompression, streamedBrotliOptions } from './plugins/compress-sync';
import { registerErrorHandler, sendFrameworkError } from './plugins/errors';
import { responseSerializer } from './plugins/response-serializer';
import { serializeRequest } from './plugins/log-redaction';
import { generateRequestId, registerRequestId } from './plugins/request-id';
import { registerSecurity } from './plugins/security';
import { registerTextInputGuard } from './plugins/text-input';
import { registerWeb, type TWebMode } from './plugins/web';
import { registerAuth } from './plugins/auth';
import { registerRouteTable } from './plugins/route-table';
import { devJobRoutes } from './routes/dev/dev-jobs';
import { devMailRoutes } from './routes/dev/dev-mail';
import { registerApiRoutes } from './routes';
import { mediaRoutes } from './routes/media/media';
import { seoRoutes } from './routes/seo/seo';
import type { TSecrets } from './secrets';
import { createFacebookVerifier } from './services/auth/verify-facebook-token';
import { createGoogleVerifier } from './services/auth/verify-google-token';
import { createMailer } from './services/mail/create-mailer';
import { createMediaRenderer } from './services/media/render-variant';
import { createRateLimiter } from './services/rate-limit';
import './types';
import { createWebContextFactory } from './web-context';

export type TAppOptions = {
  config: TConfig;
  database: TDatabaseHandle;
  /** a read replica for the boat search; the primary when absent */
  searchDatabase?: TDatabaseHandle;
  secrets: TSecrets;
  /** how the web app is served; `none` for API-only tests */
  web: TWebMode | 'none';
  /** pino options (level, transport); the request serializer is always the redacting one */
  logger?: Exclude<FastifyServerOptions['logger'], boolean | undefined>;
};

/** Builds the whole app: the API under /api, media, SEO files, and the SSR web app. */
export async function buildApp(options: TAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: {
      ...(options.logger ?? { level: config.logLevel }),
      serializers: { req: serializeRequest },
    },
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer);
  registerRouteTable(app);

  app.decorate('config', config);
  app.decorate('secrets', options.secrets);
  app.decorate('database', options.database);
  app.decorate('db', options.database.db);
  app.decorate('searchDb', (options.searchDatabase ?? options.database).db);
  app.decorate('storage', createStorage(config));
  app.decorate('payments', createPaymentProvider(config, app.db));
  const chatBus = await createChatBus({
    redisUrl: config.redisUrl,
    channel: config.chatChannel,
    onError: (error) => app.log.error({ err: error }, 'chat bus failed'),
  });
  app.decorate('chatBus', chatBus);
  app.addHook('onClose', () => chatBus.close());

  registerErrorHandler(app);
  registerTextInputGuard(app);
  registerRequestId(app);
  registerSecurity(app, {
    dev: options.web === 'dev',
    social: {
      google: Boolean(config.google.clientId),
      facebook: Boolean(config.facebook.appId && config.facebook.appSecret),
    },
  });
  // whole bodies are compressed synchronously first; the plugin compresses the streamed ones
  registerSyncCompression(app, { threshold: 1024 });
  await app.register(compress, { threshold: 1024, brotliOptions: streamedBrotliOptions });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Marea API',
        version: '1.0.0',
        description: 'Boat rental and boat sharing marketplace',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.decorate('mailer', createMailer({ db: app.db, config, log: app.log }));
  app.decorate(
    'rateLimiter',
    createRateLimiter({ redisUrl: config.redisUrl, factor: config.rateLimitFactor }),
  );
  app.decorate('socialVerifiers', {
    google: createGoogleVerifier(config.google),
    facebook: createFacebookVerifier(config.facebook),
  });
  app.addHook('onClose', async () => {
    await app.mailer.idle();
    await app.rateLimiter.close();
  });
  await registerAuth(app);

  await app.register(
    async (api) => {
      await registerApiRoutes(api);
      api.all('/*', { schema: { hide: true } }, async () => {
        throw notFound();
      });
    },
    { prefix: '/api' },
  );

  const storage = app.storage;
  const renderer = createMediaRenderer(
    app.db,
    storage,
    path.join(config.dataDir, 'cache', 'media'),
  );
  await app.register(mediaRoutes(renderer));
  await app.register(seoRoutes);
  await app.register(devMailRoutes);
  await app.register(devJobRoutes);

  if (options.web === 'none') {
    app.setNotFoundHandler(async () => {
      throw notFound();
    });
  } else {
    await registerWeb(app, { mode: options.web, context: createWebContextFactory(app) });
  }
  return app;
}
