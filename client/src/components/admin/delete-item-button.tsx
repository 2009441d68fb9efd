import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'

/** The small Delete button of one admin list item, asking `title` and `description` before `onConfirm`. */
export function DeleteItemButton({
  itemName,
  title,
  description,
  deleting,
  onConfirm,
}: {
  itemName: string
  title: string
  description: string
  deleting: boolean
  onConfirm: () => void
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      onConfirm={onConfirm}
      trigger={
        <Button size="sm" variant="destructive" disabled={deleting} aria-label={`Delete ${itemName}`}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      }
    />
  )
}
