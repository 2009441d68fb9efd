import { useEffect, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { firstFile } from '@/lib/admin/form-rules'

/**
 * A labelled image file input (image types only) with its inline error and a small preview of the chosen
 * file, or of the current image when editing. With a current image the label and hint default to
 * replacing it ('New image (optional)', 'Leave empty to keep the current image.'), else to 'Image'.
 */
export function ImageField({
  id,
  label,
  error,
  registration,
  value,
  currentUrl,
  hint,
}: {
  id: string
  label?: string
  error?: string
  registration: UseFormRegisterReturn
  value: unknown
  currentUrl?: string
  hint?: string
}) {
  const file = firstFile(value)
  const [objectUrl, setObjectUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setObjectUrl(null)
      return
    }
    const url = URL.createObjectURL(file)
    setObjectUrl(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  const shown = objectUrl ?? currentUrl
  const fieldLabel = label ?? (currentUrl ? 'New image (optional)' : 'Image')
  const fieldHint = hint ?? (currentUrl ? 'Leave empty to keep the current image.' : undefined)

  return (
    <div className="grid gap-3">
      <FormField id={id} label={fieldLabel} error={error} hint={fieldHint}>
        <Input type="file" accept="image/*" {...fieldProps(id, error)} {...registration} />
      </FormField>
      {shown ? (
        <img
          src={shown}
          alt={objectUrl ? 'Preview of the chosen image' : 'Current image'}
          className="size-28 rounded-lg border border-slate-200 object-cover"
        />
      ) : null}
    </div>
  )
}
