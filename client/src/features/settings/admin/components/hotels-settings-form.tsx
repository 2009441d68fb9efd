import { zodResolver } from '@hookform/resolvers/zod'
import { useFieldArray } from 'react-hook-form'
import { SubmitButton } from '@/components/admin/submit-button'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import type { AdminSettings } from '../api'
import {
  EMPTY_HOTEL,
  type HotelsFormValues,
  hotelFromForm,
  hotelsFormSchema,
  hotelToForm,
  MAX_HOTELS,
} from '../settings-form-schema'
import { useSettingsForm } from '../use-settings-form'

/**
 * The accommodation page's hotels, in order: a name, and once known the street address and the distance from the
 * venue (without them the card offers the map and the route). Saved whole.
 */
export function HotelsSettingsForm({ settings }: { settings: AdminSettings }) {
  const { register, control, errors, onSubmit, pending } = useSettingsForm<HotelsFormValues>({
    section: 'Hotels',
    resolver: zodResolver(hotelsFormSchema),
    defaultValues: { hotels: settings.hotels.map(hotelToForm) },
    patch: (v) => ({ hotels: v.hotels.map(hotelFromForm) }),
  })
  const hotels = useFieldArray({ control, name: 'hotels' })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {hotels.fields.length === 0 ? (
        <p className="text-sm text-slate-600">No hotels: the page asks visitors to contact the organisers.</p>
      ) : null}
      <ol className="grid gap-4">
        {hotels.fields.map((field, i) => {
          const e = errors.hotels?.[i]
          return (
            <li key={field.id}>
              <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4" data-testid="hotel-editor">
                <legend className="px-1 font-semibold">Hotel {i + 1}</legend>
                <FormField id={`hotel-${i}-name`} label="Hotel name" error={e?.name?.message}>
                  <Input {...fieldProps(`hotel-${i}-name`, e?.name?.message)} {...register(`hotels.${i}.name`)} />
                </FormField>
                <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
                  <FormField
                    id={`hotel-${i}-address`}
                    label="Address"
                    hint="Optional. The map then shows this address."
                    error={e?.address?.message}
                  >
                    <Input
                      autoComplete="off"
                      {...fieldProps(`hotel-${i}-address`, e?.address?.message)}
                      {...register(`hotels.${i}.address`)}
                    />
                  </FormField>
                  <FormField
                    id={`hotel-${i}-distance`}
                    label="Distance from NIT Patna"
                    hint="Optional, e.g. about 4 km by road."
                    error={e?.distance?.message}
                  >
                    <Input
                      {...fieldProps(`hotel-${i}-distance`, e?.distance?.message)}
                      {...register(`hotels.${i}.distance`)}
                    />
                  </FormField>
                </div>
                <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
                  <FormField id={`hotel-${i}-phone`} label="Phone" hint="Optional." error={e?.phone?.message}>
                    <Input
                      type="tel"
                      {...fieldProps(`hotel-${i}-phone`, e?.phone?.message)}
                      {...register(`hotels.${i}.phone`)}
                    />
                  </FormField>
                  <FormField
                    id={`hotel-${i}-website`}
                    label="Website"
                    hint="Optional, starting with https://."
                    error={e?.website?.message}
                  >
                    <Input
                      type="url"
                      {...fieldProps(`hotel-${i}-website`, e?.website?.message)}
                      {...register(`hotels.${i}.website`)}
                    />
                  </FormField>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => hotels.move(i, i - 1)}
                    disabled={i === 0}
                    aria-label={`Move hotel ${i + 1} up`}
                  >
                    Move up
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => hotels.remove(i)}
                    aria-label={`Remove hotel ${i + 1}`}
                  >
                    Remove hotel
                  </Button>
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      {errors.hotels?.root?.message || errors.hotels?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.hotels?.root?.message ?? errors.hotels?.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => hotels.append({ ...EMPTY_HOTEL })}
          disabled={hotels.fields.length >= MAX_HOTELS}
        >
          Add a hotel
        </Button>
        <SubmitButton pending={pending} pendingLabel="Saving...">
          Save hotels
        </SubmitButton>
      </div>
    </form>
  )
}
