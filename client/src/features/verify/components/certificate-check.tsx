import { CERTIFICATE_KIND_LABELS } from '@common/certificates'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useHttpStatus } from '@/lib/http-status'
import { formatDateTime } from '@/lib/utils'
import { certificateQueryOptions, type PublicCertificate } from '../api'

export const NO_CERTIFICATE_MESSAGE = 'No certificate has this code'

/** /verify/<code>: what the certificate says and whether it stands, or that no certificate has the code (404). */
export function CertificateCheck({ code }: { code: string }) {
  const { data, isPending, isError, refetch } = useQuery(certificateQueryOptions(code))
  useHttpStatus(data === null ? 404 : 200)
  if (isPending) return <p role="status">Checking the certificate…</p>
  if (isError)
    return (
      <div role="alert" className="mt-4">
        <p>The certificate could not be checked just now.</p>
        <button type="button" className="mt-2 underline" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    )
  if (!data)
    return (
      <div className="mt-4 rounded-md border border-red-300 bg-red-50 p-4" data-testid="certificate-status">
        <p className="font-semibold text-red-800">{NO_CERTIFICATE_MESSAGE}</p>
        <p className="mt-1 text-sm">
          Check the 10 characters printed under the QR code, or{' '}
          <Link to="/verify" className="underline">
            type the code again
          </Link>
          .
        </p>
      </div>
    )
  return <CertificateDetails certificate={data} />
}

function CertificateDetails({ certificate: c }: { certificate: PublicCertificate }) {
  const valid = c.status === 'valid'
  const rows: [string, string][] = [
    ['Name', c.name],
    ...(c.institution ? ([['Institution', c.institution]] as [string, string][]) : []),
    ['For', CERTIFICATE_KIND_LABELS[c.kind]],
    ...(c.paper ? ([['Paper', `${c.paper.id}: ${c.paper.title}`]] as [string, string][]) : []),
    ['Conference', `${c.conference.name}, ${c.conference.venue}, ${c.conference.dates}`],
    ['Issued', formatDateTime(c.issuedAt)],
    ['Code', c.code],
  ]
  return (
    <div className="mt-4 grid gap-4">
      <p
        data-testid="certificate-status"
        className={`rounded-md border p-4 font-semibold ${valid ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
      >
        {valid ? 'Valid certificate' : `Revoked: ${c.revokedReason ?? 'no reason given'}`}
      </p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        Compare these details with the certificate you were shown: a PDF can be edited, this page cannot.
      </p>
    </div>
  )
}
