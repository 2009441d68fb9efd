import { indiaDayTime } from '@common/programme'
import { changeInWords, changesSummary, compactPlace, publicationInWords } from '@common/programme-words'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { messageOf } from '@/lib/api-errors'
import { draftQueryOptions, publishedQueryOptions, roomsQueryOptions, usePublishProgramme } from '../api'
import { previewChanges, roomChanges } from '../change-preview'

const NOTE_MAX = 1000

/** A quoted note inside a sentence: its own full stop would double the sentence's (`cancelled.”.`). */
const withoutEndStop = (note: string) => note.trim().replace(/[.!?…]+$/u, '')

/**
 * "Publish": the changes since the latest version (the draft compared with it, in the changelog's words), an
 * optional note, and the button that publishes the next version. Nothing changed: the server's 409 says so here.
 */
export function PublishPanel() {
  const draft = useQuery(draftQueryOptions)
  const rooms = useQuery(roomsQueryOptions)
  const published = useQuery(publishedQueryOptions)
  const publish = usePublishProgramme()
  const [note, setNote] = useState('')
  const [refusal, setRefusal] = useState<string>()
  const noteId = useId()

  const ready = draft.data && rooms.data && published.data
  const changes = ready ? previewChanges(draft.data.sessions, rooms.data, published.data) : []
  const roomLines = ready ? roomChanges(rooms.data, published.data.rooms) : []
  const latest = published.data?.version ?? null
  const next = (latest?.number ?? 0) + 1
  const first = latest ? null : publicationInWords(changes, next)
  const unchanged = ready && latest !== null && changes.length === 0 && roomLines.length === 0
  const title = (sessionId: string, fallback: string) =>
    draft.data?.sessions.find((s) => s._id === sessionId)?.title ?? fallback

  const onPublish = async () => {
    if (!ensureLoggedIn()) return
    setRefusal(undefined)
    try {
      await publish.mutateAsync(note)
      setNote('')
    } catch (error) {
      setRefusal(messageOf(error, 'Failed to publish the programme. Please try again.'))
    }
  }

  return (
    <section
      aria-labelledby="publish-heading"
      className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50/40 p-5"
    >
      <h2 id="publish-heading" className="text-2xl font-semibold">
        Publish
      </h2>
      <p className="text-slate-700" data-testid="latest-version">
        {published.isPending
          ? 'Loading the published programme...'
          : published.isError
            ? messageOf(published.error, 'The published programme could not be loaded.')
            : latest
              ? `Visitors see version ${latest.number}, published ${indiaDayTime(latest.publishedAt)} IST${latest.note ? `, with the note “${withoutEndStop(latest.note)}”` : ''}.`
              : 'Nothing is published yet: visitors see no programme.'}
      </p>
      <div>
        <h3 className="font-semibold">
          {latest ? `Changes since version ${latest.number}` : 'What the first version will hold'}
        </h3>
        {!ready ? (
          <p className="text-slate-600">Comparing the draft with the published programme...</p>
        ) : changes.length === 0 && roomLines.length === 0 ? (
          <p id="publish-unchanged" className="text-slate-600" data-testid="publish-preview">
            {latest ? `No changes since version ${latest.number}.` : 'The draft is empty.'}
          </p>
        ) : (
          <div data-testid="publish-preview">
            {changes.length ? (
              <>
                <p className="text-sm text-slate-600">{first ?? `${changesSummary(changes)}.`}</p>
                <ul className="mt-2 grid gap-1" aria-label="Changes to publish">
                  {changes.map((c) => (
                    <li key={`${c.type}-${c.sessionId}`} className="rounded-md bg-white px-3 py-2 text-sm shadow-sm">
                      <span className="font-medium">{title(c.sessionId, c.title)}</span>
                      {first ? ` · ${compactPlace(c)}` : `: ${changeInWords(c)}`}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-sm text-slate-600">No session changed.</p>
            )}
            {roomLines.length ? (
              <ul className="mt-2 grid gap-1" aria-label="Changes to the rooms">
                {roomLines.map((line) => (
                  <li key={line} className="rounded-md bg-white px-3 py-2 text-sm shadow-sm">
                    {line}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={noteId}>Note for visitors (optional)</Label>
        <Textarea
          id={noteId}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Paper session 3 moved to 11:30."
        />
        <p className="text-xs text-slate-600">Shown with the version on the programme's changes page.</p>
      </div>
      {refusal ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <Button
        className="justify-self-start"
        disabled={publish.isPending || !published.data || unchanged}
        aria-describedby={unchanged ? 'publish-unchanged' : undefined}
        onClick={() => void onPublish()}
      >
        {publish.isPending ? 'Publishing...' : `Publish version ${next}`}
      </Button>
    </section>
  )
}
