import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { toast } from '@/lib/toast'
import {
  type MailTemplate,
  mailTemplatesQueryOptions,
  previewMailTemplate,
  useRestoreMailTemplate,
  useSaveMailTemplate,
} from '../api'

type Preview = { subject: string; text: string }

/** One template: its wording, a preview with sample values, save, and "Restore default". */
function TemplateEditor({ template }: { template: MailTemplate }) {
  const [subject, setSubject] = useState(template.subject)
  const [text, setText] = useState(template.text)
  const [preview, setPreview] = useState<Preview>()
  const save = useSaveMailTemplate()
  const restore = useRestoreMailTemplate()
  const id = `template-${template.key}`
  const showPreview = async () => {
    try {
      setPreview(await previewMailTemplate(template.key, { subject, text }))
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The preview failed. Please try again.')
    }
  }
  return (
    <details className="rounded-xl border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold">
        {template.key}
        {template.edited ? ' (edited)' : ''}
      </summary>
      <p className="mt-2 text-sm text-slate-700">{template.description}</p>
      <p className="mt-1 text-sm text-slate-600">
        Placeholders: {template.placeholders.map((p) => `{{${p}}}`).join(', ')}
      </p>
      <form
        className="mt-3 grid gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (ensureLoggedIn()) save.mutate({ key: template.key, subject, text })
        }}
      >
        <FormField id={`${id}-subject`} label={`Subject of ${template.key}`}>
          <Input value={subject} onChange={(e) => setSubject(e.target.value)} {...fieldProps(`${id}-subject`)} />
        </FormField>
        <FormField id={`${id}-text`} label={`Text of ${template.key}`}>
          <Textarea rows={10} value={text} onChange={(e) => setText(e.target.value)} {...fieldProps(`${id}-text`)} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save template'}
          </Button>
          <Button type="button" variant="outline" onClick={() => void showPreview()}>
            Preview
          </Button>
          {template.edited ? (
            <Button
              type="button"
              variant="outline"
              disabled={restore.isPending}
              onClick={() => {
                if (!ensureLoggedIn()) return
                restore.mutate(template.key, {
                  onSuccess: (res) => {
                    setSubject(res.template.subject)
                    setText(res.template.text)
                  },
                })
              }}
            >
              Restore default
            </Button>
          ) : null}
        </div>
      </form>
      {preview ? (
        <section aria-label={`Preview of ${template.key}`} className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-semibold [overflow-wrap:anywhere]">{preview.subject}</p>
          <pre className="mt-2 whitespace-pre-wrap [overflow-wrap:anywhere]">{preview.text}</pre>
        </section>
      ) : null}
    </details>
  )
}

/** Every mail the site sends, reworded here by the organisers. */
export function MailTemplates() {
  const templates = useQuery(mailTemplatesQueryOptions)
  return (
    <section aria-labelledby="mail-templates" className="grid gap-3">
      <h2 id="mail-templates" className="text-xl font-semibold text-brand-800">
        Templates
      </h2>
      {templates.isPending ? (
        <p className="text-slate-600">Loading...</p>
      ) : templates.isError ? (
        <p className="text-red-700">Failed to fetch the templates. Please try again.</p>
      ) : (
        templates.data.map((t) => <TemplateEditor key={t.key} template={t} />)
      )}
    </section>
  )
}
