import { z } from 'zod'
import { commaList, LIMITS, optionalImage, optionalText, requiredText } from '@/lib/admin/form-rules'

// Add speaker and speaker update: name, specialization (comma separated) and description required;
// an image file of an image type (optional on update: the current photo stays).
export const speakerFormSchema = z.object({
  name: requiredText('Name'),
  specialization: commaList('Specialization'),
  description: requiredText('Description', LIMITS.text),
  designation: optionalText('Designation', 200),
  affiliation: optionalText('Affiliation', 200),
  image: optionalImage(),
})
export type SpeakerFormValues = z.infer<typeof speakerFormSchema>

export const EMPTY_SPEAKER: SpeakerFormValues = {
  name: '',
  specialization: '',
  description: '',
  designation: '',
  affiliation: '',
  image: undefined,
}
