import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { api } from '@/lib/api'
import { saveSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { type LoginValues, loginSchema } from '../login-schema'

/** `returnTo`: the admin page the login was asked for (already checked to be one); else the dashboard. */
export function LoginForm({ returnTo }: { returnTo?: string }) {
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })

  const onSubmit = async (values: LoginValues) => {
    try {
      const { data, error, response } = await api.POST('/user/login', { body: values })
      if (!data?.token) {
        // 429 carries a message worth showing; any other refusal is "invalid credentials" (spec §8).
        toast.error(
          response.status === 429 && error?.message
            ? error.message
            : 'Invalid credentials. Please check your email and password.',
          { duration: 3000 },
        )
        return
      }
      saveSession({ token: data.token, photo: data.user.photo, name: data.user.name })
      toast.success('Login Successful! You have been logged in.', { duration: 3000 })
      await navigate({ href: returnTo ?? '/admin' })
    } catch {
      toast.error('An error occurred while logging in.', { duration: 3000 })
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          {...fieldProps('login-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...fieldProps('login-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  )
}
