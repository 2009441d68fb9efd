import { Badge } from '@/components/ui/badge'
import { PERSON_PLACEHOLDER_IMAGE } from '@/content/people'
import type { CommitteeMember } from '../committees'

/** A committee member: image, name, college, specializations and an optional role badge. */
export function MemberCard({ member, headingLevel = 3 }: { member: CommitteeMember; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3'
  return (
    <article
      className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm"
      data-testid="member-card"
    >
      <img
        src={member.imageUrl || PERSON_PLACEHOLDER_IMAGE}
        alt={`Portrait of ${member.name}`}
        width={112}
        height={112}
        className="size-28 rounded-full border border-slate-200 bg-slate-100 object-cover"
        loading="lazy"
      />
      {member.role ? <Badge variant="accent">{member.role}</Badge> : null}
      <Heading className="text-lg font-semibold leading-tight text-slate-900">{member.name}</Heading>
      <p className="text-sm font-medium text-brand-700">{member.college}</p>
      {member.specialization.length > 0 ? (
        <p className="text-sm text-slate-600">
          <span className="sr-only">Specializations: </span>
          {member.specialization.join(', ')}
        </p>
      ) : null}
    </article>
  )
}

export function MemberCardSkeleton() {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="member-skeleton"
    >
      <div className="size-28 animate-pulse rounded-full bg-slate-200" />
      <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
    </div>
  )
}
