import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Move up / Move down for one item of an ordered admin list; the ends of the list disable theirs. */
export function MoveButtons({
  itemName,
  index,
  count,
  disabled,
  onMove,
}: {
  itemName: string
  index: number
  count: number
  /** While a move is being saved. */
  disabled: boolean
  onMove: (to: number) => void
}) {
  return (
    <div className="flex gap-2">
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Move up: ${itemName}`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUpIcon aria-hidden className="size-4" />
        Move up
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Move down: ${itemName}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownIcon aria-hidden className="size-4" />
        Move down
      </Button>
    </div>
  )
}
