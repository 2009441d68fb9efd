import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { ImageField } from '@/components/admin/image-field'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useImageForm } from '@/lib/admin/use-image-form'
import { useUploadPhoto } from '../api'
import { EMPTY_GALLERY, type GalleryFormValues, galleryFormSchema } from '../gallery-form-schema'

export function GalleryUploadForm() {
  const upload = useUploadPhoto()
  const { register, errors, onSubmit, imageField } = useImageForm<GalleryFormValues>({
    resolver: zodResolver(galleryFormSchema),
    defaultValues: EMPTY_GALLERY,
    empty: EMPTY_GALLERY,
    save: (values, image) => image && upload.mutateAsync({ image, tags: values.tags }),
  })

  return (
    <AdminForm
      onSubmit={onSubmit}
      width="medium"
      submitLabel="Upload"
      pendingLabel="Uploading..."
      pending={upload.isPending}
    >
      <ImageField id="gallery-image" {...imageField()} />
      <FormField id="gallery-tags" label="Tags (comma separated)" error={errors.tags?.message}>
        <Input
          placeholder="campus, inauguration"
          {...fieldProps('gallery-tags', errors.tags?.message)}
          {...register('tags')}
        />
      </FormField>
    </AdminForm>
  )
}
