import { Button } from '@/components/ui/button'

/** What a public page shows when its data failed to load: what failed, and a button that loads it again. */
export function FetchFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string
  /** The new attempt is under way: the button says so and waits. */
  retrying: boolean
  onRetry: () => unknown
}) {
  return (
    <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
      <p className="font-medium">{message}</p>
      <Button className="mt-3" variant="outline" disabled={retrying} onClick={() => void onRetry()}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  )
}
