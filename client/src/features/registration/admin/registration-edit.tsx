import { useQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { registrationFormQueryOptions } from '../api'
import { PERSON_FIELDS } from '../person-fields'
import { type AdminRegistration, type RegistrationPatch, useCorrectRegistration } from './api'
import { EditPapers, type PaperRef } from './edit-papers'

type EditValues = Record<
  | 'name'
  | 'email'
  | 'phone'
  | 'institution'
  | 'designation'
  | 'country'
  | 'mode'
  | 'category'
  | 'accompanying'
  | 'billingName'
  | 'gstin'
  | 'billingAddress'
  | 'total'
  | 'reason',
  string
>

const valuesOf = (r: AdminRegistration): EditValues => ({
  name: r.name,
  email: r.email ?? '',
  phone: r.phone ?? '',
  institution: r.institution,
  designation: r.designation ?? '',
  country: r.country,
  mode: r.mode,
  category: r.category,
  accompanying: String(r.accompanying),
  billingName: r.billing?.name ?? '',
  gstin: r.billing?.gstin ?? '',
  billingAddress: r.billing?.address ?? '',
  total: '',
  reason: '',
})

const idsOf = (papers: PaperRef[]) => papers.map((p) => p._id)

/** Only what the desk changed: PATCH /registrations/{id} records each field it is sent in the history. */
function changesOf(before: EditValues, after: EditValues, papersBefore: string[], papersAfter: string[]) {
  const body: RegistrationPatch = {}
  for (const key of ['name', 'email', 'phone', 'institution', 'country'] as const)
    if (after[key].trim() !== before[key]) body[key] = after[key].trim()
  if (after.designation.trim() !== before.designation) body.designation = after.designation.trim()
  if (after.mode !== before.mode) body.mode = after.mode as RegistrationPatch['mode']
  if (after.category !== before.category) body.category = after.category
  if (papersAfter.join() !== papersBefore.join()) body.paperIds = papersAfter
  if (after.accompanying !== before.accompanying) body.accompanying = Number(after.accompanying)
  const billing = ['billingName', 'gstin', 'billingAddress'] as const
  if (billing.some((k) => after[k].trim() !== before[k]))
    // null removes the billing details (the generated type leaves null out).
    body.billing = (
      after.billingName.trim() === '' && after.billingAddress.trim() === ''
        ? null
        : {
            name: after.billingName.trim(),
            gstin: after.gstin.trim() || undefined,
            address: after.billingAddress.trim(),
          }
    ) as RegistrationPatch['billing']
  if (after.total.trim() !== '') body.total = Number(after.total)
  if (after.reason.trim() !== '') body.reason = after.reason.trim()
  return body
}

/**
 * The desk's corrections of a registration; a fee override needs a reason (the server refuses it without one).
 * Category, papers and accompanying persons change the fee: the server works it out again, or refuses (409) when
 * the registration is confirmed and its receipt states another fee.
 */
export function EditForm({ registration: r }: { registration: AdminRegistration }) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<EditValues>(() => valuesOf(r))
  const [papers, setPapers] = useState<PaperRef[]>(r.papers)
  const [problem, setProblem] = useState<string>()
  const save = useCorrectRegistration()
  const form = useQuery({ ...registrationFormQueryOptions, enabled: open })
  if (!open)
    return (
      <div>
        <Button
          variant="outline"
          onClick={() => {
            setValues(valuesOf(r))
            setPapers(r.papers)
            setProblem(undefined)
            setOpen(true)
          }}
        >
          Edit registration {r.code}
        </Button>
      </div>
    )
  const field = (key: keyof EditValues, label: string, type = 'text') => (
    <FormField id={`edit-${key}-${r._id}`} label={label}>
      <Input
        id={`edit-${key}-${r._id}`}
        type={type}
        value={values[key]}
        onChange={(e) => setValues({ ...values, [key]: e.target.value })}
      />
    </FormField>
  )
  const categories = form.data?.categories ?? []
  return (
    <form
      aria-label={`Edit registration ${r.code}`}
      className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault()
        setProblem(undefined)
        const body = changesOf(valuesOf(r), values, idsOf(r.papers), idsOf(papers))
        if (Object.keys(body).length === 0) return setProblem('Nothing to save: change a field first.')
        save.mutate(
          { id: r._id, body },
          { onSuccess: () => setOpen(false), onError: (error) => setProblem(error.message) },
        )
      }}
    >
      {PERSON_FIELDS.map((f) => (
        <Fragment key={f.name}>{field(f.name, f.label, f.type)}</Fragment>
      ))}
      <FormField id={`edit-mode-${r._id}`} label="Attending">
        <NativeSelect
          id={`edit-mode-${r._id}`}
          value={values.mode}
          onChange={(e) => setValues({ ...values, mode: e.target.value })}
        >
          <option value="in-person">In person</option>
          <option value="online">Online</option>
        </NativeSelect>
      </FormField>
      <FormField id={`edit-category-${r._id}`} label="Category (the fee is worked out again)">
        <NativeSelect
          id={`edit-category-${r._id}`}
          value={values.category}
          onChange={(e) => setValues({ ...values, category: e.target.value })}
        >
          {categories.some((c) => c.key === r.category) ? null : <option value={r.category}>{r.categoryLabel}</option>}
          {categories.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`edit-accompanying-${r._id}`} label="Accompanying persons">
        <Input
          id={`edit-accompanying-${r._id}`}
          type="number"
          min={0}
          max={3}
          step={1}
          value={values.accompanying}
          onChange={(e) => setValues({ ...values, accompanying: e.target.value })}
        />
      </FormField>
      <EditPapers id={`edit-papers-${r._id}`} papers={papers} onChange={setPapers} />
      {field('billingName', 'Billing name (empty: no billing details)')}
      {field('gstin', 'GSTIN (optional)')}
      {field('billingAddress', 'Billing address')}
      {field('total', `Fee override: new total in ${r.fee.currency} (optional)`, 'number')}
      {field('reason', 'Reason for the change (needed for a fee override)')}
      {problem ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          Save registration {r.code}
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Discard changes to {r.code}
        </Button>
      </div>
    </form>
  )
}
