import { useAddSpeaker } from '../api'
import { SpeakerForm } from './speaker-form'

export function AddSpeakerForm() {
  const addSpeaker = useAddSpeaker()
  return (
    <SpeakerForm
      submitLabel="Add speaker"
      pending={addSpeaker.isPending}
      resetAfterSave
      onSave={(values, image) => addSpeaker.mutateAsync({ values, image })}
    />
  )
}
