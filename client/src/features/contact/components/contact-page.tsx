import { locationText, mapEmbedUrl, mapLinkUrl } from '@common/organiser'
import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react'
import { MapEmbed } from '@/components/map-embed'
import { PageContainer } from '@/components/ui/page-container'
import { Skeleton } from '@/components/ui/skeleton'
import { useOrganiser } from '@/lib/conference'
import { ContactForm } from './contact-form'

/** The e-mail and phones of the event settings (edited at /admin/settings); undefined while they load. */
export interface ContactDetails {
  email: string
  phones: readonly string[]
}

/** /contact: details, an embedded map and the 'Send us a message' form. */
export function ContactPage({ details }: { details: ContactDetails | undefined }) {
  // The address and map: the settings' organiser.
  const organiser = useOrganiser()
  const { address } = organiser
  return (
    <PageContainer
      title="Contact"
      lead="Questions about papers, registration, sponsorship or travel? Write to us or call — we are happy to help."
      width="wide"
    >
      {/* Details, form, map: on phones the form comes before the map; on wide screens the map goes under the
          details and the form takes the second column. */}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-1">
          <section
            aria-labelledby="contact-details"
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="contact-details" className="text-xl font-semibold text-slate-900">
              Contact details
            </h2>
            <dl className="mt-4 grid gap-4 text-slate-700">
              <div className="flex gap-3">
                <dt>
                  <MapPinIcon className="mt-0.5 size-5 text-brand-700" aria-hidden />
                  <span className="sr-only">Location</span>
                </dt>
                <dd>
                  <address className="not-italic">
                    {address.lines.map((line, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same; their place is their identity
                      <span key={i} className="block">
                        {line}
                      </span>
                    ))}
                    <span className="block">
                      {[address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                    <span className="block">{address.country}</span>
                  </address>
                </dd>
              </div>
              {details && !details.email ? null : (
                <div className="flex gap-3">
                  <dt>
                    <MailIcon className="mt-0.5 size-5 text-brand-700" aria-hidden />
                    <span className="sr-only">Email</span>
                  </dt>
                  <dd className="min-w-0">
                    {details ? (
                      <a
                        href={`mailto:${details.email}`}
                        className="break-all font-medium text-brand-700 underline underline-offset-4"
                      >
                        {details.email}
                      </a>
                    ) : (
                      <Skeleton className="h-5 w-56 max-w-full" />
                    )}
                  </dd>
                </div>
              )}
              {details && details.phones.length === 0 ? null : (
                <div className="flex gap-3">
                  <dt>
                    <PhoneIcon className="mt-0.5 size-5 text-brand-700" aria-hidden />
                    <span className="sr-only">Phone</span>
                  </dt>
                  <dd>
                    <ul className="grid gap-1">
                      {details ? null : (
                        <li>
                          <Skeleton className="h-5 w-40" />
                        </li>
                      )}
                      {details?.phones.map((phone) => (
                        <li key={phone}>
                          <a
                            href={`tel:${phone.replace(/\s+/g, '')}`}
                            className="font-medium text-brand-700 underline underline-offset-4"
                          >
                            {phone}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              )}
            </dl>
          </section>
        </div>
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-1 mb-5 text-slate-600">We reply by e-mail.</p>
          <ContactForm />
        </section>
        {organiser.map ? (
          <section
            aria-labelledby="contact-map"
            className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:col-start-1 lg:row-start-2"
          >
            <h2 id="contact-map" className="px-5 pt-5 text-xl font-semibold text-slate-900">
              Find us
            </h2>
            <MapEmbed
              className="mt-4"
              title={`Map showing the location of ${organiser.institute}`}
              src={mapEmbedUrl(organiser.map)}
              referrerPolicy="no-referrer"
              address={locationText(organiser)}
              mapUrl={mapLinkUrl(organiser.map)}
            />
          </section>
        ) : null}
      </div>
    </PageContainer>
  )
}
