import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import type { AppContext } from './app-context.js';
import { accessControl, isApiPath } from './auth/access.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { syncCacheAcrossProcesses } from './events/cache-sync.js';
import type { CachedArea } from './events/change-areas.js';
import { NotificationHub, notificationsRoutes } from './modules/notifications/index.js';
import { OutboxWorker } from './events/outbox.js';
import { SessionEvents } from './events/session-events.js';
import { housekeepingJobs } from './jobs/housekeeping.js';
import { Scheduler } from './jobs/scheduler.js';
import { compression } from './lib/compression.js';
import { answerCache } from './lib/answer-cache.js';
import { etags } from './lib/etags.js';
import { securityHeaders } from './lib/security-headers.js';
import { handleError } from './lib/error-handler.js';
import { idempotency } from './lib/idempotency.js';
import { errorBody } from './lib/errors.js';
import { watchEventLoop } from './lib/event-loop-watchdog.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { ReadCache } from './lib/read-cache.js';
import { announcementsRoutes } from './modules/announcements/index.js';
import { accountsRoutes } from './modules/accounts/index.js';
import { attendanceRoutes } from './modules/attendance/index.js';
import { calendarRoutes } from './modules/calendar/index.js';
import { authRoutes } from './modules/auth/index.js';
import { departmentsRoutes } from './modules/departments/index.js';
import { employeeImportRoutes, employeesRoutes } from './modules/employees/index.js';
import {
  leaveRoutes,
  leaveBalanceRoutes,
  approvalJob,
  leaveApprovalRoutes,
  leaveYearJob,
} from './modules/leave/index.js';
import { mailRoutes } from './modules/mail/index.js';
import { calendarFeedRoutes } from './modules/calendar-feeds/index.js';
import { todayIn } from '#shared/dates.js';
import { projectsRoutes } from './modules/projects/index.js';
import { salaryRoutes } from './modules/salary/index.js';
import { payrollRoutes } from './modules/payroll/index.js';
import { salaryStructureRoutes } from './modules/salary-structures/index.js';
import { payoutRoutes } from './modules/payout/index.js';
import { settlementRoutes } from './modules/settlement/index.js';
import { taxStatementRoutes } from './modules/tax-statement/index.js';
import { payslipAttachments, payslipsRoutes } from './modules/payslips/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { healthRoutes } from './modules/health/index.js';
import { uploadsRoutes } from './modules/uploads/index.js';
import { teamCalendarRoutes } from './modules/team-calendar/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs (tests and operators run one with `runNow`). */
    scheduler: Scheduler;
    /** Resolves once this process has heard of every change committed so far (events/cache-sync.ts). */
    settleReads: () => Promise<void>;
    /** Resolves once this process has heard another's cache fence (events/cache-sync.ts). */
    heardFence: (id: string) => Promise<void>;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /**
   * The write thread's copy (write-routing.ts): no scheduled jobs, mail sending or notification
   * streams, which the main thread's copy runs; each write's answer names the fence it settled on.
   */
  writeThread?: boolean;
  /** The HTTP server to serve on (write-routing.ts hands writes to the write thread from it). */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

const DOCS_PREFIX = '/api/docs';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createServer(config, options.logger, options.serverFactory);
  const ctx = await startContext(app, options);
  // The write thread answers writes of the API alone: no documents, docs pages or web app files.
  const serving = !options.writeThread;
  await registerPlugins(app, ctx, serving);
  if (serving) {
    app.get('/api/openapi.json', { config: { access: 'signed-in' }, schema: { hide: true } }, () => app.swagger());
  }
  await app.register(async (scope) => {
    for (const routes of MODULE_ROUTES) await routes(scope, ctx);
  });
  if (serving) await registerWebApp(app, config);
  return app;
}

