/**
 * The mail settings of this process (SMTP_URL, MAIL_FROM, MAIL_RATE_PER_MINUTE, MAIL_RETRY_BASE_MS, MAIL_LEASE_MS),
 * set once at start by index.ts (tests set their own). Without an SMTP URL nothing is sent: mails are `withheld`.
 */
export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. Never logged or answered. */
  smtpUrl?: string
  /** The From of every mail: `ICNARI 2027 <noreply@icnari.example.org>`. */
  from: string
  /** Mails sent per minute across all instances; 0: no limit. */
  ratePerMinute: number
  /** The first retry's delay; later retries multiply it (RETRY_STEPS in worker.ts). */
  retryBaseMs: number
  /** How long a mail may stay `sending` before another worker takes it back. */
  leaseMs: number
}

export const DEFAULT_MAIL_CONFIG: MailConfig = {
  from: 'noreply@localhost',
  ratePerMinute: 60,
  retryBaseMs: 60_000,
  leaseMs: 120_000,
}

let current: MailConfig = { ...DEFAULT_MAIL_CONFIG }

export function configureMail(config: Partial<MailConfig>): MailConfig {
  current = { ...DEFAULT_MAIL_CONFIG, ...config }
  return current
}

export function mailConfig(): MailConfig {
  return current
}

export const smtpConfigured = () => Boolean(current.smtpUrl)

/** The domain of MAIL_FROM's address: the right side of every Message-ID. */
export function fromDomain(from = current.from): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from
  const domain = address.split('@')[1]?.trim().toLowerCase()
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost'
}

/** The start line's word on mail: never the URL's user or password, only where mail goes. */
export function describeMail(config: MailConfig): string {
  if (!config.smtpUrl) return 'Mail: off (SMTP_URL unset); mails are kept in the outbox'
  const url = new URL(config.smtpUrl)
  const rate = config.ratePerMinute > 0 ? `${config.ratePerMinute} a minute` : 'no rate limit'
  return `Mail: on (${url.protocol === 'smtps:' ? 'SMTPS' : 'SMTP'} to ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}, ${rate})`
}
