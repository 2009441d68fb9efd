import { createFileRoute, Link } from '@tanstack/react-router'
import { PapersCoverage } from '@/features/registration/admin/papers-coverage'

export const Route = createFileRoute('/admin/registrations/papers')({
  component: () => (
    <>
      <h1 className="mb-2 text-3xl font-bold text-brand-800">Papers and their registered authors</h1>
      <p className="mb-6 max-w-3xl text-slate-600">
        At least one author of each accepted paper registers by the last registration date, or the paper is not
        published.{' '}
        <Link to="/admin/registrations" className="text-brand-700 underline">
          Back to the registrations
        </Link>
      </p>
      <PapersCoverage />
    </>
  ),
})
