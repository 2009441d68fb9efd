import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { AdminForm } from '@/components/admin/admin-form'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { issueOf, messageOf } from '@/lib/api-errors'
import { toast } from '@/lib/toast'
import { useChangePassword } from '../api'
import { type ChangePasswordValues, changePasswordSchema } from '../password-schema'

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', repeatPassword: '' }

/** Change your own password; every other session is signed out by the server. */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState('')
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY })

  const submit = ({ currentPassword, newPassword }: ChangePasswordValues) => {
    setFormError(null)
    setDone('')
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (res) => {
          toast.success(res.message)
          setDone(res.message)
          reset(EMPTY)
        },
        onError: (err) => {
          const current = issueOf(err, 'currentPassword')
          const next = issueOf(err, 'newPassword')
          if (current) setError('currentPassword', { message: current })
          if (next) setError('newPassword', { message: next })
          if (!current && !next) setFormError(messageOf(err, 'Could not change the password. Please try again.'))
        },
      },
    )
  }

  return (
    <section aria-labelledby="password-heading" className="rounded-xl border border-slate-200 p-5">
      <h2 id="password-heading" className="text-xl font-semibold">
        Change password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        At least 12 characters, and not one of the passwords attackers try first. A few unrelated words make a long
        password that is easy to remember. Your other sessions are signed out.
      </p>
      <div className="mt-4">
        <AdminForm
          onSubmit={handleSubmit(submit)}
          width="narrow"
          submitLabel="Change password"
          pendingLabel="Changing…"
          pending={change.isPending}
          error={formError}
        >
          <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldProps('current-password', errors.currentPassword?.message)}
              {...register('currentPassword')}
            />
          </FormField>
          <FormField id="new-password" label="New password" error={errors.newPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldProps('new-password', errors.newPassword?.message)}
              {...register('newPassword')}
            />
          </FormField>
          <FormField id="repeat-password" label="Repeat the new password" error={errors.repeatPassword?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...fieldProps('repeat-password', errors.repeatPassword?.message)}
              {...register('repeatPassword')}
            />
          </FormField>
        </AdminForm>
      </div>
      <p role="status" className="mt-2 text-sm text-green-800">
        {done}
      </p>
    </section>
  )
}
