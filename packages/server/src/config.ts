/**
 * Tessera's one typed configuration: environment variables over an optional JSON
 * config file (TESSERA_CONFIG_FILE, or tessera.json in TESSERA_HOME), validated at start.
 * Every key is documented in the README's configuration table.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_NAMES,
  isFeatureFlagName,
  type FeatureFlags,
} from '@tessera/core';

const bool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be an integer')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const RawConfig = z.object({
  TESSERA_HOME: z.string().default(join(homedir(), '.tessera')),
  TESSERA_HOST: z.string().default('0.0.0.0'),
  TESSERA_PORT: int(0, 65535).default(8088),
  TESSERA_DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    {
      message: 'must be a postgresql:// URL (leave it unset for SQLite in TESSERA_HOME)',
    },
  ),
  TESSERA_SECRET_KEY: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  TESSERA_ADMIN_USERNAME: z.string().min(1).default('admin'),
  TESSERA_ADMIN_PASSWORD: optionalString,
  TESSERA_ADMIN_EMAIL: z.string().default('admin@localhost'),
  TESSERA_REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'must be a redis:// or rediss:// URL',
  }),
  TESSERA_LOAD_EXAMPLES: bool.default(true),
  TESSERA_LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info'),
  TESSERA_LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  TESSERA_SESSION_HOURS: int(1, 24 * 365).default(24 * 7),
  TESSERA_ACCESS_TOKEN_MINUTES: int(1, 24 * 60).default(15),
  TESSERA_LOGIN_MAX_FAILURES: int(1, 1000).default(5),
  TESSERA_LOGIN_FAILURE_WINDOW_SECONDS: int(1, 86400).default(300),
  TESSERA_WEB_DIST: optionalString,
  TESSERA_SHUTDOWN_GRACE_MS: int(0, 600000).default(10000),
  TESSERA_UPLOAD_MAX_MB: int(1, 1024 * 1024).default(1024),
  TESSERA_ROW_LIMIT: int(1, 100_000_000).default(10000),
  TESSERA_SQL_MAX_ROW: int(1, 100_000_000).default(100000),
  TESSERA_QUERY_TIMEOUT_SECONDS: int(1, 86400).default(300),
  TESSERA_CACHE_DEFAULT_TIMEOUT: int(0, 10 * 365 * 86400).default(86400),
  TESSERA_CACHE_MAX_MB: int(1, 1024 * 1024).default(256),
  TESSERA_ASYNC_QUERY_CONCURRENCY: int(1, 1000).default(4),
  TESSERA_ASYNC_QUERIES_TRANSPORT: z.enum(['polling', 'ws']).default('polling'),
  TESSERA_REDIS_PREFIX: z.string().default(''),
  TESSERA_SQLLAB_ASYNC_CONCURRENCY: int(1, 1000).default(16),
  TESSERA_SQLLAB_MAX_SQL_LENGTH: int(1000, 100_000_000).default(1_000_000),
  TESSERA_SQLLAB_DEFAULT_DBID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    int(1, 2_147_483_647).optional(),
  ),
  TESSERA_SQL_WORKERS: int(1, 64).default(1),
  TESSERA_DISPLAY_MAX_ROW: int(1, 100_000_000).default(10000),
  TESSERA_SQLLAB_RESULTS_TTL_SECONDS: int(60, 10 * 365 * 86400).default(7 * 86400),
  TESSERA_FILTER_STATE_TTL_SECONDS: int(60, 10 * 365 * 86400).default(90 * 86400),
  TESSERA_TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isProxyAddress), {
      message:
        'must be a comma-separated list of IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    }),
});

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range, or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export interface TesseraConfig {
  home: string;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  secretKey: string;
  admin: { username: string; password: string | undefined; email: string };
  redisUrl: string | undefined;
  loadExamples: boolean;
  logLevel: z.infer<typeof RawConfig>['TESSERA_LOG_LEVEL'];
  /** JSON lines, readable lines, or readable on a terminal only (`auto`). */
  logFormat: z.infer<typeof RawConfig>['TESSERA_LOG_FORMAT'];
  sessionHours: number;
  accessTokenMinutes: number;
  login: { maxFailures: number; failureWindowSeconds: number };
  webDist: string | undefined;
  shutdownGraceMs: number;
  /** Largest file `POST /database/<pk>/upload/` accepts, in MiB. */
  uploadMaxMb: number;
  featureFlags: FeatureFlags;
  /** Chart data queries: default and largest row limit, and the time a query may run. */
  query: { rowLimit: number; maxRowLimit: number; timeoutSeconds: number };
  /** Results cache: default timeout (0 = no caching) and the in-memory cache's size. */
  cache: { defaultTimeoutSeconds: number; maxMb: number };
  /**
   * Async chart queries (GLOBAL_ASYNC_QUERIES): jobs run at once per process, and how pages
   * hear of results (GLOBAL_ASYNC_QUERIES_TRANSPORT: polling, or the /ws WebSocket).
   */
  asyncQueries: { concurrency: number; transport: 'polling' | 'ws' };
  /** Prefix of every Redis key Tessera writes (cache, async events, job queues). */
  redisPrefix: string;
  /** SQL Lab: rows a run's answer shows (DISPLAY_MAX_ROW), how long results are kept, async runs at once. */
  sqlLab: {
    displayMaxRow: number;
    resultsTtlSeconds: number;
    asyncConcurrency: number;
    /** Characters of SQL a run, format, estimate or validation takes at most. */
    maxSqlLength: number;
    /** The database a new tab opens on (Superset's SQLLAB_DEFAULT_DBID); unset: the examples. */
    defaultDbId: number | undefined;
  };
  /**
   * How long a dashboard's filter state (`/api/v1/dashboard/<pk>/filter_state`) is kept after
   * it is last written or read (Superset's FILTER_STATE_CACHE_CONFIG: 90 days).
   */
  filterStateTtlSeconds: number;
  /** Worker threads that parse and format large SQL off the main thread (sql/sqlWorkers.ts). */
  sqlWorkers: number;
  /**
   * Addresses of the reverse proxies whose X-Forwarded-For / -Proto / -Host are believed
   * (Fastify's trustProxy); empty: none, the connection's own address and scheme count.
   */
  trustedProxies: string[];
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function readConfigFile(env: Env): Record<string, unknown> {
  const explicit = env.TESSERA_CONFIG_FILE;
  const home = env.TESSERA_HOME || join(homedir(), '.tessera');
  const path = explicit || join(home, 'tessera.json');
  if (!existsSync(path)) {
    if (explicit) throw new ConfigError([`TESSERA_CONFIG_FILE: no file at ${explicit}`]);
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('the file must hold one JSON object');
    }
    return parsed as Record<string, unknown>;
  } catch (e) {
    throw new ConfigError([`${path}: ${(e as Error).message}`]);
  }
}

