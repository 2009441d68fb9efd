import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useSendContactMessage } from '../api'
import { CONTACT_FAILURE, type ContactValues, contactSchema, EMPTY_CONTACT } from '../contact-schema'

type Outcome = { kind: 'success' | 'error'; text: string } | null

/** The 'Send us a message' form: POST /contact; shows the server's message or the general failure text. */
export function ContactForm() {
  const send = useSendContactMessage()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY_CONTACT })
  const busy = isSubmitting || send.isPending

  const onSubmit = async (values: ContactValues) => {
    if (send.isPending) return
    setOutcome(null)
    try {
      const res = await send.mutateAsync({
        name: values.name,
        email: values.email,
        subject: values.subject,
        phone: values.phone === '' ? undefined : values.phone,
        message: values.message,
      })
      setOutcome({ kind: 'success', text: res.message })
      toast.success(res.message)
      reset(EMPTY_CONTACT)
    } catch {
      setOutcome({ kind: 'error', text: CONTACT_FAILURE })
      toast.error(CONTACT_FAILURE)
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="grid gap-4"
      aria-labelledby="contact-form-heading"
      // An archived edition shows the address to write to in its place (server/src/routes/editions/editions.archive.ts).
      data-archive-mail
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...fieldProps('contact-name', errors.name?.message)} {...register('name')} />
        </FormField>
        <FormField id="contact-email" label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            {...fieldProps('contact-email', errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <FormField id="contact-subject" label="Subject" error={errors.subject?.message}>
          <Input {...fieldProps('contact-subject', errors.subject?.message)} {...register('subject')} />
        </FormField>
        <FormField id="contact-phone" label="Phone (optional)" error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            {...fieldProps('contact-phone', errors.phone?.message)}
            {...register('phone')}
          />
        </FormField>
      </div>
      <FormField id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea rows={6} {...fieldProps('contact-message', errors.message?.message)} {...register('message')} />
      </FormField>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? 'Sending...' : 'Send message'}
        </Button>
      </div>
      {outcome ? (
        <p
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          data-testid="contact-outcome"
          className={cn(
            'rounded-lg border p-3 text-sm',
            outcome.kind === 'success'
              ? 'border-green-200 bg-green-50 text-green-900'
              : 'border-red-200 bg-red-50 text-red-800',
          )}
        >
          {outcome.text}
        </p>
      ) : null}
    </form>
  )
}
