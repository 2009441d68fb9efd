import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { type ActivityFilters, activityFiltersQueryOptions, activityQueryOptions } from '../api'
import { entityName } from '../describe-entry'
import { ActivityEntry } from './activity-entry'

/**
 * The audit log, newest first: filters by item type and by admin, 50 entries at a time with "Load more", and for
 * each entry the fields it changed. The route keeps the filters in the URL, so a filtered view can be shared.
 */
export function ActivityLog({
  filters,
  onFiltersChange,
}: {
  filters: ActivityFilters
  onFiltersChange: (filters: ActivityFilters) => void
}) {
  const choices = useQuery(activityFiltersQueryOptions)
  const log = useInfiniteQuery(activityQueryOptions(filters))
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? []
  const filtered = Boolean(filters.entity || filters.actor)

  return (
    <>
      <form className="grid gap-4 sm:max-w-2xl sm:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
        <FormField id="activity-entity" label="Item type">
          <NativeSelect
            id="activity-entity"
            value={filters.entity ?? ''}
            onChange={(e) => onFiltersChange({ ...filters, entity: e.target.value || undefined })}
          >
            <option value="">All item types</option>
            {(choices.data?.entities ?? []).map((entity) => (
              <option key={entity} value={entity}>
                {entityName(entity)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="activity-actor" label="Admin">
          <NativeSelect
            id="activity-actor"
            value={filters.actor ?? ''}
            onChange={(e) => onFiltersChange({ ...filters, actor: e.target.value || undefined })}
          >
            <option value="">All admins</option>
            {(choices.data?.actors ?? []).map((a) => (
              <option key={a._id} value={a._id}>
                {a.name} ({a.email})
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </form>

      <div className="mt-6" aria-live="polite" aria-busy={log.isPending}>
        {log.isPending ? (
          <p className="text-slate-600">Loading...</p>
        ) : log.isError ? (
          <p role="alert" className="text-red-700">
            The activity could not be loaded. {log.error.message}
          </p>
        ) : entries.length === 0 ? (
          <p className="text-slate-600">{filtered ? 'No activity matches these filters.' : 'No activity yet.'}</p>
        ) : (
          <ol className="grid gap-4" aria-label="Activity, newest first">
            {entries.map((entry) => (
              <li key={entry._id}>
                <ActivityEntry entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </div>
      {log.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? 'Loading more...' : 'Load more'}
          </Button>
        </div>
      ) : null}
    </>
  )
}
