import type { AdminSettings } from './api'

/** What the bank details hold until the organisers set them (the seed's words). */
const UNSET_BANK = 'To be set by the organisers'

export interface StillToSetItem {
  /** What is missing, in words. */
  label: string
  /** The /admin/settings section where it is set. */
  section: 'settings-contact' | 'settings-links' | 'settings-bank' | 'settings-conference'
}

/**
 * The settings visitors would miss, until each is set (issue 54 item 4): the site shows nothing for an empty one, so
 * the dashboard says what is still empty. The site logo is not a setting yet (see the item 2).
 */
export function stillToSet(settings: AdminSettings): StillToSetItem[] {
  const items: StillToSetItem[] = []
  if (!settings.contactEmail) items.push({ label: 'Contact e-mail', section: 'settings-contact' })
  if (settings.phones.length === 0) items.push({ label: 'Phone numbers', section: 'settings-contact' })
  if (!settings.links.brochure) items.push({ label: 'Brochure link', section: 'settings-links' })
  if (!settings.links.submission) items.push({ label: 'Submission link', section: 'settings-links' })
  if (!settings.links.templateWord || !settings.links.templateLatex)
    items.push({ label: 'Template links', section: 'settings-links' })
  const bank = settings.bank
  if (!bank || [bank.accountName, bank.accountNumber, bank.bankName, bank.branch, bank.ifsc].some(isUnset))
    items.push({ label: 'Bank details', section: 'settings-bank' })
  if (!settings.conference.publicUrl) items.push({ label: 'Public URL', section: 'settings-conference' })
  return items
}

const isUnset = (value: string) => value.trim() === '' || value.trim() === UNSET_BANK
