import type { MouseEvent } from 'react'

/**
 * A plain left click, the one an in-app link follows itself; a new tab, a download or a modified click is the
 * browser's to handle.
 */
export function isPlainLeftClick(e: MouseEvent): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey
}
