import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { ApiFetch, RenderedPage, RenderOptions } from '../../../common/render-contract'

export type { ApiFetch, RenderedPage }

export interface RenderModule {
  renderPage(url: string, fetchApi: ApiFetch, options?: RenderOptions): Promise<RenderedPage>
  /** Every public page of the site map (the sitemap; the pages that get a preview image). */
  publicPagePaths?(): string[]
  /** The public pages that are data (each published workshop's page), read through `fetchApi`. */
  dataPagePaths?(fetchApi: ApiFetch): Promise<string[]>
  /** The query parameters a page reads (`q` on /programs/speakers); every other one is left out of its URL. */
  pageQueryParams?(path: string): readonly string[]
}

/** Loads the bundle `make build` writes (client/dist-server/entry-server.js); undefined when it is not built. */
export async function loadRenderModule(file: string): Promise<RenderModule | undefined> {
  if (!existsSync(file)) return undefined
  return (await import(pathToFileURL(file).href)) as RenderModule
}
