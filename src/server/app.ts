import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
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
import { NotificationHub } from './modules/notifications/notification-hub.js';
import { OutboxWorker } from './events/outbox.js';
import { SessionEvents } from './events/session-events.js';
import { housekeepingJobs } from './jobs/housekeeping.js';
import { Scheduler } from './jobs/scheduler.js';
import { compression } from './lib/compression.js';
import { handleError } from './lib/error-handler.js';
import { idempotency } from './lib/idempotency.js';
import { errorBody } from './lib/errors.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { ReadCache } from './lib/read-cache.js';
import { announcementsRoutes } from './modules/announcements/announcements.routes.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { attendanceRoutes } from './modules/attendance/attendance.routes.js';
import { calendarRoutes } from './modules/calendar/calendar.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { departmentsRoutes } from './modules/departments/departments.routes.js';
import { employeeImportRoutes } from './modules/employees/employee-import.routes.js';
import { employeesRoutes } from './modules/employees/employees.routes.js';
import { leaveRoutes } from './modules/leave/leave.routes.js';
import { mailRoutes } from './modules/mail/mail.routes.js';
import { leaveBalanceRoutes } from './modules/leave-balance/leave-balance.routes.js';
import { approvalJob } from './modules/leave-approval/approval-escalation.js';
import { leaveApprovalRoutes } from './modules/leave-approval/leave-approval.routes.js';
import { calendarFeedRoutes } from './modules/calendar-feeds/feeds.routes.js';
import { todayIn } from '#shared/dates.js';
import { leaveYearJob } from './modules/leave-balance/leave-balance.service.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { salaryRoutes } from './modules/salary/salary.routes.js';
import { payrollRoutes } from './modules/payroll/payroll.routes.js';
import { payslipsRoutes } from './modules/payslips/payslips.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { teamCalendarRoutes } from './modules/team-calendar/team-calendar.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs (tests and operators run one with `runNow`). */
    scheduler: Scheduler;
    /** The read cache (tests that write to the database directly clear it, as a change through the API does). */
    readCache: ReadCache;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
}

const DOCS_PREFIX = '/api/docs';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
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

  // Draining (app.close, on SIGTERM): the listener is closed; each answer still to come ends its
  // connection, so no keep-alive connection stays behind idle and the close completes.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });

  const mailer = options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, app.log);
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    outbox: new OutboxWorker(database, mailer, app.log, {
      publicUrl,
      retry: { baseSeconds: config.MAIL_RETRY_SECONDS, maxAttempts: config.MAIL_MAX_ATTEMPTS },
    }),
    lifetimes: {
      sessionMs: config.SESSION_HOURS * 3_600_000,
      rememberMs: config.REMEMBER_DAYS * 86_400_000,
      sessionMaxMs: Math.max(config.SESSION_MAX_HOURS, config.SESSION_HOURS) * 3_600_000,
    },
    publicUrl,
    hub: new NotificationHub(database, app.log),
    sessionEvents: new SessionEvents(database),
    // Text values up to 32 M characters in all: about fifteen kept orders of a 10,000-person balance report.
    cache: new ReadCache({ ttlMs: config.CACHE_SECONDS * 1000, maxEntries: 20_000, maxChars: 32_000_000 }),
    scheduler: new Scheduler(database.db, app.log, [
      ...housekeepingJobs(),
      leaveYearJob(() => ({ timeZone: config.ORG_TIMEZONE, today: todayIn(config.ORG_TIMEZONE) })),
      approvalJob(() => ({ timeZone: config.ORG_TIMEZONE, today: todayIn(config.ORG_TIMEZONE) })),
    ]),
  };
  await ctx.hub.start();
  await ctx.sessionEvents.start();
  await ctx.outbox.start();
  ctx.scheduler.start();
  app.decorate('scheduler', ctx.scheduler);
  app.decorate('readCache', ctx.cache);
  await syncCacheAcrossProcesses(app, database, ctx.cache);
  app.addHook('onClose', async () => {
    await ctx.scheduler.close();
    await ctx.outbox.close();
    await ctx.sessionEvents.close();
    await ctx.hub.close();
  });
  // Answers of the API carry people's data: no browser or proxy may keep a copy.
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  await app.register(fastifyCookie);
  // API clients served from the listed origins (their own front ends): preflights answered,
  // credentials allowed. Any other origin gets no CORS header at all; cookie-borne writes from
  // other sites stay refused by the access plugin.
  const corsFor = {
    origin: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed', 'Content-Disposition'],
    credentials: true,
    maxAge: 600,
  };
  await app.register(fastifyCors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin && config.CORS_ORIGINS.includes(origin) ? corsFor : { origin: false });
    },
  });
  await app.register(fastifyHelmet, {
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
  // Before every route it compresses (the API, the docs, the built web app's files).
  await app.register(compression);
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });

  app.get('/api/openapi.json', { config: { access: 'signed-in' }, schema: { hide: true } }, () => app.swagger());
  await app.register(async (scope) => {
    await healthRoutes(scope, ctx);
    await uploadsRoutes(scope, ctx);
    await authRoutes(scope, ctx);
    await employeesRoutes(scope, ctx);
    await employeeImportRoutes(scope, ctx);
    await departmentsRoutes(scope, ctx);
    await projectsRoutes(scope, ctx);
    await attendanceRoutes(scope, ctx);
    await leaveRoutes(scope, ctx);
    await leaveBalanceRoutes(scope, ctx);
    await leaveApprovalRoutes(scope, ctx);
    await calendarFeedRoutes(scope, ctx);
    await salaryRoutes(scope, ctx);
    await payrollRoutes(scope, ctx);
    await payslipsRoutes(scope, ctx);
    await auditRoutes(scope, ctx);
    await notificationsRoutes(scope, ctx);
    await announcementsRoutes(scope, ctx);
    await accountsRoutes(scope, ctx);
    await calendarRoutes(scope, ctx);
    await teamCalendarRoutes(scope, ctx);
    await dashboardRoutes(scope, ctx);
    await mailRoutes(scope, ctx);
  });

  await registerWebApp(app, config);
  return app;
}

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
