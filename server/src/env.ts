import { fileURLToPath } from 'node:url'
import { z } from 'zod'

/** The project's ./.data, wherever the process was started from (make start, npm -w, the admin CLI). */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data', import.meta.url))
/** The project's ./backups, where `make backup` writes. */
const DEFAULT_BACKUP_DIR = fileURLToPath(new URL('../../backups', import.meta.url))
/** The project's ./archives, where `make archive` writes past editions (one folder per host name). */
const DEFAULT_ARCHIVE_DIR = fileURLToPath(new URL('../../archives', import.meta.url))

const DAY_MS = 86_400_000
const DURATION_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: DAY_MS }

const KEEP_MESSAGE = 'expected a whole number of backups to keep, at least 1'

/** `90s`, `30m`, `6h`, `7d` in milliseconds; anything else: undefined (the schema then names the variable). */
export function parseDuration(text: string): number | undefined {
  const m = /^\s*(\d+)\s*([smhd])\s*$/i.exec(text)
  return m ? Number(m[1]) * DURATION_UNITS[m[2]!.toLowerCase()]! : undefined
}

// The one reader of process.env: everything else imports `env` or passes values explicitly.
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Postgres connection string; when absent the server runs on embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** Where PGlite keeps its files; `memory://` keeps nothing. */
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  /**
   * The key of the second factor at rest (TOTP secrets encrypted, recovery codes keyed: auth/secret-key.ts), at least
   * 32 characters (`openssl rand -base64 32`). Unset: a key file generated once in DATA_DIR. Every instance needs
   * the same one.
   */
  SECRET_KEY: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().min(32, 'must be at least 32 characters (openssl rand -base64 32 makes one)').optional(),
  ),
  /** Where `make backup` writes its .tar.gz files. */
  BACKUP_DIR: z.string().default(DEFAULT_BACKUP_DIR),
  /** How often the server writes a backup to BACKUP_DIR (30m, 6h, 24h, 7d; at least 1m); unset: never. In ms. */
  BACKUP_EVERY: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .transform((v) => parseDuration(v))
      .pipe(
        z
          .number({ error: 'expected a duration such as 30m, 6h, 24h or 7d' })
          .min(60_000, 'must be at least 1m')
          .max(366 * DAY_MS, 'must be at most 366d'),
      )
      .optional(),
  ),
  /** How many backup files BACKUP_DIR keeps when scheduled backups prune it (the newest ones). */
  BACKUP_KEEP: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: KEEP_MESSAGE }).int(KEEP_MESSAGE).min(1, KEEP_MESSAGE).default(14),
  ),
  /** Past editions as static sites, one folder per host name, served to requests for that host (issue 32). */
  ARCHIVE_DIR: z.string().default(DEFAULT_ARCHIVE_DIR),
  /** Built web client; served at `/` when the folder exists. */
  CLIENT_DIST: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: z.string().default('Admin'),
  /** Comma-separated origins allowed to call the API from another origin. */
  CORS_ORIGINS: z.string().default(''),
  /** The site's public origin (https://icnari.example.org): the base of image URLs in API answers. */
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url({ protocol: /^https?$/ }).optional()),
  /**
   * How many proxies you control stand in front (0: none). The client address is the X-Forwarded-For entry that
   * many from the right, so entries a client writes itself are ignored. 'true'/'false' still mean 1/0.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((v) => (v === 'true' ? '1' : v === 'false' || v === '' ? '0' : v.trim()))
    .pipe(z.string().regex(/^([0-9]|10)$/, 'expected a number of proxy hops (0-10), or true/false'))
    .transform(Number),
  /** Server deadlines and connection cap (server/src/site-server.ts, DEFAULT_SERVER_LIMITS). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1024),
  /** `info` logs a line per request; `warn` only trouble (5xx, 429, database and cache switching); `silent` nothing. */
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  /** When set, Prometheus metrics are served at /metrics on this port (never on PORT), on METRICS_HOST. */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465; unset: mails are kept `withheld`. */
  SMTP_URL: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine((v) => URL.canParse(v) && /^smtps?:$/.test(new URL(v).protocol), {
        error: 'expected smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465',
      })
      .optional(),
  ),
  /** The From of every mail, e.g. `ICNARI 2027 <noreply@icnari.example.org>`. */
  MAIL_FROM: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().default('noreply@localhost')),
  /** Mails sent per minute across all instances (0: no limit). */
  MAIL_RATE_PER_MINUTE: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).default(60)),
  /** The first retry's delay (later ones multiply it: 1, 5, 15, 30, 60, then every 120). */
  MAIL_RETRY_BASE_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  ),
  /** How long a mail may stay `sending` before another worker takes it back (its worker died). */
  MAIL_LEASE_MS: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  ),
})

export type Env = z.infer<typeof EnvSchema>

/** Every variable the server reads: the tests strip the shell's values of all of them (hermetic runs). */
export const ENV_NAMES = Object.keys(EnvSchema.shape) as (keyof Env)[]

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}
