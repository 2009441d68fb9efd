import { Badge } from '@/components/ui/badge'
import { PERSON_PLACEHOLDER_IMAGE } from '@/content/people'
import type { CommitteeMember } from '../committees'

/**
 * A committee member, compact: the portrait beside the name, college, specializations and an optional role
 * badge. The name is always the first line, so names line up across a row whatever the badges say.
 */
export function MemberCard({ member, headingLevel = 3 }: { member: CommitteeMember; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3'
  return (
    <article
      className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="member-card"
    >
      <img
        src={member.imageUrl || PERSON_PLACEHOLDER_IMAGE}
        alt={`Portrait of ${member.name}`}
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover"
        loading="lazy"
      />
      <div className="min-w-0">
        <Heading className="font-semibold leading-snug text-slate-900">{member.name}</Heading>
        <p className="text-sm font-medium text-brand-700">{member.college}</p>
        {member.specialization.length > 0 ? (
          <p className="text-sm text-slate-600">
            <span className="sr-only">Specializations: </span>
            {member.specialization.join(', ')}
          </p>
        ) : null}
        {member.role ? (
          <Badge variant="accent" className="mt-2">
            {member.role}
          </Badge>
        ) : null}
      </div>
    </article>
  )
}

export function MemberCardSkeleton() {
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="member-skeleton">
      <div className="size-16 shrink-0 animate-pulse rounded-full bg-slate-200" />
      <div className="grid flex-1 content-start gap-2">
        <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
      </div>
    </div>
  )
}
