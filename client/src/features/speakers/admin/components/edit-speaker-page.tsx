import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { REDIRECT_AFTER_UPDATE_MS } from '@/lib/admin/form-rules'
import { adminSpeakerQueryOptions, useUpdateSpeaker } from '../api'
import { SpeakerForm } from './speaker-form'

/** /admin/all-speakers/update/$id: the form prefilled; after saving, back to the list after 1 second. */
export function EditSpeakerPage({ id }: { id: string }) {
  const speaker = useQuery(adminSpeakerQueryOptions(id))
  const update = useUpdateSpeaker()
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  if (speaker.isPending) return <Skeleton className="h-96 max-w-2xl" aria-label="Loading speaker" />
  if (speaker.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>Failed to fetch speakers. Please try again.</p>
        <div className="mt-3 flex gap-2">
          <Button variant="outline" onClick={() => void speaker.refetch()}>
            Try Again
          </Button>
          <Button asChild variant="link">
            <Link to="/admin/all-speakers">Back to all speakers</Link>
          </Button>
        </div>
      </div>
    )
  }
  const s = speaker.data
  return (
    <SpeakerForm
      key={s._id}
      defaultValues={{
        name: s.name,
        specialization: s.specialization.join(', '),
        description: s.description,
        designation: s.designation ?? '',
        affiliation: s.affiliation ?? '',
        image: undefined,
      }}
      currentImageUrl={s.imageUrl}
      submitLabel="Save changes"
      pending={update.isPending}
      resetAfterSave={false}
      onSave={async (values, image) => {
        await update.mutateAsync({ id, values, image, currentImageUrl: s.imageUrl })
        timer.current = setTimeout(() => void navigate({ to: '/admin/all-speakers' }), REDIRECT_AFTER_UPDATE_MS)
      }}
    />
  )
}
