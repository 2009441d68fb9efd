import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { type NextEditionStarted, pastEditionsQueryOptions } from '../api'

/** After the switch: what was written, and where the archive now answers. */
export function EditionStarted({ result, previousUrl }: { result: NextEditionStarted; previousUrl: string }) {
  const past = useQuery(pastEditionsQueryOptions)
  const hostOf = (url: string) => {
    try {
      return new URL(url).hostname
    } catch {
      return ''
    }
  }
  const archiveUrl =
    past.data?.editions.find((e) => hostOf(e.archiveUrl) === result.archive.host)?.archiveUrl ??
    (hostOf(previousUrl) === result.archive.host
      ? `${new URL(previousUrl).origin}/`
      : `https://${result.archive.host}/`)
  const { from, to, archive } = result
  return (
    <section
      aria-labelledby="edition-started-heading"
      className="grid max-w-3xl gap-4 rounded-xl border border-green-200 bg-green-50 p-5"
      data-testid="edition-started"
    >
      <h2 id="edition-started-heading" className="text-xl font-semibold text-green-900">
        {to.shortName} has started
      </h2>
      <p role="status" className="text-sm text-slate-800">
        {result.message}
      </p>
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="font-semibold">Backup written first</dt>
          <dd className="[overflow-wrap:anywhere]">{result.backup} (in the server's backup folder)</dd>
        </div>
        <div>
          <dt className="font-semibold">Archive of {from.shortName}</dt>
          <dd className="[overflow-wrap:anywhere]">
            {archive.host}: {archive.pages} pages, {archive.files} files
          </dd>
        </div>
      </dl>
      <p className="text-sm text-slate-800">
        The registration fees and the hotels were carried over: check them in{' '}
        <Link to="/admin/settings" className="font-medium text-brand-700 underline">
          Event settings
        </Link>{' '}
        and save them.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <a href={archiveUrl}>Open the {from.shortName} archive</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/">See {to.shortName}'s home page</a>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin">Back to the dashboard</Link>
        </Button>
      </div>
    </section>
  )
}
