import { type ChangeEvent, type Ref, type RefCallback, useCallback, useLayoutEffect, useRef } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

type TextField = HTMLInputElement | HTMLTextAreaElement

/** Fields whose words the browser keeps as typed: a date or number field may show less than its value says. */
const TYPED_AS_IS = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'textarea'])

/**
 * Keeps what a visitor typed into a server-rendered field before React hydrated it. Hydration leaves the typed
 * words on screen but keeps the state the server rendered (React fires no change for them), so a search box showed
 * "sixteenth" above an unfiltered list. On mount, a controlled field whose words differ from its value reports them
 * through its own onChange; only while hydrating, and only for text fields. Answers the ref for the field (it also sets
 * `ref`, the caller's).
 */
export function useTypedBeforeHydration<E extends TextField>({
  value,
  onChange,
  ref,
}: {
  value: unknown
  onChange: ((event: ChangeEvent<E>) => void) | undefined
  ref: Ref<E> | undefined
}): RefCallback<E> {
  const field = useRef<E | null>(null)
  const hydrating = !useHydrated()
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first render can differ from the screen
  useLayoutEffect(() => {
    const el = field.current
    if (!hydrating || !el || !TYPED_AS_IS.has(el.type) || value == null || !onChange) return
    if (el.value === String(value)) return
    // The handlers read the event's target, as a change event's; the words are already in it.
    onChange({ target: el, currentTarget: el, type: 'change' } as unknown as ChangeEvent<E>)
  }, [])
  return useCallback(
    (el: E | null) => {
      field.current = el
      if (typeof ref === 'function') return ref(el)
      if (ref) ref.current = el
    },
    [ref],
  )
}
