import { SPONSOR_TIERS } from '@common/sponsors'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { DeleteItemButton } from '@/components/admin/delete-item-button'
import { ImageField } from '@/components/admin/image-field'
import { MoveButtons } from '@/components/admin/move-buttons'
import { SortableList } from '@/components/admin/sortable-list'
import { SubmitButton } from '@/components/admin/submit-button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { optionalHttpUrl, requiredImage, requiredText } from '@/lib/admin/form-rules'
import { useImageForm } from '@/lib/admin/use-image-form'
import {
  adminSponsorsQueryOptions,
  type SponsorTier,
  useAddSponsor,
  useDeleteSponsor,
  useReorderSponsors,
} from '../api'
import { TiersEditor } from './tiers-editor'

const sponsorFormSchema = z.object({
  name: requiredText('Name'),
  tier: z.enum(SPONSOR_TIERS, { error: 'Please choose a tier.' }),
  link: optionalHttpUrl('Link'),
  image: requiredImage('Please choose the logo.'),
})
type SponsorFormValues = z.infer<typeof sponsorFormSchema>
const EMPTY: SponsorFormValues = { name: '', tier: 'GOLD', link: '', image: undefined }

/** /admin/sponsors: add a sponsor with its logo; order the wall by dragging or with Move up / Move down; remove one. */
export function AdminSponsorsPage() {
  const sponsors = useQuery(adminSponsorsQueryOptions)
  const add = useAddSponsor()
  const remove = useDeleteSponsor()
  const list = sponsors.data ?? []
  const reorder = useReorderSponsors(list)
  const { register, errors, onSubmit, imageField } = useImageForm<SponsorFormValues>({
    resolver: zodResolver(sponsorFormSchema),
    defaultValues: EMPTY,
    empty: EMPTY,
    save: (v, logo) =>
      logo ? add.mutateAsync({ name: v.name, tier: v.tier as SponsorTier, link: v.link, logo }) : undefined,
  })

  return (
    <div className="grid gap-10">
      <form onSubmit={onSubmit} noValidate className="grid max-w-2xl gap-4" aria-labelledby="add-sponsor-title">
        <h2 id="add-sponsor-title" className="text-xl font-semibold text-brand-800">
          Add a sponsor
        </h2>
        <FormField id="sponsor-name" label="Name" error={errors.name?.message}>
          <Input {...fieldProps('sponsor-name', errors.name?.message)} {...register('name')} />
        </FormField>
        <FormField id="sponsor-tier" label="Tier" error={errors.tier?.message}>
          <NativeSelect {...fieldProps('sponsor-tier', errors.tier?.message)} {...register('tier')}>
            {SPONSOR_TIERS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="sponsor-link" label="Link (optional)" error={errors.link?.message}>
          <Input
            type="url"
            placeholder="https://"
            {...fieldProps('sponsor-link', errors.link?.message)}
            {...register('link')}
          />
        </FormField>
        <ImageField id="sponsor-logo" label="Logo" {...imageField()} />
        <SubmitButton pending={add.isPending} pendingLabel="Adding...">
          Add sponsor
        </SubmitButton>
      </form>
      <section aria-labelledby="sponsors-title">
        <h2 id="sponsors-title" className="text-xl font-semibold text-brand-800">
          Sponsors in wall order
        </h2>
        {sponsors.isError ? (
          <p role="alert" className="mt-3 text-red-800">
            Failed to load the sponsors. Please try again.
          </p>
        ) : list.length === 0 && !sponsors.isPending ? (
          <p className="mt-3 text-slate-700">No sponsors yet: the sponsors page shows no logo wall.</p>
        ) : null}
        <ol className="mt-4 grid gap-3" aria-label="Sponsors in wall order">
          <SortableList
            items={list}
            nameOf={(s) => s.name}
            disabled={reorder.pending}
            onMove={(from, to) => reorder.move(list, from, to)}
          >
            {(s, index, row) => (
              <li
                ref={row.ref}
                style={row.style}
                className="flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4"
                data-testid="admin-sponsor"
              >
                <img src={s.logoUrl} alt="" className="h-12 w-24 object-contain" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">{s.name}</p>
                  <p className="text-sm text-slate-600">{s.tier}</p>
                </div>
                {row.handle}
                <MoveButtons
                  itemName={s.name}
                  index={index}
                  count={list.length}
                  disabled={reorder.pending}
                  onMove={(to) => reorder.move(list, index, to)}
                />
                <DeleteItemButton
                  itemName={s.name}
                  title={`Remove ${s.name}?`}
                  description="The logo disappears from the sponsors page at once."
                  deleting={remove.isPending && remove.variables === s._id}
                  onConfirm={() => remove.mutate(s._id)}
                />
              </li>
            )}
          </SortableList>
        </ol>
      </section>
      <TiersEditor />
    </div>
  )
}
