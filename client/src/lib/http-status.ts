import { createContext, use } from 'react'

/** The HTTP status a server render answers with; set by the page while it renders. */
export interface HttpStatus {
  code: number
}

export const HttpStatusContext = createContext<HttpStatus | undefined>(undefined)

/** Marks the page being rendered on the server as answering `code` (a "not found" page: 404). No-op in the browser. */
export function useHttpStatus(code: number): void {
  const status = use(HttpStatusContext)
  if (status) status.code = code
}
