/** See bundle-server.mjs: bundles the server and its CLIs into `outdir`; resolves with the files' names. */
export function bundleServer(outdir: string): Promise<string[]>
