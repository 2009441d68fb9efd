import { createServer, type Server } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[]
  parsed: ParsedMail
}

/** A reply the sink gives instead of 250 for one message (or undefined: accept it). */
export type Verdict = { code: number; message: string } | undefined

/**
 * A real SMTP server on a free loopback port (smtp-server), reading each mail with mailparser. `verdict` decides
 * each message's reply; `stop()`/`resume()` take it off the port for a while (the port is kept).
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = []
  verdict: (n: number) => Verdict = () => undefined
  /** Messages offered (accepted or not). */
  offered = 0
  port = 0
  /** How long the sink takes to answer each message (a relay's own pace). */
  delayMs = 0
  /** The password a client signed in with (AUTH PLAIN/LOGIN over loopback), when `auth` was asked for. */
  authenticated: string[] = []
  /** Connections that failed (a client reset mid-send), as the sink saw them. */
  readonly connectionErrors: Error[] = []
  private server?: SMTPServer

  constructor(private readonly options: { auth?: boolean } = {}) {}

  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }

  async start(port = 0): Promise<this> {
    const server = new SMTPServer({
      disabledCommands: this.options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
      authOptional: true,
      allowInsecureAuth: true, // loopback only
      onAuth: (auth, _session, callback) => {
        this.authenticated.push(auth.username ?? '')
        callback(null, { user: auth.username })
      },
      logger: false,
      closeTimeout: 100,
      onData: (stream, session, callback) => {
        const n = ++this.offered
        const verdict = this.verdict(n)
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', async () => {
          if (this.delayMs) await new Promise((r) => setTimeout(r, this.delayMs))
          if (verdict) {
            callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }))
            return
          }
          // keepCidLinks: the HTML as sent (`cid:` images), not mailparser's copy with the images inlined as data URIs.
          simpleParser(Buffer.concat(chunks), { keepCidLinks: true }).then(
            (parsed) => {
              this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), parsed })
              callback()
            },
            (err: Error) => callback(err),
          )
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    // A client killed mid-send (mail-delivery.test's SIGKILL) resets its connection: a relay notes it and goes on.
    // smtp-server emits that on the server, where an 'error' nobody listens to is thrown in the test process.
    server.on('error', (err) => this.connectionErrors.push(err))
    this.server = server
    this.port = (server.server.address() as { port: number }).port
    return this
  }

  /** Closes the port (connections in progress are cut). */
  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** Listens again on the same port. */
  resume(): Promise<this> {
    return this.start(this.port)
  }

  /** Waits (bounded) until `count` mails have arrived; returns them. */
  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const until = Date.now() + timeoutMs
    while (this.received.length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 25))
    return this.received
  }
}

/** A loopback port nothing listens on (bound, then released). */
export async function refusedPort(): Promise<number> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.address() as { port: number }).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Polls `check` (bounded in count and time) until it answers something truthy. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}
