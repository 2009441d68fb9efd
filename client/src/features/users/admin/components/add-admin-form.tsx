import { zodResolver } from '@hookform/resolvers/zod'
import { AdminForm } from '@/components/admin/admin-form'
import { ImageField } from '@/components/admin/image-field'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useImageForm } from '@/lib/admin/use-image-form'
import { type AddAdminValues, addAdminSchema, EMPTY_ADMIN } from '../add-admin-schema'
import { useAddAdmin } from '../api'

export function AddAdminForm() {
  const addAdmin = useAddAdmin()
  const { register, errors, onSubmit, imageField } = useImageForm<AddAdminValues>({
    resolver: zodResolver(addAdminSchema),
    defaultValues: EMPTY_ADMIN,
    empty: EMPTY_ADMIN,
    save: ({ name, email, password, role }, image) =>
      image && addAdmin.mutateAsync({ name, email, password, role, image }),
  })

  return (
    <AdminForm
      onSubmit={onSubmit}
      width="medium"
      submitLabel="Add admin"
      pendingLabel="Adding..."
      pending={addAdmin.isPending}
    >
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
      <FormField
        id="admin-password"
        label="Password"
        hint="At least 12 characters, not a common password."
        error={errors.password?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...fieldProps('admin-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="admin-role"
        label="Role"
        hint="Desk: for volunteers at the venue; may only check attendees in and manage their own sign-in."
      >
        <NativeSelect {...fieldProps('admin-role')} {...register('role')}>
          <option value="admin">Admin (everything)</option>
          <option value="desk">Desk (check-in only)</option>
        </NativeSelect>
      </FormField>
      <ImageField id="admin-image" label="Profile image" {...imageField()} />
    </AdminForm>
  )
}
