import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { formatDateTime } from '@/lib/utils'
import { money } from '../api'
import {
  type AdminRegistration,
  type DeskAction,
  type RegistrationPatch,
  registrationQueryOptions,
  STATUS_LABELS,
  useCorrectRegistration,
  useRegistrationAction,
} from './api'

const ACTIONS: Record<DeskAction, { button: string; field: string; needsText: boolean }> = {
  confirm: { button: 'Confirm payment', field: 'Note (optional)', needsText: false },
  'needs-attention': { button: 'Mark as needing attention', field: 'Reason (sent to the registrant)', needsText: true },
  cancel: { button: 'Cancel registration', field: 'Reason for cancelling', needsText: true },
}

/** Which actions a status allows (the server refuses the others with 409). */
function actionsFor(status: AdminRegistration['status']): DeskAction[] {
  if (status === 'awaiting-payment') return ['confirm', 'cancel']
  if (status === 'payment-claimed' || status === 'needs-attention') return ['confirm', 'needs-attention', 'cancel']
  if (status === 'confirmed') return ['cancel']
  return []
}

/** One registration: details, fee, payment, history, and the desk's actions. */
export function RegistrationDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const registration = useQuery(registrationQueryOptions(id))
  if (registration.isPending) return <p className="text-slate-600">Loading the registration...</p>
  if (registration.isError) return <p className="text-red-700">{registration.error.message}</p>
  const r = registration.data
  return (
    <section
      aria-label={`Registration ${r.code}`}
      className="grid gap-4 rounded-lg border border-slate-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-xl font-semibold text-brand-800">
          {r.code}: {r.name}
        </h2>
        <Button variant="outline" onClick={onClose}>
          Close registration {r.code}
        </Button>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Status</dt>
        <dd data-testid="registration-status">{STATUS_LABELS[r.status]}</dd>
        {r.reason ? (
          <>
            <dt className="font-medium">Reason</dt>
            <dd>{r.reason}</dd>
          </>
        ) : null}
        <dt className="font-medium">Contact</dt>
        <dd>{[r.email, r.phone].filter(Boolean).join(', ') || 'Erased'}</dd>
        <dt className="font-medium">Institution</dt>
        <dd>
          {r.institution}
          {r.designation ? `, ${r.designation}` : ''} ({r.country})
        </dd>
        <dt className="font-medium">Category and mode</dt>
        <dd>
          {r.categoryLabel}, {r.mode}
          {r.accompanying ? `, ${r.accompanying} accompanying` : ''}
        </dd>
        <dt className="font-medium">Papers</dt>
        <dd>{r.papers.map((p) => `${p.cmtId ?? ''} ${p.heading}`.trim()).join('; ') || 'None'}</dd>
        <dt className="font-medium">Fee</dt>
        <dd>
          {money(r.fee.currency, r.fee.total)} ({r.fee.tier}):{' '}
          {r.fee.items.map((i) => `${i.label} ${money(r.fee.currency, i.amount)}`).join(', ')}
        </dd>
        <dt className="font-medium">Payment claimed</dt>
        <dd>
          {r.payment
            ? `UTR ${r.payment.utr ?? '-'}, ${r.payment.amount ?? '-'} on ${r.payment.paidOn ?? '-'} by ${r.payment.payerName ?? '-'}`
            : 'None yet'}
        </dd>
        {r.billing ? (
          <>
            <dt className="font-medium">Billing</dt>
            <dd>
              {r.billing.name}
              {r.billing.gstin ? ` (GSTIN ${r.billing.gstin})` : ''}, {r.billing.address}
            </dd>
          </>
        ) : null}
        {r.receipt ? (
          <>
            <dt className="font-medium">Receipt</dt>
            <dd>
              {r.receipt.number}, {formatDateTime(r.receipt.issuedAt)}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="grid gap-3 sm:grid-cols-3">
        {actionsFor(r.status).map((action) => (
          <ActionForm key={action} id={r._id} code={r.code} action={action} />
        ))}
      </div>
      {actionsFor(r.status).length > 0 ? <EditForm registration={r} /> : null}
      <section aria-label="History">
        <h3 className="mb-2 font-semibold">History</h3>
        <ol className="grid gap-1 text-sm">
          {r.history.map((h) => (
            <li key={`${h.at}-${h.action}`}>
              {formatDateTime(h.at)}: {h.action} by {h.by}
              {h.note ? ` (${h.note})` : ''}
            </li>
          ))}
        </ol>
      </section>
    </section>
  )
}

function ActionForm({ id, code, action }: { id: string; code: string; action: DeskAction }) {
  const [text, setText] = useState('')
  const run = useRegistrationAction()
  const { button, field, needsText } = ACTIONS[action]
  const fieldId = `${action}-${id}`
  return (
    <form
      className="grid content-start gap-2"
      onSubmit={(e) => {
        e.preventDefault()
        run.mutate({ id, action, text: text.trim() }, { onSuccess: () => setText('') })
      }}
    >
      <FormField id={fieldId} label={field}>
        <Textarea id={fieldId} rows={2} value={text} required={needsText} onChange={(e) => setText(e.target.value)} />
      </FormField>
      <Button type="submit" variant={action === 'confirm' ? 'default' : 'outline'} disabled={run.isPending}>
        {button} {code}
      </Button>
    </form>
  )
}

type EditValues = Record<
  | 'name'
  | 'email'
  | 'phone'
  | 'institution'
  | 'designation'
  | 'country'
  | 'mode'
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
  billingName: r.billing?.name ?? '',
  gstin: r.billing?.gstin ?? '',
  billingAddress: r.billing?.address ?? '',
  total: '',
  reason: '',
})

/** Only what the desk changed: PATCH /registrations/{id} records each field it is sent in the history. */
function changesOf(before: EditValues, after: EditValues): RegistrationPatch {
  const body: RegistrationPatch = {}
  for (const key of ['name', 'email', 'phone', 'institution', 'country'] as const)
    if (after[key].trim() !== before[key]) body[key] = after[key].trim()
  if (after.designation.trim() !== before.designation) body.designation = after.designation.trim()
  if (after.mode !== before.mode) body.mode = after.mode as RegistrationPatch['mode']
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

/** The desk's corrections of a registration; a fee override needs a reason (the server refuses it without one). */
function EditForm({ registration: r }: { registration: AdminRegistration }) {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<EditValues>(() => valuesOf(r))
  const [problem, setProblem] = useState<string>()
  const save = useCorrectRegistration()
  if (!open)
    return (
      <div>
        <Button
          variant="outline"
          onClick={() => {
            setValues(valuesOf(r))
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
  return (
    <form
      aria-label={`Edit registration ${r.code}`}
      className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault()
        setProblem(undefined)
        const body = changesOf(valuesOf(r), values)
        if (Object.keys(body).length === 0) return setProblem('Nothing to save: change a field first.')
        save.mutate(
          { id: r._id, body },
          { onSuccess: () => setOpen(false), onError: (error) => setProblem(error.message) },
        )
      }}
    >
      {field('name', 'Name')}
      {field('email', 'Email', 'email')}
      {field('phone', 'Phone', 'tel')}
      {field('institution', 'Institution')}
      {field('designation', 'Designation (optional)')}
      {field('country', 'Country')}
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
