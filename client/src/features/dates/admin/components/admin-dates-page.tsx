import { DATE_ROLE_LABELS } from '@common/date-roles'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { AdminItemList } from '@/components/admin/admin-item-list'
import { DeleteItemButton } from '@/components/admin/delete-item-button'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDateRange, formatDay } from '@/lib/calendar-day'
import { type AdminDate, adminDatesQueryOptions, useAddDate, useDeleteDate, useUpdateDate } from '../api'
import type { DateFormValues } from '../date-form-schema'
import { DateForm } from './date-form'

const STATUS_TEXT = { passed: 'Passed', today: 'Today', upcoming: 'Upcoming' } as const

/** /admin/important-dates: the dates in order, each editable in place and deletable, and a form to add one. */
export function AdminDatesPage() {
  const dates = useQuery(adminDatesQueryOptions)
  const addDate = useAddDate()
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_24rem] lg:items-start">
      <section aria-labelledby="dates-list-heading">
        <h2 id="dates-list-heading" className="mb-4 text-xl font-semibold">
          Dates in order
        </h2>
        <AdminItemList query={dates} noun="dates">
          {(items) => (
            <ol className="grid gap-4" aria-label="Important dates in order">
              {items.map((d) => (
                <DateItem key={d._id} date={d} />
              ))}
            </ol>
          )}
        </AdminItemList>
      </section>
      <section aria-labelledby="add-date-heading" className="rounded-xl border border-slate-200 p-5 shadow-sm">
        <h2 id="add-date-heading" className="mb-4 text-xl font-semibold">
          Add a date
        </h2>
        <DateForm
          idPrefix="new-date"
          submitLabel="Add date"
          pendingLabel="Adding..."
          pending={addDate.isPending}
          onSave={(v) =>
            addDate.mutateAsync({
              label: v.label,
              date: v.date,
              ...(v.endDate ? { endDate: v.endDate } : {}),
              ...(v.role ? { role: v.role } : {}),
            })
          }
        />
      </section>
    </div>
  )
}

function DateItem({ date }: { date: AdminDate }) {
  const [editing, setEditing] = useState(false)
  const updateDate = useUpdateDate()
  const deleteDate = useDeleteDate()
  const save = (v: DateFormValues) =>
    updateDate
      .mutateAsync({
        id: date._id,
        body: { label: v.label, date: v.date, endDate: v.endDate || null, role: v.role || null },
      })
      .then(() => setEditing(false))

  return (
    <li className="rounded-xl border border-slate-200 p-5 shadow-sm [overflow-wrap:anywhere]" data-testid="admin-date">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{date.label}</h3>
        <Badge variant={date.status === 'passed' ? 'secondary' : 'default'}>{STATUS_TEXT[date.status]}</Badge>
        {date.previousDates.length > 0 ? <Badge variant="accent">Extended</Badge> : null}
        {date.role ? <Badge variant="secondary">{DATE_ROLE_LABELS[date.role]}</Badge> : null}
      </div>
      <p className="mt-1 text-slate-800">
        <time dateTime={date.date}>{formatDateRange(date)}</time>
      </p>
      {date.previousDates.length > 0 ? (
        <p className="text-sm text-slate-600">Earlier: {date.previousDates.map((d) => formatDay(d)).join(', ')}</p>
      ) : null}
      {editing ? (
        <div className="mt-4 border-t border-slate-200 pt-4">
          <DateForm
            idPrefix={`date-${date._id}`}
            defaultValues={{ label: date.label, date: date.date, endDate: date.endDate ?? '', role: date.role ?? '' }}
            submitLabel="Save changes"
            pendingLabel="Saving..."
            pending={updateDate.isPending}
            onSave={save}
            onCancel={() => setEditing(false)}
            hint="Moving the date to a later day records an extension: the site keeps showing the old day, struck through."
          />
        </div>
      ) : (
        <div className="mt-3 flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${date.label}`}>
            Edit
          </Button>
          <DeleteItemButton
            itemName={date.label}
            title={`Delete “${date.label}”?`}
            description="The date disappears from the site at once. This cannot be undone."
            deleting={deleteDate.isPending && deleteDate.variables === date._id}
            onConfirm={() => deleteDate.mutate(date._id)}
          />
        </div>
      )}
    </li>
  )
}
