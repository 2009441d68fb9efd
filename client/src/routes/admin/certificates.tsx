import { createFileRoute } from '@tanstack/react-router'
import { AdminCertificatesPage } from '@/features/admin-certificates/components/admin-certificates-page'

export const Route = createFileRoute('/admin/certificates')({
  component: () => (
    <>
      <h1 className="mb-2 text-3xl font-bold text-brand-800">Certificates</h1>
      <p className="mb-6 max-w-3xl text-slate-600">
        Each certificate carries a code and a QR code that open its check page. Issued certificates never change: to
        correct one, revoke it and issue another.
      </p>
      <AdminCertificatesPage />
    </>
  ),
})
