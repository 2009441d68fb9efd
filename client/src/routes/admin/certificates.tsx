import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AdminCertificatesPage } from '@/features/certificates/admin/components/admin-certificates-page'
import { adminSettingsQueryOptions, useSaveSettings } from '@/features/settings/admin/api'

export const Route = createFileRoute('/admin/certificates')({
  component: CertificatesRoute,
})

/** The certificates' page, saving their settings through the event settings' own call. */
function CertificatesRoute() {
  const settings = useQuery(adminSettingsQueryOptions)
  const saveSettings = useSaveSettings()
  return (
    <>
      <h1 className="mb-2 text-3xl font-bold text-brand-800">Certificates</h1>
      <p className="mb-6 max-w-3xl text-slate-600">
        Each certificate carries a code and a QR code that open its check page. Issued certificates never change: to
        correct one, revoke it and issue another.
      </p>
      <AdminCertificatesPage
        settings={settings.isError ? null : settings.data}
        save={(certificates) => saveSettings.mutateAsync({ certificates })}
        saving={saveSettings.isPending}
      />
    </>
  )
}
