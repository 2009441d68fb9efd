import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { EMPTY_PERSON, type SessionFormValues } from '../session-form'

/** The session form's other people (a workshop's speakers, coordinators…): name, role and optional details each. */
export function OtherPeople({
  control,
  register,
  errors,
  id,
}: {
  control: Control<SessionFormValues>
  register: UseFormRegister<SessionFormValues>
  errors: FieldErrors<SessionFormValues>
  id: (field: string) => string
}) {
  const people = useFieldArray({ control, name: 'people' })
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold">Other people (a workshop's speakers, coordinators…)</legend>
      {people.fields.map((field, i) => {
        const e = errors.people?.[i]
        const pid = (f: string) => id(`person-${i}-${f}`)
        return (
          <div key={field.id} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
            <FormField id={pid('name')} label={`Person ${i + 1}: name`} error={e?.name?.message}>
              <Input {...fieldProps(pid('name'), e?.name?.message)} {...register(`people.${i}.name`)} />
            </FormField>
            <FormField
              id={pid('role')}
              label={`Person ${i + 1}: role`}
              error={e?.role?.message}
              hint="Speaker, Coordinator, Moderator…"
            >
              <Input {...fieldProps(pid('role'), e?.role?.message)} {...register(`people.${i}.role`)} />
            </FormField>
            <FormField
              id={pid('designation')}
              label={`Person ${i + 1}: designation (optional)`}
              error={e?.designation?.message}
            >
              <Input
                {...fieldProps(pid('designation'), e?.designation?.message)}
                {...register(`people.${i}.designation`)}
              />
            </FormField>
            <FormField
              id={pid('institution')}
              label={`Person ${i + 1}: institution (optional)`}
              error={e?.institution?.message}
            >
              <Input
                {...fieldProps(pid('institution'), e?.institution?.message)}
                {...register(`people.${i}.institution`)}
              />
            </FormField>
            <FormField id={pid('email')} label={`Person ${i + 1}: email (optional)`} error={e?.email?.message}>
              <Input type="email" {...fieldProps(pid('email'), e?.email?.message)} {...register(`people.${i}.email`)} />
            </FormField>
            <div className="flex items-end">
              <Button size="sm" variant="outline" onClick={() => people.remove(i)}>
                Remove person {i + 1}
              </Button>
            </div>
          </div>
        )
      })}
      {errors.people?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.people.message}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        className="justify-self-start"
        onClick={() => people.append({ ...EMPTY_PERSON })}
      >
        Add a person
      </Button>
    </fieldset>
  )
}
