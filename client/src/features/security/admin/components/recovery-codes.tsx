import { useState } from 'react'
import { Button } from '@/components/ui/button'

/** The ten recovery codes, shown once after turning the second factor on, with a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [status, setStatus] = useState('')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      setStatus('Copied. Paste them into your password manager or print them.')
    } catch {
      setStatus('Copying is not available here: select the codes and copy them by hand.')
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm" data-testid="second-factor-status">
        Status: <strong className="text-green-800">On</strong>
      </p>
      <h3 className="text-lg font-semibold">Your recovery codes</h3>
      <p className="text-sm text-slate-700">
        If you lose your phone, each of these codes logs you in once instead of a code from the app (and can turn
        two-factor authentication off). <strong>They are shown only now:</strong> keep them somewhere safe, such as a
        password manager or on paper.
      </p>
      <ul
        data-testid="recovery-codes"
        aria-label="Recovery codes"
        className="grid w-fit grid-cols-2 gap-x-8 gap-y-1 rounded-md bg-slate-100 px-4 py-3 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          Copy recovery codes
        </Button>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {status}
      </p>
    </div>
  )
}
