import type { components } from '@openapi/schema'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Fragment, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { PageContainer } from '@/components/ui/page-container'
import { api, unwrap } from '@/lib/api'
import { issuesByPath } from '@/lib/api-errors'
import { toast } from '@/lib/toast'

type Paper = components['schemas']['Paper']

import { type RegistrationFee, type RegistrationInput, registrationFormQueryOptions } from '../api'
import { PERSON_FIELDS } from '../person-fields'
import { FeeSummary } from './fee-summary'
import { NamedPapers, PaperMatches, usePaperSearch } from './paper-search'

type Values = Omit<RegistrationInput, 'consent' | 'paperIds' | 'accompanying' | 'billing' | 'mode'> & {
  mode: 'in-person' | 'online'
  accompanying: string
}
const EMPTY: Values = {
  name: '',
  email: '',
  phone: '',
  institution: '',
  designation: '',
  country: 'India',
  category: '',
  mode: 'in-person',
  accompanying: '0',
}

/** /register: the form with the live fee, the paper search, the privacy notice and its consent box. */
export function RegisterPage() {
  const form = useQuery(registrationFormQueryOptions)
  const navigate = useNavigate()
  const [values, setValues] = useState<Values>(EMPTY)
  const [chosen, setChosen] = useState<Paper[]>([])
  const paperIds = chosen.map((p) => p._id)
  const { search, setSearch, q, found, matches } = usePaperSearch()
  const [consent, setConsent] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [fee, setFee] = useState<RegistrationFee>()
  const [busy, setBusy] = useState(false)
  const body = (): RegistrationInput => ({
    ...values,
    category: values.category || form.data?.categories[0]?.key || '',
    designation: values.designation || undefined,
    accompanying: Number(values.accompanying),
    paperIds,
    consent: true,
  })
  const quoteKey = `${values.category}|${values.accompanying}|${paperIds.join()}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fee depends on the category, papers and companions only
  useEffect(() => {
    if (!form.data?.open) return
    void api
      .POST('/registrations/quote', {
        body: {
          ...body(),
          name: 'x',
          email: 'x@example.org',
          phone: '+91 00000 00000',
          institution: 'x',
          country: 'x',
        },
      })
      .then((r) => setFee(r.data?.fee))
  }, [quoteKey, form.data?.open])

  if (form.isPending) return <PageContainer title="Register">Loading…</PageContainer>
  if (form.isError) return <PageContainer title="Register">{form.error.message}</PageContainer>
  if (!form.data.open)
    return (
      <PageContainer title="Register">
        <p>{form.data.closesOn ? `Registration closed on ${form.data.closesOn}.` : 'Registration is not open yet.'}</p>
      </PageContainer>
    )
  const set = (name: keyof Values) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setValues({ ...values, [name]: e.target.value })
  const field = (name: keyof Values, label: string, type = 'text') => (
    <FormField id={`reg-${name}`} label={label} error={errors[name]}>
      <Input type={type} value={values[name] ?? ''} onChange={set(name)} {...fieldProps(`reg-${name}`, errors[name])} />
    </FormField>
  )
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!consent)
      return setErrors({ consent: 'Please agree to the privacy notice: we need your details to register you.' })
    setBusy(true)
    try {
      const res = unwrap(await api.POST('/registrations', { body: body() }))
      toast.success(res.message)
      await navigate({ to: new URL(res.registration.statusUrl).pathname })
    } catch (err) {
      setErrors(issuesByPath(err))
      toast.error((err as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <PageContainer
      title="Register"
      lead={form.data.closesOn ? `Registration closes on ${form.data.closesOn}.` : undefined}
    >
      <form onSubmit={submit} noValidate className="mt-6 grid max-w-2xl gap-4">
        {PERSON_FIELDS.map((f) => (
          <Fragment key={f.name}>{field(f.name, f.label, f.type)}</Fragment>
        ))}
        <FormField id="reg-category" label="Category" error={errors.category}>
          <NativeSelect
            value={values.category}
            onChange={set('category')}
            {...fieldProps('reg-category', errors.category)}
          >
            {form.data.categories.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label} ({c.currency} {c.fee})
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="reg-mode" label="Attending" error={errors.mode}>
          <NativeSelect value={values.mode} onChange={set('mode')} {...fieldProps('reg-mode')}>
            <option value="in-person">In person</option>
            <option value="online">Online</option>
          </NativeSelect>
        </FormField>
        <FormField id="reg-accompanying" label="Accompanying persons" error={errors.accompanying}>
          <NativeSelect value={values.accompanying} onChange={set('accompanying')} {...fieldProps('reg-accompanying')}>
            {['0', '1', '2', '3'].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="reg-paper-search"
          label="Your papers: search by paper ID, title or author"
          error={errors.paperIds}
        >
          <Input
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            {...fieldProps('reg-paper-search', errors.paperIds)}
          />
        </FormField>
        <PaperMatches matches={matches} chosenIds={paperIds} onAdd={(p) => setChosen([...chosen, p])} />
        {q !== '' && found.data?.length === 0 ? <p className="text-sm">No paper matches “{q}”.</p> : null}
        {chosen.length > 0 ? (
          <NamedPapers
            papers={chosen}
            className="grid gap-1"
            removeLabel={(p) => `Remove ${p.heading}`}
            onRemove={(p) => setChosen(chosen.filter((c) => c._id !== p._id))}
          />
        ) : null}
        {fee ? <FeeSummary fee={fee} /> : null}
        <section aria-labelledby="privacy-heading" className="rounded-lg border border-slate-200 p-4 text-sm">
          <h2 id="privacy-heading" className="font-semibold">
            Privacy notice
          </h2>
          <p>{form.data.privacyNotice}</p>
        </section>
        <div className="grid gap-1">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              aria-describedby={errors.consent ? 'reg-consent-error' : undefined}
            />
            I agree to the privacy notice.
          </label>
          {errors.consent ? (
            <p id="reg-consent-error" role="alert" className="text-sm text-red-700">
              {errors.consent}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={busy}>
          Register
        </Button>
      </form>
    </PageContainer>
  )
}
