import cookie from '@fastify/cookie';
import helmet from 'helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { alertsModule } from './modules/alerts/index.js';
import { achievementsModule } from './modules/achievements/index.js';
import { authModule } from './modules/auth/index.js';
import type { SmsSender } from './modules/auth/sms.js';
import { feedbackModule } from './modules/feedback/index.js';
import { filesModule } from './modules/files/index.js';
import { healthModule } from './modules/health/index.js';
import { helpModule } from './modules/help/index.js';
import { lanesModule } from './modules/lanes/index.js';
import { ledgerModule } from './modules/ledger/index.js';
import { membershipModule } from './modules/membership/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { opsModule } from './modules/ops/index.js';
import { paperworkModule } from './modules/paperwork/index.js';
import { profilesModule } from './modules/profiles/index.js';
import { referenceModule } from './modules/reference/index.js';
import { trackingModule } from './modules/tracking/index.js';
import { busPlugin } from './plugins/app/bus.js';
import { trustModule } from './modules/trust/index.js';
import { tradeModule } from './modules/trade/index.js';
import { errorsPlugin } from './plugins/app/errors.js';
import { eventsPlugin } from './plugins/app/events.js';
import { lifecyclePlugin } from './plugins/app/lifecycle.js';
import { originCheckPlugin } from './plugins/app/origin-check.js';
import { dbPlugin, openDatabase } from './plugins/external/db.js';
import { rateLimitPlugin } from './plugins/external/rate-limit.js';
import { swaggerPlugin } from './plugins/external/swagger.js';
import { PRERENDERED_PAGE_CSP, webPlugin } from './plugins/external/web.js';
import { shareModule } from './modules/share/index.js';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database owned by the caller (tests); otherwise opened from config. */
  database?: Database;
  sms?: SmsSender;
  clock?: Clock;
  /** Hosts a push endpoint may name although private: a test's own push service (never a setting). */
  pushTestHosts?: readonly string[];
  /** Log to stdout as JSON (server) or not at all (tests). */
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it back); needs `logger` not false. */
  loggerStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    apiRoutes: readonly { method: string; url: string }[];
  }
}

/** The one way to build the server: used by server.ts, the tests and the scripts. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  // Opened (and migrated) before the app: a first start builds the whole database, which
  // must not count against Fastify's plugin time-out.
  const database = options.database ?? (await openDatabase(config));
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Codes, tokens and mobiles never reach the log (requests are logged without bodies).
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // Requests are logged without their query string: searches and profile links carry
            // mobiles and names there.
            serializers: {
              req: (request: {
                method: string;
                url: string;
                ip?: string;
                socket?: { remoteAddress?: string };
              }) => ({
                method: request.method,
                url: request.url.split('?')[0],
                remoteAddress: request.ip ?? request.socket?.remoteAddress,
              }),
            },
            ...(options.loggerStream ? { stream: options.loggerStream } : {}),
          },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // A hop count believes that many addresses from the right of X-Forwarded-For (Fastify
    // itself ignores a bare number); a list believes the proxies it names (config.ts).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  try {
    // Every API route, as registered: the authorization matrix test enumerates these.
    const apiRoutes: { method: string; url: string }[] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
      for (const method of [route.method].flat())
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url });
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('config', config);
    app.decorate('clock', options.clock ?? systemClock);

    // External plugins.
    await app.register(cookie, { secret: config.secrets.auth });
    // Security headers on every answer. Helmet's middleware is built once here: the Fastify
    // plugin built it again for every request (its option checks were 3% of a marketplace
    // call's CPU, docs/performance.md).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The prerendered pages' one inline script, by hash (plugins/external/web.ts).
          scriptSrc: ["'self'", PRERENDERED_PAGE_CSP],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // The app may be served over plain HTTP on a LAN in development.
      strictTransportSecurity: config.env === 'production',
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
    await app.register(dbPlugin, { database, owned: !options.database });
    // Request limits in a store every process shares (Redis, else PostgreSQL; memory on PGlite).
    await app.register(rateLimitPlugin);
    await app.register(swaggerPlugin);

    // App plugins.
    await app.register(lifecyclePlugin);
    await app.register(errorsPlugin);
    await app.register(originCheckPlugin);
    await app.register(eventsPlugin);
    await app.register(busPlugin);

    // Modules, each a plugin that decorates its service and registers its routes under /api
    // (modules/<name>/index.ts), in dependency order: a module uses only those above it.
    await app.register(referenceModule);
    await app.register(authModule, { sms: options.sms });
    await app.register(filesModule);
    await app.register(profilesModule);
    await app.register(membershipModule);
    await app.register(feedbackModule);
    await app.register(helpModule);
    await app.register(trustModule);
    await app.register(tradeModule);
    await app.register(trackingModule);
    await app.register(achievementsModule);
    // Before notifications, which calls its step for every notification it stores.
    await app.register(alertsModule, { sms: options.sms, pushTestHosts: options.pushTestHosts });
    await app.register(notificationsModule);
    await app.register(lanesModule);
    await app.register(opsModule);
    await app.register(paperworkModule);
    await app.register(ledgerModule);
    await app.register(healthModule);

    await app.register(webPlugin);
    // After the web plugin: a shared listing's page is the app's index.html with its own tags.
    await app.register(shareModule);
  } catch (error) {
    // A failed start must not leave the data directory locked.
    if (!options.database) await database.close();
    throw error;
  }

  return app;
}
