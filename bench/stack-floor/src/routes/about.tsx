import { createFileRoute } from '@tanstack/react-router'

// A second route, so the router splits code as it does on the site.
export const Route = createFileRoute('/about')({ component: () => <p>About</p> })
