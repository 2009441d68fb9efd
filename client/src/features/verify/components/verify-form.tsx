import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

/** A field to type a certificate's code (as printed under its QR) and check it. */
export function VerifyForm({ initial = '' }: { initial?: string }) {
  const navigate = useNavigate()
  const [code, setCode] = useState(initial)
  const [error, setError] = useState<string>()
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const typed = code.replace(/[\s-]/g, '')
    if (!typed) return setError('Type the 10-character code printed on the certificate.')
    setError(undefined)
    void navigate({ to: '/verify/$code', params: { code: typed.toUpperCase() } })
  }
  return (
    <form onSubmit={submit} noValidate className="mt-6 grid max-w-md gap-3" action="/verify">
      <FormField id="certificate-code" label="Certificate code" error={error}>
        <Input
          id="certificate-code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'certificate-code-error' : undefined}
        />
      </FormField>
      <Button type="submit" className="justify-self-start">
        Check certificate
      </Button>
    </form>
  )
}
