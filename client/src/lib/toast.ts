import type { ExternalToast } from 'sonner'

/**
 * `toast` with sonner loaded on first use (kept out of the first load); calls made before it arrives are replayed
 * in order, so none is lost.
 */

type Sonner = typeof import('sonner')
type Message = Parameters<Sonner['toast']['success']>[0]
type ToastId = string | number

let sonner: Promise<Sonner> | undefined

/** sonner itself; the first call starts the download. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner')
  return sonner
}

let requested = false
const listeners = new Set<() => void>()

/** Whether a toast has been raised on this page yet (the Toaster mounts sonner's area from then on). */
export function toastRequested(): boolean {
  return requested
}

export function subscribeToastRequested(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let counter = 0

function show(kind: 'success' | 'error', message: Message, data?: ExternalToast): ToastId {
  // The id is chosen here so that it can be returned at once, as sonner's own toast does.
  const id = data?.id ?? `toast-${++counter}`
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  void loadSonner().then(({ toast }) => toast[kind](message, { ...data, id }))
  return id
}

export const toast = {
  success: (message: Message, data?: ExternalToast): ToastId => show('success', message, data),
  error: (message: Message, data?: ExternalToast): ToastId => show('error', message, data),
}
