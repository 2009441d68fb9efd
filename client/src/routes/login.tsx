import { createFileRoute } from '@tanstack/react-router'
import { LoginForm } from '@/features/auth/components/login-form'

export const Route = createFileRoute('/login')({
  component: LoginPage,
})

function LoginPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-800">Admin login</h1>
      <p className="mt-2 text-slate-600">Sign in with your admin email and password.</p>
      <div className="mt-8 rounded-xl border border-slate-200 p-6 shadow-sm">
        <LoginForm />
      </div>
    </section>
  )
}
