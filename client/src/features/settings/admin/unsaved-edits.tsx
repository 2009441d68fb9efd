import { useBlocker } from '@tanstack/react-router'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react'

// Issue 54 item 7: leaving /admin/settings with an unsaved edit in any section asks first (each section is saved
// on its own, and another section's save keeps what was typed here).

type Report = (section: string, dirty: boolean) => void
const UnsavedContext = createContext<Report>(() => undefined)

export const leaveQuestion = (sections: string[]) =>
  `You have unsaved changes in ${sections.join(', ')}. Leave this page without saving them?`

/** Holds which sections have unsaved edits; asks before the admin leaves the page (in the app or the browser). */
export function UnsavedEditsGuard({ children }: { children: ReactNode }) {
  const dirty = useRef(new Set<string>())
  const report = useCallback<Report>((section, isDirty) => {
    if (isDirty) dirty.current.add(section)
    else dirty.current.delete(section)
  }, [])
  useBlocker({
    shouldBlockFn: () => dirty.current.size > 0 && !window.confirm(leaveQuestion([...dirty.current])),
    // The browser's own question on closing or reloading the tab (it shows its own words).
    enableBeforeUnload: () => dirty.current.size > 0,
  })
  const value = useMemo(() => report, [report])
  return <UnsavedContext.Provider value={value}>{children}</UnsavedContext.Provider>
}

/** A section's form reports whether it holds unsaved edits (react-hook-form's `isDirty`). */
export function useReportUnsaved(section: string, dirty: boolean) {
  const report = useContext(UnsavedContext)
  useEffect(() => {
    report(section, dirty)
    return () => report(section, false)
  }, [report, section, dirty])
}
