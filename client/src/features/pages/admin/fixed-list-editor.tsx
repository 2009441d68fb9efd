import type { PageBlock, PageItem } from '@common/pages'
import { TextField } from './page-fields'

/**
 * A list whose entries are fixed (the menu's, common/pages.ts FIXED_LISTS): one field per entry for its label,
 * named by the path it leads to, which stays.
 */
export function FixedListEditor({ block, onChange }: { block: PageBlock; onChange: (items: PageItem[]) => void }) {
  const items = block.items ?? []
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{block.label}</legend>
      <p className="text-sm text-slate-600">Each entry keeps leading to its page; only the words shown change.</p>
      {items.map((item, i) => (
        <TextField
          key={item.link ?? i}
          label={`Label of ${item.link}`}
          value={item.title}
          onChange={(title) => onChange(items.map((it, j) => (j === i ? { ...it, title } : it)))}
        />
      ))}
    </fieldset>
  )
}
