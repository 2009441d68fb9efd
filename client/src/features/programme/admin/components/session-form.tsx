import { formatDay } from '@common/conference'
import { SESSION_KIND_LABELS, SESSION_KINDS } from '@common/programme'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { AdminForm } from '@/components/admin/admin-form'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { pickerPapersQueryOptions, pickerSpeakersQueryOptions, type Room } from '../api'
import { formFieldOfIssue, type SessionFormValues, sessionFormSchema } from '../session-form'
import { applyIssues } from './apply-issues'
import { ChosenPapers } from './chosen-papers'
import { OtherPeople } from './other-people'
import { SearchPicker } from './search-picker'

/**
 * A session of the draft, to add or edit: kind, title, slug, description, day and times in India (IST), room,
 * track, chairs, speakers and papers (searched by name, title or author; papers in presentation order), other
 * people and the online link. The server's refusals are shown beside the fields they name.
 */
export function SessionForm({
  idPrefix,
  defaultValues,
  rooms,
  days,
  submitLabel,
  pending,
  onSave,
  onCancel,
}: {
  idPrefix: string
  defaultValues: SessionFormValues
  rooms: readonly Room[]
  /** The days offered (YYYY-MM-DD): the conference's, and the session's own when it is another. */
  days: readonly string[]
  submitLabel: string
  pending: boolean
  onSave: (values: SessionFormValues) => Promise<unknown>
  onCancel: () => void
}) {
  const [formError, setFormError] = useState<string>()
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    control,
    formState: { errors },
  } = useForm<SessionFormValues>({ resolver: zodResolver(sessionFormSchema), defaultValues })
  const speakers = useQuery(pickerSpeakersQueryOptions)
  const papers = useQuery(pickerPapersQueryOptions)
  const speakerIds = watch('speakerIds')
  const paperIds = watch('paperIds')
  const day = watch('day')

  const onSubmit = async (values: SessionFormValues) => {
    if (!ensureLoggedIn()) return
    setFormError(undefined)
    await onSave(values).catch((error: unknown) => {
      const rest = applyIssues(error, setError, formFieldOfIssue)
      if (rest.length) setFormError(rest.join(' '))
    })
  }

  const id = (field: string) => `${idPrefix}-${field}`
  const dayOptions = day && !days.includes(day) ? [...days, day].sort() : days
  const speakerName = (sid: string) => speakers.data?.find((s) => s._id === sid)?.name ?? 'Unknown speaker'
  const paperOf = (pid: string) => papers.data?.find((p) => p._id === pid)
  // The papers' CMT tracks are offered as the session's track: the chosen papers' first, then every other.
  const chosenTracks = [...new Set(paperIds.flatMap((pid) => paperOf(pid)?.track ?? []))]
  const trackOptions = [...new Set([...chosenTracks, ...(papers.data ?? []).flatMap((p) => p.track ?? [])])]
  const track = watch('track')
  const setPapers = (ids: string[]) => setValue('paperIds', ids, { shouldDirty: true })

  return (
    <AdminForm
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={submitLabel}
      pendingLabel="Saving..."
      pending={pending}
      error={formError}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <FormField id={id('kind')} label="Kind" error={errors.kind?.message}>
          <NativeSelect {...fieldProps(id('kind'), errors.kind?.message)} {...register('kind')}>
            {SESSION_KINDS.map((k) => (
              <option key={k} value={k}>
                {SESSION_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id('title')} label="Title" error={errors.title?.message}>
          <Input {...fieldProps(id('title'), errors.title?.message)} {...register('title')} />
        </FormField>
      </div>
      <FormField
        id={id('slug')}
        label="Slug (optional)"
        error={errors.slug?.message}
        hint="The session's address, /programme/<slug>; made from the title when empty."
      >
        <Input placeholder="smart-grids" {...fieldProps(id('slug'), errors.slug?.message)} {...register('slug')} />
      </FormField>
      <FormField
        id={id('description')}
        label="Description (optional)"
        error={errors.description?.message}
        hint="Plain text; a blank line starts a new paragraph."
      >
        <Textarea {...fieldProps(id('description'), errors.description?.message)} {...register('description')} />
      </FormField>

      <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">When and where (India time, IST)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField id={id('day')} label="Day" error={errors.day?.message}>
            <NativeSelect {...fieldProps(id('day'), errors.day?.message)} {...register('day')}>
              <option value="">To be scheduled</option>
              {dayOptions.map((d) => (
                <option key={d} value={d}>
                  {formatDay(d)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id={id('start')} label="Start time (IST)" error={errors.startTime?.message}>
            <Input type="time" {...fieldProps(id('start'), errors.startTime?.message)} {...register('startTime')} />
          </FormField>
          <FormField id={id('end')} label="End time (IST)" error={errors.endTime?.message}>
            <Input type="time" {...fieldProps(id('end'), errors.endTime?.message)} {...register('endTime')} />
          </FormField>
        </div>
        {day === '' ? (
          <p className="text-sm text-slate-600">
            Not yet scheduled: the session has its page and is listed under “To be scheduled”; the times are ignored.
          </p>
        ) : (
          <div className="flex items-center gap-2">
            <input
              id={id('next-day')}
              type="checkbox"
              className="size-4 accent-blue-700"
              {...register('endsNextDay')}
            />
            <Label htmlFor={id('next-day')}>Ends the next day (past midnight)</Label>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('room')} label="Room" error={errors.roomId?.message}>
            <NativeSelect {...fieldProps(id('room'), errors.roomId?.message)} {...register('roomId')}>
              <option value="">All rooms</option>
              {rooms.map((r) => (
                <option key={r._id} value={r._id}>
                  {r.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <div className="grid content-start gap-2">
            <FormField id={id('track')} label="Track (optional)" error={errors.track?.message}>
              <Input
                list={id('track-options')}
                {...fieldProps(id('track'), errors.track?.message)}
                {...register('track')}
              />
            </FormField>
            <datalist id={id('track-options')}>
              {trackOptions.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
            {!track?.trim() && chosenTracks[0] ? (
              <Button
                size="sm"
                variant="outline"
                className="justify-self-start"
                onClick={() => setValue('track', chosenTracks[0]!, { shouldDirty: true })}
              >
                Use the papers’ track “{chosenTracks[0]}”
              </Button>
            ) : null}
          </div>
        </div>
        <FormField
          id={id('online-url')}
          label="Online link (optional)"
          error={errors.onlineUrl?.message}
          hint="Empty: the room's link applies."
        >
          <Input
            type="url"
            placeholder="https://meet.example.org/session"
            {...fieldProps(id('online-url'), errors.onlineUrl?.message)}
            {...register('onlineUrl')}
          />
        </FormField>
      </fieldset>

      <FormField id={id('chairs')} label="Chairs (one name per line)" error={errors.chairs?.message}>
        <Textarea {...fieldProps(id('chairs'), errors.chairs?.message)} {...register('chairs')} />
      </FormField>

      <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold">Speakers</legend>
        <SearchPicker
          label="Search speakers by name"
          noun="speakers"
          placeholder="A speaker's name"
          options={(speakers.data ?? []).map((s) => ({
            id: s._id,
            title: s.name,
            detail: s.specialization.join(', '),
          }))}
          chosenIds={speakerIds}
          loading={speakers.isPending}
          failed={speakers.isError}
          onAdd={(sid) => setValue('speakerIds', [...speakerIds, sid], { shouldDirty: true })}
        />
        {speakerIds.length ? (
          <ul className="grid gap-2" aria-label="Chosen speakers">
            {speakerIds.map((sid) => (
              <li
                key={sid}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2"
              >
                <span>{speakerName(sid)}</span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    setValue(
                      'speakerIds',
                      speakerIds.filter((x) => x !== sid),
                      { shouldDirty: true },
                    )
                  }
                >
                  Remove speaker {speakerName(sid)}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No speaker chosen.</p>
        )}
        {errors.speakerIds?.message ? (
          <p role="alert" className="text-sm text-red-700">
            {errors.speakerIds.message}
          </p>
        ) : null}
      </fieldset>

      <ChosenPapers paperIds={paperIds} onChange={setPapers} error={errors.paperIds?.message} />

      <OtherPeople control={control} register={register} errors={errors} id={id} />
    </AdminForm>
  )
}
