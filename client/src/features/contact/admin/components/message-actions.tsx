import { DeleteItemButton } from '@/components/admin/delete-item-button'
import { Button } from '@/components/ui/button'
import { type ContactMessage, replyMailto, useDeleteContactMessage, useSetContactStatus } from '../api'

/** What an admin does with one message: mark it read or replied, reply by e-mail, archive (or restore), delete. */
export function MessageActions({ message }: { message: ContactMessage }) {
  const setStatus = useSetContactStatus()
  const remove = useDeleteContactMessage()
  const busy = setStatus.isPending || remove.isPending
  const mark = (status: ContactMessage['status']) => setStatus.mutate({ id: message._id, status })
  const about = `the message from ${message.name}`
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Button size="sm" variant="outline" asChild>
        <a href={replyMailto(message)} aria-label={`Reply by e-mail to ${message.name}`}>
          Reply by e-mail
        </a>
      </Button>
      {message.status === 'new' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => mark('read')}
          aria-label={`Mark ${about} as read`}
        >
          Mark as read
        </Button>
      ) : null}
      {message.status !== 'replied' && message.status !== 'archived' ? (
        <Button size="sm" disabled={busy} onClick={() => mark('replied')} aria-label={`Mark ${about} as replied`}>
          Mark as replied
        </Button>
      ) : null}
      {message.status === 'archived' ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => mark('read')}
          aria-label={`Restore ${about}`}
        >
          Restore
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => mark('archived')}
          aria-label={`Archive ${about}`}
        >
          Archive
        </Button>
      )}
      <DeleteItemButton
        itemName={about}
        title="Delete this message?"
        description={`The message from ${message.name} (“${message.subject}”) is removed for good. This cannot be undone.`}
        deleting={remove.isPending}
        onConfirm={() => remove.mutate(message._id)}
      />
    </div>
  )
}
