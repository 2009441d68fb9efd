import { createFileRoute } from '@tanstack/react-router'
import { AboutInstitutePage } from '@/features/about/components/about-institute-page'

export const Route = createFileRoute('/about/about-nit-patna')({
  component: AboutInstitutePage,
})
