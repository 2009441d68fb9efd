import type { QueryKey } from '@tanstack/react-query'
import { useAdminMutation } from './admin-mutation'

export const ORDER_SAVED = 'Order saved.'
export const ORDER_FAILED = 'Failed to save the order. Please try again.'

/** `items` with the one at `from` moved to `to` (both indexes into it). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item)
  return next
}

/**
 * Move up / Move down for an ordered list, saved at once: the list is numbered again 0, 1, 2… in its new order and
 * every item whose number changed is sent (`send(id, position)`: its setPriority or position call). Items that were
 * never numbered (all 0 at first) thus get distinct places on the first move.
 */
export function useReorder<T extends { _id: string }>({
  positionOf,
  send,
  invalidate,
  onSuccess,
}: {
  positionOf: (item: T) => number | null | undefined
  send: (id: string, position: number) => Promise<unknown>
  invalidate: QueryKey[]
  onSuccess?: () => void
}) {
  const mutation = useAdminMutation({
    mutationFn: async ({ items, from, to }: { items: readonly T[]; from: number; to: number }) => {
      const order = moved(items, from, to)
      for (const [position, item] of order.entries()) if (positionOf(item) !== position) await send(item._id, position)
    },
    successMessage: () => ORDER_SAVED,
    failureMessage: ORDER_FAILED,
    invalidate,
    onSuccess,
  })
  return {
    pending: mutation.isPending,
    /** The item being moved, while its move is saved. */
    movingId: mutation.isPending ? mutation.variables?.items[mutation.variables.from]?._id : undefined,
    move: (items: readonly T[], from: number, to: number) => {
      if (to < 0 || to >= items.length || from === to) return
      mutation.mutate({ items, from, to })
    },
  }
}
