import { createFileRoute } from '@tanstack/react-router'
import { PageContainer } from '@/components/ui/page-container'
import { certificateQueryOptions } from '@/features/verify/api'
import { CertificateCheck } from '@/features/verify/components/certificate-check'

export const Route = createFileRoute('/verify/$code')({
  // Rendered on the server with the answer (valid, revoked, or 404 for an unknown code).
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(certificateQueryOptions(params.code)).catch(() => undefined),
  component: VerifyCode,
})

function VerifyCode() {
  const { code } = Route.useParams()
  return (
    <PageContainer title="Certificate check">
      <CertificateCheck code={code} />
    </PageContainer>
  )
}
