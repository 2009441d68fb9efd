import { useQuery, useQueryClient } from '@tanstack/react-query'
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'
import { TicketQr } from '@/components/check-in-qr'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PageContainer } from '@/components/ui/page-container'
import { API_BASE_URL, api, unwrap } from '@/lib/api'
import { issuesByPath } from '@/lib/api-errors'
import { toast } from '@/lib/toast'
import { ownRegistrationQueryOptions, type RegistrationSelf } from '../api'
import { FeeSummary } from './fee-summary'

const STATUS_TEXT: Record<string, string> = {
  'awaiting-payment': 'Awaiting payment',
  'payment-claimed': 'Payment entered: we confirm it when it shows in the bank statement',
  confirmed: 'Confirmed',
  'needs-attention': 'Your payment needs attention',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
}

/** /registration/<token>: the registrant's own page — status, fee, how to pay, the payment form, receipt, withdraw. */
export function OwnRegistrationPage({ token }: { token: string }) {
  const query = useQuery(ownRegistrationQueryOptions(token))
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['registration-self', token] })
  if (query.isPending) return <PageContainer title="Your registration">Loading…</PageContainer>
  if (query.isError)
    return (
      <PageContainer title="Registration not found">
        <p>{query.error.message}</p>
      </PageContainer>
    )
  const { registration: r, payTo, ticket, certificates } = query.data
  const payable = ['awaiting-payment', 'payment-claimed', 'needs-attention'].includes(r.status)
  return (
    <PageContainer title={`Registration ${r.code}`} lead={`${r.name}, ${r.institution}`}>
      <div className="mt-6 grid gap-6">
        <p className="text-lg font-semibold" data-testid="registration-status">
          {STATUS_TEXT[r.status] ?? r.status}
        </p>
        {r.reason ? <p className="text-red-800">{r.reason}</p> : null}
        <section aria-labelledby="fee-heading">
          <h2 id="fee-heading" className="text-xl font-semibold">
            Fee
          </h2>
          <FeeSummary fee={r.fee} />
        </section>
        {r.receipt ? (
          <p>
            <a className="underline" href={`${API_BASE_URL}/registrations/self/${token}/receipt.pdf`}>
              Download receipt {r.receipt.number} (PDF)
            </a>
          </p>
        ) : null}
        {ticket ? (
          <section aria-labelledby="ticket-heading" className="grid gap-2">
            <h2 id="ticket-heading" className="text-xl font-semibold">
              Check-in at the venue
            </h2>
            <TicketQr url={ticket.url} caption="Show this QR code at the registration desk to check in." />
          </section>
        ) : null}
        {certificates.length ? <Certificates certificates={certificates} /> : null}
        {payable ? <HowToPay payTo={payTo} /> : null}
        {payable ? <PaymentForm token={token} onDone={refresh} /> : null}
        {payable && r.status !== 'confirmed' ? <Withdraw token={token} onDone={refresh} /> : null}
      </div>
    </PageContainer>
  )
}

const KIND_TEXT: Record<string, string> = { participation: 'Participation', presentation: 'Paper presentation' }

function Certificates({ certificates }: { certificates: RegistrationSelf['certificates'] }) {
  return (
    <section aria-labelledby="certificates-heading" className="grid gap-2">
      <h2 id="certificates-heading" className="text-xl font-semibold">
        Your certificates
      </h2>
      <ul className="grid gap-3">
        {certificates.map((c) => (
          <li key={c.code} className="grid gap-1 rounded-md border border-slate-200 p-3">
            <span className="font-semibold">
              {KIND_TEXT[c.kind] ?? c.kind}
              {c.paper ? `: ${c.paper.title}` : ''}
            </span>
            <span>
              Code {c.code}, issued {new Date(c.issuedAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}
              {c.status === 'revoked' ? <strong className="text-red-800"> — revoked</strong> : ' — valid'}
            </span>
            <span className="flex flex-wrap gap-x-4">
              <a className="underline" href={`${API_BASE_URL}/certificates/${c.code}.pdf`}>
                Download certificate {c.code} (PDF)
              </a>
              <a className="underline" href={`/verify/${c.code}`}>
                Check certificate {c.code}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

function HowToPay({ payTo }: { payTo: RegistrationSelf['payTo'] }) {
  const [qr, setQr] = useState<string>()
  useEffect(() => {
    if (payTo.upi) void QRCode.toDataURL(payTo.upi.link, { margin: 1, width: 200 }).then(setQr)
  }, [payTo.upi])
  const b = payTo.bank
  return (
    <section aria-labelledby="pay-heading" className="grid gap-2">
      <h2 id="pay-heading" className="text-xl font-semibold">
        How to pay
      </h2>
      <p>
        Write your code <strong>{payTo.remark}</strong> in the remark if your bank allows it, and keep the UTR (the
        transaction reference your bank app shows).
      </p>
      <dl className="grid gap-1">
        <div>Account name: {b.accountName}</div>
        <div>Account number: {b.accountNumber}</div>
        <div>
          Bank: {b.bankName}, {b.branch}
        </div>
        <div>IFSC: {b.ifsc}</div>
      </dl>
      {payTo.upi ? (
        <div className="grid gap-2">
          <a className="underline" href={payTo.upi.link}>
            Pay by UPI ({payTo.upi.vpa})
          </a>
          {qr ? <img src={qr} alt="UPI QR code for the fee" width={200} height={200} /> : null}
        </div>
      ) : null}
    </section>
  )
}

function PaymentForm({ token, onDone }: { token: string; onDone: () => void }) {
  const [values, setValues] = useState({ utr: '', amount: '', paidOn: '', payerName: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const set = (name: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [name]: e.target.value })
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setBusy(true)
    try {
      const res = unwrap(
        await api.POST('/registrations/self/{token}/payment', {
          params: { path: { token } },
          body: { ...values, amount: Number(values.amount) },
        }),
      )
      setErrors({})
      toast.success(res.message)
      for (const w of res.warnings) toast.error(w)
      onDone()
    } catch (err) {
      setErrors(issuesByPath(err))
      toast.error((err as Error).message)
    } finally {
      setBusy(false)
    }
  }
  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <FormField id={`pay-${name}`} label={label} error={errors[name]}>
      <Input type={type} value={values[name]} onChange={set(name)} {...fieldProps(`pay-${name}`, errors[name])} />
    </FormField>
  )
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-xl font-semibold">
        I have paid
      </h2>
      {field('utr', 'UTR (transaction reference)')}
      {field('amount', 'Amount paid', 'number')}
      {field('paidOn', 'Paid on', 'date')}
      {field('payerName', 'Name of the payer')}
      <Button type="submit" disabled={busy}>
        Send payment details
      </Button>
    </form>
  )
}

function Withdraw({ token, onDone }: { token: string; onDone: () => void }) {
  const withdraw = async () => {
    if (!window.confirm('Withdraw your registration? Your personal data is erased.')) return
    try {
      const res = unwrap(await api.POST('/registrations/self/{token}/withdraw', { params: { path: { token } } }))
      toast.success(res.message)
      onDone()
    } catch (err) {
      toast.error((err as Error).message)
    }
  }
  return (
    <Button variant="outline" onClick={withdraw}>
      Withdraw my registration
    </Button>
  )
}
