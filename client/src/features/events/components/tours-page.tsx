import { MapPinIcon } from 'lucide-react'
import { PageContainer } from '@/components/ui/page-container'
import { tourSites, toursContent } from '@/content/tours'

export function ToursPage() {
  return (
    <PageContainer title={toursContent.heading} lead={toursContent.intro} width="wide">
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="tour-list">
        {tourSites.map((site) => (
          <li
            key={site.slug}
            className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <img
              src={site.image}
              alt={site.imageAlt}
              className="aspect-[16/10] w-full bg-slate-100 object-cover"
              loading="lazy"
            />
            <div className="flex flex-1 flex-col gap-2 p-5">
              <h2 className="text-lg font-semibold text-slate-900">{site.name}</h2>
              <p className="inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                <MapPinIcon className="size-4" aria-hidden />
                {site.location}
              </p>
              <p className="text-sm text-slate-700">{site.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-slate-600">{toursContent.note}</p>
    </PageContainer>
  )
}
