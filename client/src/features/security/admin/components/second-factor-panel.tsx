import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { issueOf, messageOf } from '@/lib/api-errors'
import { toast } from '@/lib/toast'
import { currentAdminQueryOptions, useDisableSecondFactor, useEnableSecondFactor, useSetUpSecondFactor } from '../api'
import { QrCodeImage } from './qr-code-image'
import { RecoveryCodes } from './recovery-codes'

const currentPassword = z.string().min(1, 'Enter your current password.')
const code = z.string().trim().min(1, 'Enter the code your authenticator app shows.').max(50, 'This code is too long.')

const passwordSchema = z.object({ currentPassword })
type PasswordValues = z.infer<typeof passwordSchema>
const codeSchema = z.object({ code })
type CodeValues = z.infer<typeof codeSchema>
const disableSchema = z.object({ currentPassword, code })
type DisableValues = z.infer<typeof disableSchema>

/** Two-factor authentication (TOTP): set up with a QR code or the key as text, confirm a code, turn off. */
export function SecondFactorPanel() {
  const me = useQuery(currentAdminQueryOptions)
  // Shown once, right after turning the second factor on: the server keeps only their hashes.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)

  return (
    <section aria-labelledby="second-factor-heading" className="rounded-xl border border-slate-200 p-5">
      <h2 id="second-factor-heading" className="text-xl font-semibold">
        Two-factor authentication
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        With it on, logging in needs your password and a 6-digit code from an authenticator app on your phone, so a
        stolen password alone is not enough.
      </p>
      <div className="mt-4">
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : me.isPending ? (
          <p className="text-sm text-slate-600">Loading…</p>
        ) : me.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load your account. Please reload the page.
          </p>
        ) : me.data.totpEnabled ? (
          <DisableSecondFactor />
        ) : (
          <SetUpSecondFactor onEnabled={setRecoveryCodes} />
        )}
      </div>
    </section>
  )
}

function Status({ on }: { on: boolean }) {
  return (
    <p className="text-sm" data-testid="second-factor-status">
      Status: <strong className={on ? 'text-green-800' : 'text-amber-800'}>{on ? 'On' : 'Off'}</strong>
    </p>
  )
}

/** "ABCDEFGH..." as "ABCD EFGH ...": easier to read and type; apps ignore the spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

function SetUpSecondFactor({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const setUp = useSetUpSecondFactor()
  const enable = useEnableSecondFactor((codes) => {
    toast.success('Two-factor authentication is on.')
    onEnabled(codes)
  })
  // The password typed to start the setup also confirms it (the server asks for it at both steps); kept in this
  // component only, and dropped with it.
  const [password, setPassword] = useState('')
  const [serverError, setServerError] = useState<string | null>(null)
  const start = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: '' },
  })
  const confirmForm = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })

  const begin = ({ currentPassword }: PasswordValues) => {
    setServerError(null)
    confirmForm.reset()
    setUp.mutate(currentPassword, {
      onSuccess: () => {
        setPassword(currentPassword)
        start.reset()
      },
      onError: (err) => {
        const wrong = issueOf(err, 'currentPassword')
        if (wrong) start.setError('currentPassword', { message: wrong })
        else toast.error(messageOf(err, 'Could not start the setup. Please try again.'))
      },
    })
  }

  const confirm = ({ code }: CodeValues) => {
    setServerError(null)
    enable.mutate(
      { currentPassword: password, code },
      {
        onError: (err) => {
          const wrong = issueOf(err, 'currentPassword')
          if (wrong) {
            // The password changed meanwhile (another tab): start again with the new one.
            setUp.reset()
            start.setError('currentPassword', { message: wrong })
          } else setServerError(messageOf(err, 'Could not turn it on. Please try again.'))
        },
      },
    )
  }

  const pending = setUp.data
  if (!pending) {
    const error = start.formState.errors.currentPassword?.message
    return (
      <div className="grid gap-3">
        <Status on={false} />
        <form onSubmit={start.handleSubmit(begin)} noValidate className="grid max-w-sm gap-3">
          <FormField
            id="totp-setup-password"
            label="Current password"
            hint="Changing how you log in needs your password, not only this session."
            error={error}
          >
            <Input
              type="password"
              autoComplete="current-password"
              {...fieldProps('totp-setup-password', error)}
              {...start.register('currentPassword')}
            />
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={setUp.isPending}>
            {setUp.isPending ? 'Starting…' : 'Set up two-factor authentication'}
          </Button>
        </form>
      </div>
    )
  }

  const error = confirmForm.formState.errors.code?.message ?? serverError ?? undefined
  return (
    <div className="grid gap-4">
      <Status on={false} />
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis, …)
          and scan this QR code:
          <div className="mt-2">
            <QrCodeImage
              text={pending.otpauthUrl}
              label="QR code that adds your admin account to an authenticator app"
            />
          </div>
        </li>
        <li>
          Or, if you cannot scan it, type this key into the app (a time-based key):
          <code
            data-testid="totp-secret"
            className="mt-2 block w-fit max-w-full rounded-md bg-slate-100 px-3 py-2 font-mono text-base tracking-wider break-all"
          >
            {grouped(pending.secret)}
          </code>
        </li>
        <li>
          Enter the 6-digit code the app now shows, to check that it works:
          <form onSubmit={confirmForm.handleSubmit(confirm)} noValidate className="mt-2 grid max-w-sm gap-3">
            <FormField id="totp-enable-code" label="Authentication code" error={error}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                {...fieldProps('totp-enable-code', error)}
                {...confirmForm.register('code')}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={enable.isPending}>
                {enable.isPending ? 'Checking…' : 'Turn on two-factor authentication'}
              </Button>
              <Button
                type="button"
                variant="ghost"
                onClick={() => {
                  setPassword('')
                  setUp.reset()
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  )
}

function DisableSecondFactor() {
  const disable = useDisableSecondFactor((message) => toast.success(message))
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DisableValues>({ resolver: zodResolver(disableSchema), defaultValues: { currentPassword: '', code: '' } })

  const submit = (values: DisableValues) => {
    setServerError(null)
    disable.mutate(values, {
      onError: (err) => {
        const wrong = issueOf(err, 'currentPassword')
        if (wrong) setError('currentPassword', { message: wrong })
        else setServerError(messageOf(err, 'Could not turn it off. Please try again.'))
      },
    })
  }

  const passwordError = errors.currentPassword?.message
  const error = errors.code?.message ?? serverError ?? undefined
  return (
    <div className="grid gap-3">
      <Status on />
      <p className="text-sm text-slate-700">
        To turn it off, confirm with your password and a code from your app or one of your recovery codes. Logging in
        will then need only your password, and your other sessions are signed out.
      </p>
      <form onSubmit={handleSubmit(submit)} noValidate className="grid max-w-sm gap-3">
        <FormField id="totp-disable-password" label="Current password" error={passwordError}>
          <Input
            type="password"
            autoComplete="current-password"
            {...fieldProps('totp-disable-password', passwordError)}
            {...register('currentPassword')}
          />
        </FormField>
        <FormField
          id="totp-disable-code"
          label="Authentication code"
          hint="The 6-digit code from your app, or a recovery code."
          error={error}
        >
          <Input autoComplete="one-time-code" {...fieldProps('totp-disable-code', error)} {...register('code')} />
        </FormField>
        <Button type="submit" variant="destructive" className="justify-self-start" disabled={disable.isPending}>
          {disable.isPending ? 'Turning off…' : 'Turn off two-factor authentication'}
        </Button>
      </form>
    </div>
  )
}
