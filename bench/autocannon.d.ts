declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number }
    latency: { p50: number; p99: number }
    /** Bytes received per second. */
    throughput: { average: number }
    errors: number
    timeouts: number
    non2xx: number
    '1xx': number
    '2xx': number
    '3xx': number
    '4xx': number
    '5xx': number
  }
  export default function autocannon(opts: {
    url: string
    connections: number
    duration: number
    headers?: Record<string, string>
  }): Promise<Result>
}
