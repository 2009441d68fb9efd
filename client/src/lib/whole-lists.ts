import { createContext, useContext } from 'react'

/**
 * True in the render of an archived page (issue 32): no JavaScript will run there to grow a long list later, so
 * every list renders whole at once (lib/use-growing-count.ts).
 */
export const WholeListsContext = createContext(false)

export const useWholeLists = (): boolean => useContext(WholeListsContext)
