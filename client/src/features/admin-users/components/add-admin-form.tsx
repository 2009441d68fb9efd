import { zodResolver } from '@hookform/resolvers/zod'
import type * as React from 'react'
import { useForm } from 'react-hook-form'
import { ImageField } from '@/components/admin/image-field'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ensureLoggedIn } from '@/lib/admin/admin-mutation'
import { clearNativeForm, firstFile } from '@/lib/admin/form-rules'
import { type AddAdminValues, addAdminSchema, EMPTY_ADMIN } from '../add-admin-schema'
import { useAddAdmin } from '../api'

export function AddAdminForm() {
  const addAdmin = useAddAdmin()
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<AddAdminValues>({ resolver: zodResolver(addAdminSchema), defaultValues: EMPTY_ADMIN })

  const onSubmit = async (values: AddAdminValues, event?: React.BaseSyntheticEvent) => {
    if (!ensureLoggedIn()) return
    const image = firstFile(values.image)
    if (!image) return
    await addAdmin
      .mutateAsync({ name: values.name, email: values.email, password: values.password, image })
      .then(() => {
        clearNativeForm(event)
        reset(EMPTY_ADMIN)
      })
      .catch(() => undefined)
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid max-w-2xl gap-4">
      <FormField id="admin-name" label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...fieldProps('admin-name', errors.name?.message)} {...register('name')} />
      </FormField>
      <FormField id="admin-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          {...fieldProps('admin-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="admin-password" label="Password" hint="At least 8 characters." error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldProps('admin-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <ImageField
        id="admin-image"
        label="Profile image"
        error={errors.image?.message}
        registration={register('image')}
        value={watch('image')}
      />
      <Button type="submit" disabled={addAdmin.isPending} className="justify-self-start">
        {addAdmin.isPending ? 'Adding...' : 'Add admin'}
      </Button>
    </form>
  )
}
