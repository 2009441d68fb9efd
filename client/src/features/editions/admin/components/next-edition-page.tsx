import type { Conference } from '@common/conference'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { NOT_LOGGED_IN, NotLoggedInError } from '@/lib/admin/admin-mutation'
import { ApiError } from '@/lib/api'
import { messageOf } from '@/lib/api-errors'
import { toast } from '@/lib/toast'
import {
  currentConferenceQueryOptions,
  type NextEditionPlan,
  type NextEditionStarted,
  usePreviewNextEdition,
  useStartNextEdition,
} from '../api'
import {
  EDITION_FIELDS,
  type EditionField,
  type EditionFormInput,
  type EditionFormValues,
  editionFormSchema,
  nextEditionDefaults,
} from '../edition-form'
import { EditionPlan, emptiedSummary } from './edition-plan'
import { EditionStarted } from './edition-started'

const FIELDS: readonly { name: EditionField; label: string; hint: string; type?: string; wide?: boolean }[] = [
  {
    name: 'name',
    label: 'Conference name',
    hint: 'In full, without the year.',
    wide: true,
  },
  { name: 'shortName', label: 'Short name', hint: 'With the new year: every page title ends with it.' },
  { name: 'acronym', label: 'Acronym', hint: 'Lower-case letters and digits; it must be new.' },
  { name: 'year', label: 'Year', hint: 'The year of the new edition.', type: 'number' },
  { name: 'startDate', label: 'First day', hint: "After the current edition's last day (India time).", type: 'date' },
  { name: 'endDate', label: 'Last day', hint: 'Not before the first day.', type: 'date' },
  {
    name: 'publicUrl',
    label: 'Public URL',
    hint: "The new edition's address, with a new host name (https; http only for *.localhost). The current address keeps the archive.",
    type: 'url',
    wide: true,
  },
]

const isField = (path: string): path is EditionField => (EDITION_FIELDS as readonly string[]).includes(path)

const FAILED_PREVIEW = 'The preview could not be made. Please try again.'
const FAILED_START = 'The next edition could not be started. Please try again.'

/**
 * /admin/edition: the next edition's identity (prefilled from the current one, a year on); "Preview the changes"
 * runs the server's dry run and shows exactly what is carried, shifted and emptied; "Start <short name>", once
 * confirmed, takes the backup, writes the archive and switches the site. Refusals are shown beside their field
 * (400) or above the buttons (409).
 */
export function NextEditionPage() {
  const current = useQuery(currentConferenceQueryOptions)
  if (current.isPending) {
    return (
      <div className="grid max-w-4xl gap-4" role="status" aria-busy="true" aria-label="Loading the current edition">
        <Skeleton className="h-72" />
      </div>
    )
  }
  if (current.isError) {
    return (
      <div className="max-w-4xl rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>The current edition could not be read from the settings. Please try again.</p>
        <Button variant="outline" className="mt-3" onClick={() => void current.refetch()}>
          Load the settings again
        </Button>
      </div>
    )
  }
  return <NextEditionForm current={current.data} />
}

