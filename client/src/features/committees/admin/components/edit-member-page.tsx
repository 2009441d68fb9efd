import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { REDIRECT_AFTER_UPDATE_MS } from '@/lib/admin/form-rules'
import { toast } from '@/lib/toast'
import { adminMemberQueryOptions, useUpdateMember } from '../api'
import { COMMITTEES, type CommitteeKind } from '../committee-kinds'
import { MemberForm } from './member-form'

/** /admin/all-<kind>-members/$id: the member prefilled; after saving, back to the list after 1 second. */
export function EditMemberPage({ kind, id }: { kind: CommitteeKind; id: string }) {
  const config = COMMITTEES[kind]
  const member = useQuery(adminMemberQueryOptions(kind, id))
  const update = useUpdateMember(kind)
  const navigate = useNavigate()
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (member.isError) toast.error('Failed to fetch members. Please try again.')
  }, [member.isError])

  if (member.isPending) return <Skeleton className="h-96 max-w-2xl" aria-label="Loading member" />
  if (member.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>Failed to fetch members. Please try again.</p>
        <div className="mt-3 flex gap-2">
          <Button variant="outline" onClick={() => void member.refetch()}>
            Try Again
          </Button>
          <Button asChild variant="link">
            <Link to={config.listPath}>Back to the list</Link>
          </Button>
        </div>
      </div>
    )
  }
  const m = member.data
  return (
    <MemberForm
      key={m._id}
      kind={kind}
      defaultValues={{
        name: m.name,
        specialization: m.specialization.join(', '),
        college: m.college,
        committee: m.committee,
        description: m.description,
        role: m.role ?? '',
        image: undefined,
      }}
      currentImageUrl={m.imageUrl}
      submitLabel="Save changes"
      pending={update.isPending}
      resetAfterSave={false}
      onSave={async (values, image) => {
        await update.mutateAsync({ id, values, image, currentImageUrl: m.imageUrl })
        timer.current = setTimeout(() => void navigate({ to: config.listPath }), REDIRECT_AFTER_UPDATE_MS)
      }}
    />
  )
}