function featureFlagsFrom(source: Record<string, unknown>, problems: string[]): FeatureFlags {
  const flags = { ...FEATURE_FLAG_DEFAULTS } as FeatureFlags;
  for (const [key, value] of Object.entries(source)) {
    if (!key.startsWith('TESSERA_FEATURE_') || value === undefined) continue;
    const name = key.slice('TESSERA_FEATURE_'.length);
    if (!isFeatureFlagName(name)) {
      problems.push(`${key}: unknown feature flag (known: ${FEATURE_FLAG_NAMES.join(', ')})`);
      continue;
    }
    const parsed = bool.safeParse(value);
    if (!parsed.success) problems.push(`${key}: must be true or false (got '${String(value)}')`);
    else flags[name] = parsed.data;
  }
  return flags;
}

/** The secret key from the configuration, else one generated once and kept in TESSERA_HOME. */
function resolveSecretKey(home: string, configured: string | undefined): string {
  if (configured) return configured;
  const path = join(home, 'secret_key');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const key = randomBytes(48).toString('base64url');
  writeFileSync(path, key + '\n', { mode: 0o600 });
  chmodSync(path, 0o600);
  return key;
}

/** Reads, validates and resolves the configuration. Throws ConfigError naming every bad key. */
export function loadConfig(env: Env = process.env): TesseraConfig {
  const source: Record<string, unknown> = { ...readConfigFile(env) };
  for (const [k, v] of Object.entries(env))
    if (k.startsWith('TESSERA_') && v !== undefined) source[k] = v;

  const problems: string[] = [];
  const flags = featureFlagsFrom(source, problems);
  const parsed = RawConfig.safeParse(source);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      problems.push(`${key}: ${issue.message} (got '${String(source[key])}')`);
    }
  }
  if (problems.length || !parsed.success) throw new ConfigError(problems);
  const raw = parsed.data;

  const home = resolve(raw.TESSERA_HOME);
  mkdirSync(home, { recursive: true });
  return {
    home,
    host: raw.TESSERA_HOST,
    port: raw.TESSERA_PORT,
    databaseUrl: raw.TESSERA_DATABASE_URL,
    secretKey: resolveSecretKey(home, raw.TESSERA_SECRET_KEY),
    admin: {
      username: raw.TESSERA_ADMIN_USERNAME,
      password: raw.TESSERA_ADMIN_PASSWORD,
      email: raw.TESSERA_ADMIN_EMAIL,
    },
    redisUrl: raw.TESSERA_REDIS_URL,
    loadExamples: raw.TESSERA_LOAD_EXAMPLES,
    logLevel: raw.TESSERA_LOG_LEVEL,
    logFormat: raw.TESSERA_LOG_FORMAT,
    sessionHours: raw.TESSERA_SESSION_HOURS,
    accessTokenMinutes: raw.TESSERA_ACCESS_TOKEN_MINUTES,
    login: {
      maxFailures: raw.TESSERA_LOGIN_MAX_FAILURES,
      failureWindowSeconds: raw.TESSERA_LOGIN_FAILURE_WINDOW_SECONDS,
    },
    webDist: raw.TESSERA_WEB_DIST,
    shutdownGraceMs: raw.TESSERA_SHUTDOWN_GRACE_MS,
    uploadMaxMb: raw.TESSERA_UPLOAD_MAX_MB,
    featureFlags: flags,
    query: {
      rowLimit: raw.TESSERA_ROW_LIMIT,
      maxRowLimit: raw.TESSERA_SQL_MAX_ROW,
      timeoutSeconds: raw.TESSERA_QUERY_TIMEOUT_SECONDS,
    },
    cache: {
      defaultTimeoutSeconds: raw.TESSERA_CACHE_DEFAULT_TIMEOUT,
      maxMb: raw.TESSERA_CACHE_MAX_MB,
    },
    asyncQueries: {
      concurrency: raw.TESSERA_ASYNC_QUERY_CONCURRENCY,
      transport: raw.TESSERA_ASYNC_QUERIES_TRANSPORT,
    },
    redisPrefix: raw.TESSERA_REDIS_PREFIX,
    sqlLab: {
      displayMaxRow: raw.TESSERA_DISPLAY_MAX_ROW,
      resultsTtlSeconds: raw.TESSERA_SQLLAB_RESULTS_TTL_SECONDS,
      asyncConcurrency: raw.TESSERA_SQLLAB_ASYNC_CONCURRENCY,
      maxSqlLength: raw.TESSERA_SQLLAB_MAX_SQL_LENGTH,
      defaultDbId: raw.TESSERA_SQLLAB_DEFAULT_DBID,
    },
    filterStateTtlSeconds: raw.TESSERA_FILTER_STATE_TTL_SECONDS,
    sqlWorkers: raw.TESSERA_SQL_WORKERS,
    trustedProxies: raw.TESSERA_TRUSTED_PROXIES,
  };
}
