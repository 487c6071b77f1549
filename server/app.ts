import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { dateOf, systemClock, type Clock } from './clock.ts';
import { findWebBuild, readAppVersion, readBuildId, type WebBuild } from './build-info.ts';
import { fastifyTrustProxy, type ServerConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { api } from './http/api.ts';
import { handleError, handleFrameworkError, sendNotFound } from './http/errors.ts';
import { serializeRequest } from './http/log-serializers.ts';
import { OneLinePerRequest, prettyLogStream } from './http/pretty-logs.ts';
import { REQUEST_ID_HEADER, requestIdGenerator } from './http/request-id.ts';
import { sharedRateLimitStore } from './http/rate-limit-store.ts';
import { readInlineStyleSources } from './http/inline-styles.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWeb } from './http/web.ts';
import { createJobQueue } from './jobs/queue.ts';
import { recurringJobs } from './jobs/registry.ts';
import { devOutboxRoutes } from './mail/dev-outbox-routes.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import { deliverDueMails } from './mail/delivery.ts';
import { createMailOutbox } from './mail/mail-outbox.ts';
import { mailSealer } from './mail/sealing.ts';
import { FlowCounter } from './modules/flows/counter.ts';
import { createPaymentsRuntime, type PaymentsRuntime } from './modules/payments/runtime.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { articlePreviewRoutes } from './modules/publishing/preview.ts';
import { registerOldSlugRedirects } from './modules/publishing/old-slugs.ts';
import type { FeaturePlugin, ServerServices } from './services.ts';

/** Where log lines go instead of stdout (tests keep them in memory to assert on them). */
export interface LogStream {
  write(line: string): void;
}

export interface AppDeps {
  /** Default: openDatabase(config), closed with the app. A given handle stays the caller's to close. */
  database?: DatabaseHandle;
  /** Default: SMTP when SMTP_URL is set, else the outbox. */
  mailer?: Mailer;
  /** The client build to serve; default: dist/ when built, null = API only. */
  web?: WebBuild | null;
  logStream?: LogStream;
  /** Extra plugins mounted under /api next to the modules (test-only routes). */
  apiPlugins?: readonly FeaturePlugin[];
  /**
   * Do not start the job queue even when config.jobs.enabled: main.ts starts it itself with
   * `services.jobs.start()` (buildServer) once migrations ran (no job may meet an old schema).
   */
  deferJobs?: boolean;
  /** Default: the system clock. Tests give one they move (token expiry, periods, jobs). */
  clock?: Clock;
  /**
   * Default: the provider config.payments.provider names, its scheduler and delay. Tests replace
   * parts (a manual scheduler, a shorter delay), or wrap what was made (a provider that counts).
   */
  payments?: Partial<PaymentsRuntime> | ((made: PaymentsRuntime) => PaymentsRuntime);
}

/** The built app and the services it was built with (main.ts starts the jobs, tests reach the outbox). */
export interface BuiltServer {
  app: FastifyInstance;
  services: ServerServices;
}

/**
 * Builds the whole server (API, dev outbox, static files, SSR) and returns it ready: tests call
 * `app.inject()`, main.ts calls `app.listen()`. Migrations and seeds are not run here (prepareDatabase).
 */
export async function buildApp(config: ServerConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  return (await buildServer(config, deps)).app;
}

/** buildApp, answering the services object too. */
export async function buildServer(config: ServerConfig, deps: AppDeps = {}): Promise<BuiltServer> {
  const pretty = config.logFormat === 'pretty';
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest },
      ...(deps.logStream !== undefined ? { stream: deps.logStream } : pretty ? { stream: await prettyLogStream() } : {}),
    },
    ...(pretty ? { logController: new OneLinePerRequest() } : {}),
    genReqId: requestIdGenerator(config.trustProxy),
    // genReqId reads the header itself, only behind a trusted proxy.
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // An undecodable path: docs/product.md#errors JSON under /api, the HTML page elsewhere (never Fastify's own body).
    frameworkErrors: handleFrameworkError,
  });

  const ownsDatabase = deps.database === undefined;
  const database =
    deps.database ??
    (await openDatabase(config, { onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed') }));
  try {
    const web = deps.web === undefined ? findWebBuild() : deps.web;
    const buildId = readBuildId(web?.clientDir ?? null);
    const mailer = deps.mailer ?? createMailer(config, app.log.child({ module: 'mail' }));

    const clock = deps.clock ?? systemClock;
    const log = app.log;
    // Mails are written in the transaction of what they report, delivered after it (decision 0016).
    const mailClock = () => dateOf(clock);
    const mailLog = app.log.child({ module: 'mail' });
    const mailOutbox = createMailOutbox({
      sealer: mailSealer(config.jwtSecret),
      now: mailClock,
      deliver: () => deliverDueMails({ db: database.db, mailer, config, log: mailLog, now: mailClock }),
      log: mailLog,
    });
    // Once listening (main.ts migrated first): what a crash left undelivered goes now, not at the next tick.
    app.addHook('onListen', async () => mailOutbox.kick());
    const made = createPaymentsRuntime(config, database, log);
    const payments = typeof deps.payments === 'function' ? deps.payments(made) : { ...made, ...deps.payments };
    const flows = new FlowCounter(database.db, app.log.child({ module: 'flows' }), config.flowCounts);
    const jobs = createJobQueue({
      database,
      recurring: recurringJobs,
      context: { db: database.db, mailer, mailOutbox, config, payments, flows },
      now: () => dateOf(clock),
      log: app.log.child({ module: 'jobs' }),
    });
    const services: ServerServices = {
      config,
      database,
      mailer,
      mailOutbox,
      clock,
      payments,
      flows,
      jobs,
      buildInfo: { buildId, version: readAppVersion(buildId) },
      log,
      loopback: (request) => app.inject(request),
    };
    // preClose: running jobs finish while the app still serves (a notification job injects a request);
    // then what the provider still writes (the sandbox's ledger), before the database closes.
    app.addHook('preClose', async () => {
      await jobs.stop();
      await payments.flush();
    });
    app.addHook('onClose', async () => {
      await jobs.stop();
      if (payments.scheduler !== 'queue') payments.scheduler.cancelAll();
      await mailOutbox.close();
      await mailer.close();
      if (ownsDatabase) await database.close();
    });

    app.setErrorHandler(handleError);
    // Synchronous hooks skip a promise per request (every answer passes here).
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });

    // Computed once; only the CSP nonces are new per request.
    registerSecurityHeaders(app, config, readInlineStyleSources(web?.clientDir ?? null));
    // HTML and JSON on the fly; static files come pre-compressed (@fastify/static preCompressed).
    await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
    await app.register(fastifyCookie);
    // Nothing is limited globally: sensitive routes opt in with `config: { rateLimit: {...} }`.
    // Counted in the database, so every instance shares one count (http/rate-limit-store.ts).
    await app.register(fastifyRateLimit, {
      global: false,
      store: sharedRateLimitStore(database.db, { log: app.log.child({ module: 'rate-limit' }) }),
    });

    await app.register(api, { prefix: '/api', services, extraPlugins: deps.apiPlugins ?? [] });
    if (!config.isProduction) await app.register(devOutboxRoutes, { prefix: '/dev', services });

    // Before the pages: a former article slug answers 301 to its current page (decision 0046).
    registerOldSlugRedirects(app, services);
    if (web === null) app.setNotFoundHandler(sendNotFound);
    else await registerWeb(app, web, services);
    // After the static files: a robots.txt left in a build is detected rather than clashing.
    await app.register(seoRoutes, { services });
    // A signed preview link's page, written by the server alone: never the shared page cache (decision 0054).
    await app.register(articlePreviewRoutes, { services });

    await app.ready();
    if (config.jobs.enabled && deps.deferJobs !== true) await jobs.start();
    return { app, services };
  } catch (error) {
    await app.close().catch(() => {});
    if (ownsDatabase) await database.close().catch(() => {});
    throw error;
  }
}
