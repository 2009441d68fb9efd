import { type FormEvent, useState } from 'react'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { formatDateTime } from '@/lib/utils'
import { type ContactMessage, useReplyToContactMessage } from '../api'

/** The replies sent to a message, and a box to send another by e-mail (quoting the message). */
export function ReplyBox({ message }: { message: ContactMessage }) {
  const [text, setText] = useState('')
  const reply = useReplyToContactMessage()
  const id = `reply-${message._id}`
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!ensureLoggedIn() || !text.trim()) return
    reply.mutate({ id: message._id, message: text }, { onSuccess: () => setText('') })
  }
  return (
    <div className="mt-4 grid gap-3">
      {message.replies.length > 0 ? (
        <ol className="grid gap-2" aria-label={`Replies to ${message.name}`}>
          {message.replies.map((r) => (
            <li key={r._id} className="rounded-md border-l-4 border-brand-200 bg-slate-50 p-3 text-sm">
              <p className="text-slate-600">
                {r.adminName} replied <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                {r.mail ? ` · mail ${r.mail.status}` : ''}
              </p>
              <p className="mt-1 whitespace-pre-line text-slate-800">{r.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <AdminForm onSubmit={onSubmit} submitLabel="Send reply" pendingLabel="Sending..." pending={reply.isPending}>
        <FormField id={id} label={`Reply to ${message.name} by e-mail`}>
          <Textarea rows={4} value={text} onChange={(e) => setText(e.target.value)} {...fieldProps(id)} />
        </FormField>
      </AdminForm>
    </div>
  )
}
