import { DEFAULT_SPONSOR_TIERS } from '@common/sponsors'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import { eventSettingsQueryOptions } from '@/lib/conference'
import { useSaveSponsorTiers } from '../api'

/** The sponsorship tiers' names and facilities (one a line), as the sponsors page shows them (issue 54 item 2). */
export function TiersEditor() {
  const settings = useQuery(eventSettingsQueryOptions)
  if (!settings.data) return null
  return <TiersForm initial={settings.data.sponsorTiers ?? DEFAULT_SPONSOR_TIERS} />
}

function TiersForm({ initial }: { initial: readonly { key: string; name: string; facilities: readonly string[] }[] }) {
  const save = useSaveSponsorTiers()
  const [tiers, setTiers] = useState(() => initial.map((t) => ({ ...t, text: t.facilities.join('\n') })))
  const set = (i: number, field: 'name' | 'text', value: string) =>
    setTiers((all) => all.map((t, j) => (j === i ? { ...t, [field]: value } : t)))
  return (
    <section aria-labelledby="tiers-editor-title" className="grid max-w-2xl gap-4">
      <h2 id="tiers-editor-title" className="text-xl font-semibold text-brand-800">
        Sponsorship tiers
      </h2>
      {tiers.map((t, i) => (
        <div key={t.key} className="grid gap-2 rounded-xl border border-slate-200 p-4">
          <Label htmlFor={`tier-${i}-name`}>Name of the tier ({t.key})</Label>
          <Input id={`tier-${i}-name`} value={t.name} onChange={(e) => set(i, 'name', e.target.value)} />
          <Label htmlFor={`tier-${i}-facilities`}>Facilities, one a line</Label>
          <Textarea
            id={`tier-${i}-facilities`}
            rows={4}
            value={t.text}
            onChange={(e) => set(i, 'text', e.target.value)}
          />
        </div>
      ))}
      <Button
        type="button"
        className="justify-self-start"
        disabled={save.isPending}
        onClick={() =>
          save.mutate(
            tiers.map((t) => ({
              key: t.key as (typeof DEFAULT_SPONSOR_TIERS)[number]['key'],
              name: t.name,
              facilities: t.text
                .split('\n')
                .map((f) => f.trim())
                .filter(Boolean),
            })),
          )
        }
      >
        Save tiers
      </Button>
    </section>
  )
}
