import { createFileRoute } from '@tanstack/react-router'
import { getPageMeta } from '@/content/pages'
import { ContactPage } from '@/features/contact/components/contact-page'
import { pageHead } from '@/lib/page-head'

const meta = getPageMeta('/contact')

export const Route = createFileRoute('/contact')({
  head: () => pageHead(meta.title, meta.description),
  component: ContactPage,
})
