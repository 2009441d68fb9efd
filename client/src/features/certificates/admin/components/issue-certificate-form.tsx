import { useForm } from 'react-hook-form'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { CERTIFICATE_KIND_LABELS, type SingleCertificateBody, useIssueCertificate } from '../api'

const SINGLE_KINDS = ['chair', 'speaker', 'award', 'volunteer', 'committee'] as const
const EMPTY = { kind: 'chair', name: '', institution: '', email: '', text: '' } as const

/** One certificate to someone who did not register (a chair, a speaker, a volunteer…). */
export function IssueCertificateForm() {
  const issue = useIssueCertificate()
  const { register, handleSubmit, reset } = useForm<SingleCertificateBody>({ defaultValues: EMPTY })
  const onSubmit = async (v: SingleCertificateBody) => {
    if (!ensureLoggedIn()) return
    const body = {
      kind: v.kind,
      name: v.name,
      ...(v.institution ? { institution: v.institution } : {}),
      ...(v.email ? { email: v.email } : {}),
      ...(v.text ? { text: v.text } : {}),
    }
    await issue.mutateAsync(body).then(
      () => reset(EMPTY),
      () => undefined,
    )
  }
  return (
    <AdminForm
      onSubmit={handleSubmit(onSubmit)}
      width="wide"
      twoColumns
      submitLabel="Issue certificate"
      pendingLabel="Issuing..."
      pending={issue.isPending}
    >
      <FormField id="issue-kind" label="For">
        <NativeSelect {...fieldProps('issue-kind')} {...register('kind')}>
          {SINGLE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {CERTIFICATE_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="issue-name" label="Name (as printed)">
        <Input autoComplete="off" {...fieldProps('issue-name')} {...register('name')} />
      </FormField>
      <FormField id="issue-institution" label="Institution (optional)">
        <Input autoComplete="off" {...fieldProps('issue-institution')} {...register('institution')} />
      </FormField>
      <FormField id="issue-email" label="E-mail (optional, never shown publicly)">
        <Input type="email" autoComplete="off" {...fieldProps('issue-email')} {...register('email')} />
      </FormField>
      <FormField
        id="issue-text"
        label="Own words (optional)"
        hint="Without them, the standard words of its kind. The same placeholders as the settings' texts."
        className="sm:col-span-2"
      >
        <Textarea {...fieldProps('issue-text')} {...register('text')} />
      </FormField>
    </AdminForm>
  )
}