function createServer(
  config: Config,
  logger: FastifyServerOptions['logger'],
  serverFactory: FastifyServerOptions['serverFactory'],
): FastifyInstance {
  const app = Fastify({
    ...(serverFactory ? { serverFactory } : {}),
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    // Clients send both `getAllleaves` and `getAllLeaves`.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // While closing, a request already on an open connection is served, not refused (see below).
    return503OnClosing: false,
    // Per-request lines only when debugging: at load they cost more than the requests.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  watchEventLoop(app, { thresholdMs: config.EVENT_LOOP_BLOCK_MS });

  // Draining (app.close, on SIGTERM): the listener is closed; each answer still to come ends its
  // connection, so no keep-alive connection stays behind idle and the close completes.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  // So does an answer given before the request's body was read to its end (an upload refused by
  // its length): the rest is not read and thrown away, however long it is.
  app.addHook('onSend', async (request, reply, payload) => {
    if (draining || !request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
  // Answers of the API carry people's data: no browser or proxy may keep a copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
  return app;
}

/** The context every module's routes share; its workers start here and stop when the app closes. */
async function startContext(app: FastifyInstance, options: BuildAppOptions): Promise<AppContext> {
  const { config, database } = options;
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, app.log);
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  // Text values up to 32 M characters in all: about fifteen kept orders of a 10,000-person balance report.
  const cache = new ReadCache<CachedArea>({
    ttlMs: config.CACHE_SECONDS * 1000,
    maxEntries: 20_000,
    maxChars: 32_000_000,
  });
  const cacheSync = await syncCacheAcrossProcesses(app, database, cache, { nameFences: options.writeThread === true });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    outbox: new OutboxWorker(database, mailer, app.log, {
      publicUrl,
      retry: { baseSeconds: config.MAIL_RETRY_SECONDS, maxAttempts: config.MAIL_MAX_ATTEMPTS },
      attachments: payslipAttachments(database.db, () => ({
        organisation: config.ORG_NAME,
        currency: config.CURRENCY,
        today: todayIn(config.ORG_TIMEZONE),
      })),
    }),
    lifetimes: {
      sessionMs: config.SESSION_HOURS * 3_600_000,
      rememberMs: config.REMEMBER_DAYS * 86_400_000,
      sessionMaxMs: Math.max(config.SESSION_MAX_HOURS, config.SESSION_HOURS) * 3_600_000,
    },
    publicUrl,
    hub: new NotificationHub(database, app.log),
    sessionEvents: new SessionEvents(database),
    cache,
    // A job's run is over once this process has heard of its changes (its cached reads show them).
    scheduler: new Scheduler(
      database.db,
      app.log,
      [
        ...housekeepingJobs(),
        leaveYearJob(() => ({ timeZone: config.ORG_TIMEZONE, today: todayIn(config.ORG_TIMEZONE) })),
        approvalJob(() => ({ timeZone: config.ORG_TIMEZONE, today: todayIn(config.ORG_TIMEZONE) })),
      ],
      { afterRun: cacheSync.settle },
    ),
    settleReads: cacheSync.settle,
  };
  if (!options.writeThread) {
    await ctx.hub.start();
    await ctx.sessionEvents.start();
    await ctx.outbox.start();
    ctx.scheduler.start();
  }
  app.decorate('scheduler', ctx.scheduler);
  app.decorate('settleReads', cacheSync.settle);
  app.decorate('heardFence', cacheSync.heardFence);
  app.addHook('onClose', async () => {
    await ctx.scheduler.close();
    await ctx.outbox.close();
    await ctx.sessionEvents.close();
    await ctx.hub.close();
  });
  return ctx;
}

/** Cookies, CORS, security headers, uploads, the OpenAPI document, access control, idempotency, ETags, compression. */
async function registerPlugins(app: FastifyInstance, ctx: AppContext, serving: boolean) {
  const { config } = ctx;
  await app.register(fastifyCookie);
  // API clients served from the listed origins (their own front ends): preflights answered,
  // credentials allowed. Any other origin gets no CORS header at all; cookie-borne writes from
  // other sites stay refused by the access plugin.
  const corsFor = {
    origin: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed', 'Content-Disposition', 'ETag'],
    credentials: true,
    maxAge: 600,
  };
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin && config.CORS_ORIGINS.includes(origin) ? corsFor : { origin: false });
    },
  });
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts inject a <style> element; no user data ever lands in a style.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, {
    // An oversized image is reported by readForm() with the spec's message, not as a 413.
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 40, fieldSize: 10_000 },
  });
  if (serving) await registerApiDocument(app);

  // The docs are for signed-in people like every /api route but sign-in itself;
  // the browser's session cookie opens them.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: 'signed-in' };
  });
  await app.register(accessControl, {
    db: ctx.db,
    lifetimes: ctx.lifetimes,
    allowedOrigins: config.CORS_ORIGINS,
    cache: ctx.cache,
  });
  await app.register(idempotency, { db: ctx.db });
  await app.register(etags, { cache: ctx.cache, today: () => todayIn(config.ORG_TIMEZONE) });
  await app.register(answerCache, { cache: ctx.cache });
  // Before every route it compresses (the API, the docs, the built web app's files).
  await app.register(compression);
  if (serving) await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}

/** The OpenAPI document, built from every route's schemas. */
async function registerApiDocument(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'EMS Panel API',
        version: '1.0.0',
        description: 'Sessions use the `ems_session` cookie or `Authorization: Bearer <token>` from /api/user/login.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
}

type ModuleRoutes = (scope: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every module's routes, in the order they are registered. */
const MODULE_ROUTES: ModuleRoutes[] = [
  healthRoutes,
  uploadsRoutes,
  authRoutes,
  employeesRoutes,
  employeeImportRoutes,
  departmentsRoutes,
  projectsRoutes,
  attendanceRoutes,
  leaveRoutes,
  leaveBalanceRoutes,
  leaveApprovalRoutes,
  calendarFeedRoutes,
  salaryRoutes,
  payrollRoutes,
  salaryStructureRoutes,
  payslipsRoutes,
  payoutRoutes,
  settlementRoutes,
  taxStatementRoutes,
  auditRoutes,
  notificationsRoutes,
  announcementsRoutes,
  accountsRoutes,
  calendarRoutes,
  teamCalendarRoutes,
  dashboardRoutes,
  mailRoutes,
];

const isSourceMap = (path: string) => /\.map(\.br|\.gz)?$/i.test(path);

/** Serves the built SPA: hashed assets cached for a year, every other GET falls back to index.html. */
async function registerWebApp(app: FastifyInstance, config: Config) {
  const root = resolve(config.WEB_DIST);
  const hasWeb = existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      // One route for every file (a route per file costs start-up time); a missing file falls
      // through to the handler below.
      wildcard: true,
      index: false,
      // .br/.gz copies written by scripts/compress-web.mjs at build time.
      preCompressed: true,
      // Source maps stay on the server's disk for debugging; they are not served (they would hand
      // out the whole client source).
      allowedPath: (path) => !isSourceMap(path),
      setHeaders(res, path) {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isApiPath(path) || path.startsWith('/uploads/') || isSourceMap(path) || request.method !== 'GET' || !hasWeb) {
      return reply.code(404).send(errorBody(MSG.notFound));
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
