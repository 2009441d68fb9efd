import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import { adminSettingsQueryOptions } from '../api'
import { UnsavedEditsGuard } from '../unsaved-edits'
import { ConferenceSettingsForm } from './conference-settings-form'
import { FeesSettingsForm } from './fees-settings-form'
import { HotelsSettingsForm } from './hotels-settings-form'
import { MailSettingsForm } from './mail-settings-form'
import { OrganiserSettingsForm } from './organiser-settings-form'
import { PhasesSettingsForm } from './phases-settings-form'
import { SettingsSection } from './settings-section'
import { BankSettingsForm, ContactSettingsForm, LinksSettingsForm } from './simple-settings-forms'
import { LogoSettingsForm, SlidesSettingsForm } from './slides-settings-form'

const FAILED = 'Failed to fetch the settings. Please try again.'

/**
 * /admin/settings: the conference itself, contact details, links, the fee table, bank details and hotels, each
 * section saved on its own. `mailState`: whether this server sends mail (the mail feature's), given by the route.
 */
export function AdminSettingsPage({ mailState }: { mailState?: ReactNode } = {}) {
  const settings = useQuery(adminSettingsQueryOptions)
  useEffect(() => {
    if (settings.isError) toast.error(FAILED)
  }, [settings.isError])

  if (settings.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the settings">
        <Skeleton className="h-48" />
        <Skeleton className="h-64" />
      </div>
    )
  }
  if (settings.isError) {
    return (
      <div className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{FAILED}</p>
        <Button variant="outline" className="mt-3" onClick={() => void settings.refetch()}>
          Try Again
        </Button>
      </div>
    )
  }
  // Each form starts from the saved values and keeps what the admin typed across the other sections' saves; leaving
  // the page with unsaved edits asks first.
  const data = settings.data
  return (
    <UnsavedEditsGuard>
      <div className="grid max-w-4xl gap-6">
        <SettingsSection
          id="settings-conference"
          title="Conference"
          description="The edition itself: every page, title, preview, feed and the calendar name it from here."
        >
          <ConferenceSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-phases"
          title="Phases"
          description="The home page's tagline before the submission deadline, once submissions close, during the conference and after it, and the text that follows the conference."
        >
          <PhasesSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-contact"
          title="Contact details"
          description="Shown on the contact page and in the footer."
        >
          <ContactSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-organiser"
          title="Organiser and address"
          description="Who hosts the conference and where: the footer, the contact and venue pages with their map, the home page's title."
        >
          <OrganiserSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-links"
          title="Links"
          description="The home page's Submit a paper and Brochure actions, the call for papers and the guidelines use them."
        >
          <LinksSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-fees"
          title="Registration fees"
          description="The fee table of the registrations page. All fees include GST."
        >
          <FeesSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-bank"
          title="Bank details"
          description="For the organisers' replies to registrants: never shown on the public site."
        >
          <BankSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-hotels"
          title="Hotels"
          description="The hotels of the accommodation page, in this order."
        >
          <HotelsSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-slides"
          title="Home carousel"
          description="The home page's slides, 1 to 10, in this order. Every picture needs its alt text."
        >
          <SlidesSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-logo"
          title="Site logo"
          description="Shown in the header, as the browser tab's icon and on link previews."
        >
          <LogoSettingsForm settings={data} />
        </SettingsSection>
        <SettingsSection
          id="settings-mail"
          title="Mail"
          description="Who is told of each contact message. The outbox (Dashboard → Outbox) shows every mail sent."
        >
          <MailSettingsForm settings={data} smtpState={mailState} />
        </SettingsSection>
      </div>
    </UnsavedEditsGuard>
  )
}
