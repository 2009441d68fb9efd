import { zodResolver } from '@hookform/resolvers/zod'
import type * as React from 'react'
import { useForm } from 'react-hook-form'
import { ImageField } from '@/components/admin/image-field'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { clearNativeForm, firstFile } from '@/lib/admin/form-rules'
import { useUploadPhoto } from '../api'
import { EMPTY_GALLERY, type GalleryFormValues, galleryFormSchema } from '../gallery-form-schema'

export function GalleryUploadForm() {
  const upload = useUploadPhoto()
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<GalleryFormValues>({ resolver: zodResolver(galleryFormSchema), defaultValues: EMPTY_GALLERY })

  const onSubmit = async (values: GalleryFormValues, event?: React.BaseSyntheticEvent) => {
    if (!ensureLoggedIn()) return
    const image = firstFile(values.image)
    if (!image) return
    await upload
      .mutateAsync({ image, tags: values.tags })
      .then(() => {
        clearNativeForm(event)
        reset(EMPTY_GALLERY)
      })
      .catch(() => undefined)
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid max-w-2xl gap-4">
      <ImageField
        id="gallery-image"
        label="Image"
        error={errors.image?.message}
        registration={register('image')}
        value={watch('image')}
      />
      <FormField id="gallery-tags" label="Tags (comma separated)" error={errors.tags?.message}>
        <Input
          placeholder="campus, inauguration"
          {...fieldProps('gallery-tags', errors.tags?.message)}
          {...register('tags')}
        />
      </FormField>
      <Button type="submit" disabled={upload.isPending} className="justify-self-start">
        {upload.isPending ? 'Uploading...' : 'Upload'}
      </Button>
    </form>
  )
}
