import { useAddPaper } from '../api'
import { EMPTY_PAPER, PaperForm } from './paper-form'

export function AddPaperForm() {
  const addPaper = useAddPaper()
  return (
    <PaperForm
      defaultValues={EMPTY_PAPER}
      submitLabel="Add paper"
      pendingLabel="Adding..."
      pending={addPaper.isPending}
      resetAfterSave
      onSave={(input) => addPaper.mutateAsync(input)}
    />
  )
}
