import { useAddMember } from '../api'
import { COMMITTEES, type CommitteeKind } from '../committee-kinds'
import { MemberForm } from './member-form'

export function AddMemberForm({ kind }: { kind: CommitteeKind }) {
  const addMember = useAddMember(kind)
  return (
    <MemberForm
      kind={kind}
      submitLabel={`Add ${COMMITTEES[kind].memberNoun}`}
      pending={addMember.isPending}
      resetAfterSave
      onSave={(values, image) => addMember.mutateAsync({ values, image })}
    />
  )
}
