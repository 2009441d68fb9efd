import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { api } from '@/lib/api'
import { useConference, useOrganiser } from '@/lib/conference'
import { saveSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { type CodeValues, codeSchema, type LoginValues, loginSchema } from '../login-schema'

interface LoggedIn {
  token: string
  user: { photo: string; name: string }
}

/**
 * Admin login. Step one is the e-mail and password; an admin with two-factor authentication on then gets
 * a second step asking for the authentication code (POST /user/login/totp) before any token is stored.
 * `returnTo`: the admin page the login was asked for (already checked to be one); else the dashboard.
 */
export function LoginForm({ returnTo }: { returnTo?: string }) {
  const navigate = useNavigate()
  const [challenge, setChallenge] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)

  const finish = async (data: LoggedIn) => {
    saveSession({ token: data.token, photo: data.user.photo, name: data.user.name })
    toast.success('Login Successful! You have been logged in.', { duration: 3000 })
    await navigate({ href: returnTo ?? '/admin' })
  }

  if (challenge) {
    return (
      <CodeStep
        challenge={challenge}
        onDone={finish}
        onRestart={(message) => {
          setChallenge(null)
          setNotice(message)
        }}
      />
    )
  }
  return (
    <PasswordStep
      notice={notice}
      onChallenge={(c) => {
        setNotice(null)
        setChallenge(c)
      }}
      onDone={finish}
    />
  )
}

function PasswordStep({
  notice,
  onChallenge,
  onDone,
}: {
  notice: string | null
  onChallenge: (challenge: string) => void
  onDone: (data: LoggedIn) => Promise<void>
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })

  const onSubmit = async (values: LoginValues) => {
    try {
      const { data, error, response } = await api.POST('/user/login', { body: values })
      if (data && 'mfaRequired' in data) {
        onChallenge(data.challenge)
        return
      }
      if (!data?.token) {
        // 429 carries a message worth showing; any other refusal is "invalid credentials".
        toast.error(
          response.status === 429 && error?.message
            ? error.message
            : 'Invalid credentials. Please check your email and password.',
          { duration: 3000 },
        )
        return
      }
      await onDone(data)
    } catch {
      toast.error('An error occurred while logging in.', { duration: 3000 })
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      {notice ? (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ) : null}
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

function CodeStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: string
  onDone: (data: LoggedIn) => Promise<void>
  onRestart: (message: string | null) => void
}) {
  const conference = useConference()
  const { series } = useOrganiser()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })

  const onSubmit = async ({ code }: CodeValues) => {
    setServerError(null)
    try {
      const { data, error, response } = await api.POST('/user/login/totp', { body: { challenge, code } })
      if (data?.token) {
        await onDone(data)
        return
      }
      const message = error?.message ?? 'The code could not be checked. Please try again.'
      // The challenge is gone (5 minutes passed, or it was used): the password step starts over.
      if (response.status === 401 && /expired or was already completed/i.test(message)) {
        onRestart(message)
        return
      }
      setServerError(message)
      setFocus('code')
    } catch {
      toast.error('An error occurred while logging in.', { duration: 3000 })
    }
  }

  const error = errors.code?.message ?? serverError ?? undefined
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4">
      <p className="text-sm text-slate-700">
        Your password is right. Two-factor authentication is on for this account: enter the 6-digit code your
        authenticator app shows for {conference?.shortName ?? series}.
      </p>
      <FormField
        id="login-code"
        label="Authentication code"
        hint="Lost your phone? Enter one of your recovery codes instead (each works once)."
        error={error}
      >
        <Input
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          {...fieldProps('login-code', error)}
          {...register('code')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={() => onRestart(null)}>
        Back to email and password
      </Button>
    </form>
  )
}
