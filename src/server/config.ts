import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((value) => (value === undefined ? fallback : ['true', '1', 'yes'].includes(value)));

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: postgresUrl.optional(),
    /**
     * PostgreSQL server: the role that owns the tables and applies the migrations; DATABASE_URL is
     * then a runtime role that owns nothing and gets only what the server needs (db/runtime-role.ts).
     */
    MIGRATION_DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * PostgreSQL server: writes of the API are answered by a copy of the app on a thread of its own,
     * with its own DATABASE_POOL_SIZE connections (write-routing.ts); no effect on the embedded database.
     */
    WRITE_THREAD: bool(true),
    DATA_DIR: z.string().min(1).default('./data'),
    SESSION_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 31)
      .default(12),
    REMEMBER_DAYS: z.coerce.number().positive().max(365).default(30),
    /** Longest a plain (not remembered) session lives from sign-in, however busy it is. */
    SESSION_MAX_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 31)
      .default(24),
    ORG_TIMEZONE: z
      .string()
      .default('Asia/Dhaka')
      .refine(isValidTimeZone, 'must be an IANA time zone such as Asia/Dhaka or Europe/London'),
    CURRENCY: z.string().min(1).max(8).default('₹'),
    /** The organisation's name, at the head of every payslip. */
    ORG_NAME: z.string().trim().min(1).max(120).default('EMS Panel'),
    CORS_ORIGINS: list,
    ALLOW_SIGNUP: bool(false),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('EMS Panel <no-reply@ems.local>'),
    PUBLIC_URL: z.url().optional(),
    /** Wait before a failed mail's first retry; each further retry waits twice as long (at most an hour). */
    MAIL_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
    /** Tries before a mail is marked failed (the admin retries it under Outgoing Mail). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    /** Benchmarks only: print every SQL statement (PostgreSQL) to stderr. */
    LOG_SQL: bool(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: bool(false),
    SEED_DEMO: bool(true),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /** How long shared reads may be kept at most (a change to what they read clears them); 0 = off. */
    CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    WEB_DIST: z.string().default('dist/web'),
    /** Longest a database statement may run before the request gets a 503. */
    STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    /** A request that holds the event loop longer than this is logged (warn), with what was in flight. */
    EVENT_LOOP_BLOCK_MS: z.coerce.number().int().min(10).max(60_000).default(200),
    /** On SIGTERM, the longest the server waits for the requests in flight before it cuts them off and exits 1. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(3600).default(10),
    /** Longest an open notification stream lives before the browser reconnects (and is re-authorised). */
    STREAM_MAX_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(15),
  })
  .refine((env) => !env.MIGRATION_DATABASE_URL || env.DATABASE_URL, {
    path: ['MIGRATION_DATABASE_URL'],
    error: 'needs DATABASE_URL as well: the runtime role the server signs in as (the embedded database has one role)',
  });

export type Config = z.infer<typeof envSchema>;

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {}

/** Parses the environment; throws one readable message listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
