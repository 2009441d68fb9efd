import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { NativeSelect } from '@/components/ui/native-select'
import { toast } from '@/lib/toast'
import { type CertificateKind, type CertificateSettings, openPreview } from '../api'
import { CertificateSettingsForm, type CertificateSettingsSaver } from './certificate-settings-form'
import { CertificatesList } from './certificates-list'
import { IssueCertificateForm } from './issue-certificate-form'
import { KindOptions } from './kind-options'

/** /admin/certificates: their look and words, a preview, one to a person, and the list with revocation. */
export function AdminCertificatesPage({
  settings,
  ...saver
}: {
  /** The saved settings (`certificates` absent until set), undefined while loading, null when they failed to load. */
  settings: { certificates?: CertificateSettings } | undefined | null
} & CertificateSettingsSaver) {
  return (
    <div className="grid gap-10">
      <section aria-labelledby="cert-settings-heading">
        <h2 id="cert-settings-heading" className="mb-3 text-xl font-semibold">
          Look and words
        </h2>
        {settings ? (
          <CertificateSettingsForm saved={settings.certificates} {...saver} />
        ) : settings === null ? (
          <p role="alert">Could not load the settings. Please reload the page.</p>
        ) : (
          <p role="status">Loading…</p>
        )}
        <PreviewControls />
      </section>
      <section aria-labelledby="cert-issue-heading">
        <h2 id="cert-issue-heading" className="mb-3 text-xl font-semibold">
          Issue one certificate
        </h2>
        <IssueCertificateForm />
      </section>
      <section aria-labelledby="cert-list-heading">
        <h2 id="cert-list-heading" className="mb-3 text-xl font-semibold">
          Issued certificates
        </h2>
        <CertificatesList />
      </section>
    </div>
  )
}

function PreviewControls() {
  const [kind, setKind] = useState<CertificateKind>('participation')
  return (
    <div className="mt-6 flex flex-wrap items-end gap-3">
      <FormField id="preview-kind" label="Preview a certificate of">
        <NativeSelect id="preview-kind" value={kind} onChange={(e) => setKind(e.target.value as CertificateKind)}>
          <KindOptions />
        </NativeSelect>
      </FormField>
      <Button
        type="button"
        variant="outline"
        onClick={() => openPreview(kind).catch((err: Error) => toast.error(err.message))}
      >
        Open sample PDF
      </Button>
    </div>
  )
}
