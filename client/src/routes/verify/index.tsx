import { createFileRoute } from '@tanstack/react-router'
import { PageContainer } from '@/components/ui/page-container'
import { VerifyForm } from '@/features/verify/components/verify-form'

export const Route = createFileRoute('/verify/')({
  component: () => (
    <PageContainer
      title="Check a certificate"
      lead="Every certificate of the conference carries a code and a QR code. Type the code to see what the certificate says and whether it is valid."
    >
      <VerifyForm />
    </PageContainer>
  ),
})
