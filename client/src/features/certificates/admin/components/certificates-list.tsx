import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { formatDateTime } from '@/lib/utils'
import {
  type AdminCertificate,
  CERTIFICATE_KIND_LABELS,
  type CertificateKind,
  certificatesQueryOptions,
  PAGE_SIZE,
  useRevokeCertificate,
} from '../api'
import { KindOptions } from './kind-options'

/** Issued certificates, newest first, by kind and search, with their links and a way to revoke each. */
export function CertificatesList() {
  const [kind, setKind] = useState<CertificateKind | ''>('')
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const list = useQuery(certificatesQueryOptions({ kind: kind || undefined, q, page }))
  const totalPages = list.data?.totalPages ?? 1
  return (
    <div className="grid gap-4">
      <div className="grid max-w-3xl gap-3 sm:grid-cols-2">
        <FormField id="certs-kind" label="Kind">
          <NativeSelect
            id="certs-kind"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as CertificateKind | '')
              setPage(1)
            }}
          >
            <option value="">All kinds</option>
            <KindOptions />
          </NativeSelect>
        </FormField>
        <FormField id="certs-q" label="Search (name, institution, e-mail, paper or code)">
          <Input
            id="certs-q"
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.target.value)
              setPage(1)
            }}
          />
        </FormField>
      </div>
      {list.isPending ? (
        <p role="status">Loading…</p>
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          Could not load the certificates. Please reload the page.
        </p>
      ) : list.data.data.length === 0 ? (
        <p>No certificates yet.</p>
      ) : (
        <ul className="grid gap-2" data-testid="certificates">
          {list.data.data.map((c) => (
            <CertificateRow key={c.code} certificate={c} />
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <div className="flex items-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous {PAGE_SIZE}
          </Button>
          <span>
            Page {page} of {totalPages}
          </span>
          <Button variant="outline" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            Next {PAGE_SIZE}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function CertificateRow({ certificate: c }: { certificate: AdminCertificate }) {
  const revoke = useRevokeCertificate()
  const [reason, setReason] = useState('')
  const reasonId = `revoke-reason-${c.code}`
  return (
    <li className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap justify-between gap-2">
        <span>
          <span className="font-medium">
            {c.serial}. {c.name}
          </span>{' '}
          <span className="text-slate-600">
            {CERTIFICATE_KIND_LABELS[c.kind]}
            {c.institution ? `, ${c.institution}` : ''}
          </span>
        </span>
        <span className={c.status === 'valid' ? 'text-green-800' : 'text-red-800'}>
          {c.status === 'valid' ? 'Valid' : `Revoked: ${c.revokedReason}`}
        </span>
      </div>
      <div className="flex flex-wrap gap-3 text-sm">
        <span>Code {c.code}</span>
        <span>Issued {formatDateTime(c.issuedAt)}</span>
        <a className="underline" href={`/api/certificates/${c.code}.pdf`} target="_blank" rel="noreferrer">
          PDF of {c.name}
        </a>
        <a className="underline" href={c.verifyUrl} target="_blank" rel="noreferrer">
          Check page of {c.name}
        </a>
      </div>
      {c.status === 'valid' ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            if (reason.trim()) revoke.mutate({ code: c.code, reason })
          }}
        >
          <FormField id={reasonId} label="Reason for revoking" className="min-w-64 flex-1">
            <Input id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <Button type="submit" variant="outline" disabled={!reason.trim() || revoke.isPending}>
            Revoke certificate {c.code}
          </Button>
        </form>
      ) : null}
    </li>
  )
}
