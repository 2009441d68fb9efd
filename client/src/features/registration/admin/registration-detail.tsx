import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { formatDateTime } from '@/lib/utils'
import { money } from '../api'
import {
  type AdminRegistration,
  type DeskAction,
  registrationQueryOptions,
  STATUS_LABELS,
  useRegistrationAction,
} from './api'
import { EditForm } from './registration-edit'

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
