import { type AddressInfo, createServer, type Server, Socket } from 'node:net'

// A TCP proxy that can cut the database away and bring it back.

export class TcpProxy {
  private server?: Server
  private sockets = new Set<Socket>()
  port = 0
  /** When true, connections are accepted and held but nothing is forwarded (a network black hole). */
  blackhole = false

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<number> {
    const server = createServer((client) => {
      this.sockets.add(client)
      client.on('close', () => this.sockets.delete(client))
      client.on('error', () => client.destroy())
      if (this.blackhole) return
      const upstream = new Socket()
      this.sockets.add(upstream)
      upstream.on('close', () => {
        this.sockets.delete(upstream)
        client.destroy()
      })
      upstream.on('error', () => upstream.destroy())
      client.on('close', () => upstream.destroy())
      upstream.connect(this.targetPort, this.targetHost, () => {
        client.pipe(upstream)
        upstream.pipe(client)
      })
    })
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolveListen())
    })
    this.server = server
    this.port = (server.address() as AddressInfo).port
    return this.port
  }

  /** Stops accepting and destroys every open connection (both sides). */
  async cut(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const s of this.sockets) s.destroy()
    this.sockets.clear()
    if (server) await new Promise((r) => server.close(r))
  }

  /** Listens again on the same port. */
  async restore(): Promise<void> {
    await this.start(this.port)
  }

  get connections(): number {
    return this.sockets.size
  }
}

/** A proxy started in front of the database at `databaseUrl`, and the URL that reaches it through the proxy. */
export async function behindProxy(databaseUrl: string): Promise<{ proxy: TcpProxy; url: string }> {
  const target = new URL(databaseUrl)
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432))
  await proxy.start()
  const viaProxy = new URL(databaseUrl)
  viaProxy.hostname = '127.0.0.1'
  viaProxy.port = String(proxy.port)
  return { proxy, url: viaProxy.toString() }
}
