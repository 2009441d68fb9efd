import { BoundedMap } from '../../../common/bounded-map'
import { forwardedEntries, publicOrigin, requestOrigin } from './public-url'

type HeaderReader = (name: string) => string | undefined

/**
 * The one public origin of the site (issue 31): the edition's public URL, else PUBLIC_URL. Links, image URLs and
 * preview cards use it whatever host a request came on, so caches hold one copy of each answer. Only with no
 * origin configured do answers use the request's own origin, and then only a loopback one (`make start`).
 *
 * Hosts answered: the configured origin's, the loopback names and archived editions' hosts. Anything else is 421
 * before any work is done: a stranger's Host header can no longer make the server render the site for it.
 */
export class SiteOrigin {
  private configuredOrigin: string | undefined
  private configuredHost: string | undefined
  private readonly fromEnv: string | undefined
  private readonly extraHosts = new Set<string>()
  /**
   * Decisions per raw host value, by the port the request came on (-1: a forwarded host, -2: no port known): the
   * hot path answers from here without building a key. Bounded, so odd values cannot grow it.
   */
  private readonly decisions = new BoundedMap<number, BoundedMap<string, boolean>>(8)
  /** variantOf's answers per raw Host header while no proxy is trusted (the common case of `make start`). */
  private readonly variants = new BoundedMap<string, string>(256)

  constructor(
    publicUrl: string | undefined,
    readonly trustedHops: number,
  ) {
    this.fromEnv = publicOrigin(publicUrl)
    this.setEditionUrl(undefined)
  }

  /** The configured origin (`https://host`), or undefined when neither the edition nor PUBLIC_URL sets one. */
  get fixed(): string | undefined {
    return this.configuredOrigin
  }

  /** The edition's public URL (settings); empty or undefined: PUBLIC_URL applies. */
  setEditionUrl(url: string | undefined): void {
    let origin = this.fromEnv
    if (url) {
      try {
        origin = new URL(url).origin
      } catch {
        // an invalid stored value cannot be saved through the API; keep PUBLIC_URL
      }
    }
    this.configuredOrigin = origin
    this.configuredHost = origin ? new URL(origin).hostname.toLowerCase() : undefined
    this.forgetDecisions()
  }

  /** Archived editions' host names, answered from their archive (the editions issue). */
  setArchivedHosts(hosts: Iterable<string>): void {
    this.extraHosts.clear()
    for (const host of hosts) this.extraHosts.add(host.toLowerCase())
    this.forgetDecisions()
  }

  /** The origin links are made with: the configured one, else the request's (a loopback one, see `allows`). */
  originFor(header: HeaderReader): string {
    return this.configuredOrigin ?? requestOrigin(header, this.trustedHops)
  }

  /** A cache variant per request origin only while none is configured ('' means one copy for every request). */
  variantOf(header: HeaderReader): string {
    if (this.configuredOrigin) return ''
    if (this.trustedHops > 0) return requestOrigin(header, this.trustedHops)
    // Without a trusted proxy the origin is the Host header's alone.
    const host = header('host') ?? ''
    let variant = this.variants.get(host)
    if (variant === undefined) {
      variant = requestOrigin(header, 0)
      this.variants.set(host, variant)
    }
    return variant
  }

  /**
   * Whether the request's host (X-Forwarded-Host from a trusted proxy, else Host) is one this site answers.
   * `localPort`: the port the request arrived on. A loopback Host header must name it (or none), so that
   * `Host: localhost:N` for ever new N cannot multiply the copies kept while no origin is configured.
   */
  allows(header: HeaderReader, localPort?: number): boolean {
    const forwarded = this.trustedHops > 0 ? this.forwardedHost(header) : undefined
    const host = forwarded ?? header('host') ?? ''
    const slot = forwarded !== undefined ? -1 : (localPort ?? -2)
    let byHost = this.decisions.get(slot)
    const known = byHost?.get(host)
    if (known !== undefined) return known
    const decision = this.decide(host, forwarded !== undefined, localPort)
    if (!byHost) {
      byHost = new BoundedMap(256)
      this.decisions.set(slot, byHost)
    }
    byHost.set(host, decision)
    return decision
  }

  private forgetDecisions() {
    this.decisions.clear()
  }

  private forwardedHost(header: HeaderReader): string | undefined {
    const entries = forwardedEntries(header('x-forwarded-host'))
    if (entries.length === 0) return undefined
    return entries.length >= this.trustedHops ? entries[entries.length - this.trustedHops] : entries[0]
  }

  private decide(host: string, forwarded: boolean, localPort: number | undefined): boolean {
    const parsed = splitHost(host)
    if (!parsed) return false
    const { name, port } = parsed
    if (name === this.configuredHost || this.extraHosts.has(name)) return true
    if (!LOOPBACK.has(name)) return false
    // A trusted proxy wrote a forwarded host itself; a direct Host header must name the port it came in on.
    return forwarded || port === undefined || localPort === undefined || port === localPort
  }

  /** The answer to a request for another host (421 Misdirected Request, RFC 9110 §15.5.20). */
  misdirectedMessage(): string {
    const where = this.configuredOrigin ?? 'http://localhost (loopback only)'
    return (
      `This server answers only for ${where}. Requests for another host name are refused: set PUBLIC_URL ` +
      '(or the edition’s public URL in the admin settings) to the address visitors use.'
    )
  }
}

/**
 * The Node listener (site-server.ts) checks every request's host before anything else; it marks the request's env
 * so that the app does not check it again (the app still checks requests that did not come through it: tests).
 */
export function markHostChecked<E extends object>(env: E): E {
  ;(env as { hostChecked?: boolean }).hostChecked = true
  return env
}

/** Whether site-server.ts has checked this request's host (its env, from `c.env`). */
export const hostChecked = (env: unknown): boolean =>
  (env as { hostChecked?: boolean } | undefined)?.hostChecked === true

/** Health probes answer on any host: orchestrators send the instance's own address, and they render nothing. */
export function isProbe(path: string): boolean {
  return path === '/api/healthz' || path === '/api/readyz'
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** `name[:port]` lower-cased; undefined when it is not a plain host (or bracketed IPv6) with an optional port. */
function splitHost(host: string): { name: string; port?: number } | undefined {
  const match = /^([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i.exec(host)
  if (!match) return undefined
  const name = match[1]!.toLowerCase().replace(/\.$/, '')
  return { name, port: match[2] === undefined ? undefined : Number(match[2]) }
}