function NextEditionForm({ current }: { current: Conference | undefined }) {
  const preview = usePreviewNextEdition()
  const start = useStartNextEdition()
  const [plan, setPlan] = useState<{ plan: NextEditionPlan; values: EditionFormValues } | null>(null)
  // Issue 54 item 6: the old edition's links go with the switch unless the organiser keeps them.
  const [keepLinks, setKeepLinks] = useState(false)
  const [formError, setFormError] = useState<string>()
  const [result, setResult] = useState<NextEditionStarted | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<EditionFormInput, unknown, EditionFormValues>({
    resolver: zodResolver(editionFormSchema),
    defaultValues: nextEditionDefaults(current),
  })

  /** A refusal: the server's words beside each field it names, the rest above the buttons. */
  const showFailure = (error: unknown, fallback: string): string => {
    if (error instanceof NotLoggedInError) {
      setFormError(NOT_LOGGED_IN)
      return NOT_LOGGED_IN
    }
    const message = messageOf(error, fallback)
    const issues = error instanceof ApiError && error.status === 400 ? (error.body?.issues ?? []) : []
    const fieldIssues = issues.filter((i) => isField(i.path))
    let first = true
    for (const issue of fieldIssues) {
      setError(issue.path as EditionField, { type: 'server', message: issue.message }, { shouldFocus: first })
      first = false
    }
    const rest = issues.filter((i) => !isField(i.path)).map((i) => i.message)
    setFormError(fieldIssues.length === 0 ? message : rest.length > 0 ? rest.join(' ') : undefined)
    return message
  }

  const runPreview = async (values: EditionFormValues) => {
    setPlan(null)
    setFormError(undefined)
    clearErrors()
    try {
      setPlan({ plan: await preview.mutateAsync(values), values })
    } catch (error) {
      showFailure(error, FAILED_PREVIEW)
    }
  }

  const runStart = async () => {
    if (!plan) return
    setFormError(undefined)
    try {
      const started = await start.mutateAsync({ ...plan.values, keepLinks })
      setResult(started)
      toast.success(started.message)
    } catch (error) {
      setPlan(null)
      toast.error(showFailure(error, FAILED_START))
    }
  }

  if (result) return <EditionStarted result={result} previousUrl={current?.publicUrl ?? ''} />

  const busy = preview.isPending || start.isPending
  const error = (name: EditionField) => errors[name]?.message
  const next = plan?.plan.to.shortName
  return (
    <div className="grid max-w-5xl gap-8">
      <form
        onSubmit={handleSubmit(runPreview)}
        // A changed value makes the preview stale: it must be made again before starting.
        onChange={() => {
          if (plan) setPlan(null)
        }}
        noValidate
        aria-labelledby="edition-form-heading"
        className="grid gap-4 rounded-xl border border-slate-200 p-5 shadow-sm"
      >
        <h2 id="edition-form-heading" className="text-xl font-semibold">
          The next edition
        </h2>
        {current && !current.publicUrl ? (
          <p className="text-sm text-slate-700">
            {current.shortName} has no public URL in Event settings: its archive takes the server's PUBLIC_URL, and
            without it starting is refused.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ name, label, hint, type, wide }) => (
            <FormField
              key={name}
              id={`edition-${name}`}
              label={label}
              hint={hint}
              error={error(name)}
              className={wide ? 'sm:col-span-2' : undefined}
            >
              <Input
                type={type ?? 'text'}
                autoComplete="off"
                {...(type === 'number' ? { inputMode: 'numeric' as const } : {})}
                {...fieldProps(`edition-${name}`, error(name))}
                {...register(name, name === 'year' ? { valueAsNumber: true } : undefined)}
              />
            </FormField>
          ))}
        </div>
        {formError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant={plan ? 'outline' : 'default'} className="justify-self-start" disabled={busy}>
          {preview.isPending ? 'Making the preview…' : 'Preview the changes'}
        </Button>
      </form>

      {plan ? (
        <section aria-labelledby="edition-plan-heading" className="grid gap-5">
          <div className="grid gap-1">
            <h2 id="edition-plan-heading" className="text-xl font-semibold">
              What starting {next} does
            </h2>
            <p className="text-sm text-slate-700">
              Nothing has changed yet. First a backup of everything is written, then the archive of{' '}
              {plan.plan.from.shortName}; only then does the site switch, all at once.
            </p>
          </div>
          <EditionPlan plan={plan.plan} />
          {start.isPending ? (
            <p role="status" className="text-sm font-medium text-slate-800">
              Starting {next}: writing the backup, then the archive of {plan.plan.from.shortName}. This can take a
              minute; keep this page open.
            </p>
          ) : null}
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={keepLinks}
              onChange={(e) => setKeepLinks(e.target.checked)}
              disabled={busy}
            />
            Keep the submission, brochure and template links (otherwise the switch empties them)
          </label>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="destructive" className="justify-self-start" disabled={busy}>
                {start.isPending ? `Starting ${next}…` : `Start ${next}`}
              </Button>
            }
            title={`Start ${next}?`}
            description={`This archives ${plan.plan.from.shortName} at ${plan.plan.from.host} and empties ${emptiedSummary(plan.plan.emptied)} from the site (they stay in the backup and the archive). The committees and settings are carried over and the important dates move by ${plan.plan.shiftDays} days. ${next} then answers at ${plan.plan.to.host}.`}
            confirmLabel={`Start ${next}`}
            onConfirm={() => void runStart()}
          />
        </section>
      ) : null}
    </div>
  )
}
