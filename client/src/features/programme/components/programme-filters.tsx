import { SESSION_KIND_LABELS, type SessionKind } from '@common/programme'
import { SlidersHorizontalIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { type ProgrammeFilters as Filters, hasFilters } from '../filters'

/** The room, track and kind filters: labelled selects whose values live in the URL (the route navigates). */
export function ProgrammeFilters({
  choices,
  filters,
  onChange,
}: {
  choices: { rooms: string[]; tracks: string[]; kinds: SessionKind[] }
  filters: Filters
  onChange: (filters: Filters) => void
}) {
  const set = (key: keyof Filters, value: string) => onChange({ ...filters, [key]: value || undefined })
  // A value in the URL that no session has any more (a renamed room) stays choosable, so the select shows it.
  const withCurrent = <T extends string>(list: T[], current: T | undefined) =>
    current && !list.includes(current) ? [...list, current] : list
  // Below 1024 px the filters fold into one button.
  const [open, setOpen] = useState(false)
  const active = [filters.room, filters.track, filters.kind].filter(Boolean).length
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="mt-6 lg:hidden"
        aria-expanded={open}
        aria-controls="programme-filters"
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontalIcon aria-hidden />
        Filters{active ? ` (${active})` : ''}
      </Button>
      <form
        id="programme-filters"
        className={`${open ? 'grid' : 'hidden'} mt-4 gap-4 rounded-xl border lg:mt-6 lg:grid border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,16rem))_auto] lg:items-end`}
        aria-label="Filter the programme"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="programme-room">Room</Label>
          <NativeSelect id="programme-room" value={filters.room ?? ''} onChange={(e) => set('room', e.target.value)}>
            <option value="">All rooms</option>
            {withCurrent(choices.rooms, filters.room).map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="programme-track">Track</Label>
          <NativeSelect id="programme-track" value={filters.track ?? ''} onChange={(e) => set('track', e.target.value)}>
            <option value="">All tracks</option>
            {withCurrent(choices.tracks, filters.track).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="programme-kind">Kind of session</Label>
          <NativeSelect id="programme-kind" value={filters.kind ?? ''} onChange={(e) => set('kind', e.target.value)}>
            <option value="">All kinds</option>
            {withCurrent(choices.kinds, filters.kind).map((k) => (
              <option key={k} value={k}>
                {SESSION_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {hasFilters(filters) ? (
          <Button type="button" variant="outline" onClick={() => onChange({})}>
            Clear filters
          </Button>
        ) : null}
      </form>
    </>
  )
}
