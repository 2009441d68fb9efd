import type { components } from '@openapi/schema'
import { api, unwrap } from '@/lib/api'

export type RegistrationForm = components['schemas']['RegistrationForm']
export type RegistrationInput = components['schemas']['RegistrationInput']
export type RegistrationFee = components['schemas']['RegistrationFee']
export type RegistrationSelf = components['schemas']['RegistrationSelf']

export const registrationFormQueryOptions = {
  queryKey: ['registration-form'],
  queryFn: async () => unwrap(await api.GET('/registrations/form')),
}

/** The registrant's own page: never cached beyond this visit (its key is the page's token). */
export const ownRegistrationQueryOptions = (token: string) => ({
  queryKey: ['registration-self', token],
  queryFn: async () => unwrap(await api.GET('/registrations/self/{token}', { params: { path: { token } } })),
  gcTime: 0,
  retry: false,
})

export const money = (currency: string, amount: number) =>
  `${currency} ${amount.toLocaleString(currency === 'INR' ? 'en-IN' : 'en-US', { maximumFractionDigits: 2 })}`
