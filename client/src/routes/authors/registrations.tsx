import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { RegistrationsPage } from '@/features/authors/components/registrations-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/authors/registrations')

export const Route = createFileRoute('/authors/registrations')({
  head: () => pageHead(meta.title, meta.description),
  component: RegistrationsPage,
})
