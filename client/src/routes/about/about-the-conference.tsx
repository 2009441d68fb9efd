import { createFileRoute } from '@tanstack/react-router'
import { AboutConferencePage } from '@/features/about/components/about-conference-page'

export const Route = createFileRoute('/about/about-the-conference')({
  component: AboutConferencePage,
})
