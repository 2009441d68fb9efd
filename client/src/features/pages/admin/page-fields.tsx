import { useId } from 'react'
import { Markdown } from '@/components/markdown'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

/** A block's or an entry's Markdown, with its live preview beside it. */
export function MarkdownField({
  label,
  value,
  onChange,
  rows = 4,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  rows?: number
}) {
  const id = useId()
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label} (Markdown)</Label>
        <Textarea id={id} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <span className="text-sm font-medium text-slate-700">Preview of {label}</span>
        <Markdown
          source={value}
          className="min-h-12 rounded-md border border-dashed border-slate-300 bg-slate-50 p-3 text-slate-700 [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_a]:underline"
        />
      </div>
    </div>
  )
}

export function TextField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  )
}
