import type { ContactStatus } from '../api'

export const STATUS_FILTERS: readonly { value: ContactStatus | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'read', label: 'Read' },
  { value: 'replied', label: 'Replied' },
  { value: 'archived', label: 'Archived' },
]

/** "Show: All · New · Read · Replied · Archived" as a radio group (arrow keys move between them). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: ContactStatus | 'all'
  onChange: (value: ContactStatus | 'all') => void
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">Show messages</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {STATUS_FILTERS.map((f) => (
          <label
            key={f.value}
            className="relative rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white"
          >
            {/* The radio itself covers its pill, so the pill is what is clicked and focused. */}
            <input
              type="radio"
              name="contact-status"
              value={f.value}
              checked={value === f.value}
              onChange={() => onChange(f.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
            />
            {f.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
