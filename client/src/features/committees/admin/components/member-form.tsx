import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { AdminForm } from '@/components/admin/admin-form'
import { ImageField } from '@/components/admin/image-field'
import { FormField, fieldProps } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { type ImageItemFormProps, useImageItemForm } from '@/lib/admin/use-image-form'
import { organisingHeadingsQueryOptions } from '../../api'
import { COMMITTEES, type CommitteeKind, ORGANISING_COMMITTEES } from '../committee-kinds'
import {
  EMPTY_MEMBER,
  freeTextMemberSchema,
  type MemberFormValues,
  organisingMemberSchema,
} from '../member-form-schema'

/**
 * A committee member form (add or edit). Organising members choose one of the organisers' headings; technical and
 * international members type their committee and may have a role.
 */
export function MemberForm({ kind, ...props }: ImageItemFormProps<MemberFormValues> & { kind: CommitteeKind }) {
  const config = COMMITTEES[kind]
  const { register, watch, errors, imageField, formProps } = useImageItemForm(
    props,
    zodResolver(config.committeeIsSelect ? organisingMemberSchema : freeTextMemberSchema),
    EMPTY_MEMBER,
  )

  const id = (field: string) => `member-${field}`
  const roleValue = watch('role') ?? ''
  // The organisers' headings (the 15 default ones until they load); a member's own heading stays selectable.
  const headings = useQuery({ ...organisingHeadingsQueryOptions, enabled: config.committeeIsSelect }).data
  const listed: readonly string[] = headings?.map((h) => h.name) ?? ORGANISING_COMMITTEES
  const committeeValue = watch('committee') ?? ''
  const headingNames = committeeValue && !listed.includes(committeeValue) ? [...listed, committeeValue] : listed
  return (
    <AdminForm {...formProps} width="medium">
      <FormField id={id('name')} label="Name" error={errors.name?.message}>
        <Input {...fieldProps(id('name'), errors.name?.message)} {...register('name')} />
      </FormField>
      <FormField
        id={id('specialization')}
        label="Specialization (comma separated)"
        error={errors.specialization?.message}
      >
        <Input
          placeholder="Power electronics, Smart grids"
          {...fieldProps(id('specialization'), errors.specialization?.message)}
          {...register('specialization')}
        />
      </FormField>
      <FormField id={id('college')} label="College" error={errors.college?.message}>
        <Input {...fieldProps(id('college'), errors.college?.message)} {...register('college')} />
      </FormField>
      <FormField id={id('committee')} label="Committee" error={errors.committee?.message}>
        {config.committeeIsSelect ? (
          <NativeSelect {...fieldProps(id('committee'), errors.committee?.message)} {...register('committee')}>
            <option value="" disabled>
              Select Committee
            </option>
            {headingNames.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input {...fieldProps(id('committee'), errors.committee?.message)} {...register('committee')} />
        )}
      </FormField>
      {config.hasRole ? (
        <FormField id={id('role')} label="Role (optional)" error={errors.role?.message}>
          {config.roles.length > 0 ? (
            <NativeSelect {...fieldProps(id('role'), errors.role?.message)} {...register('role')}>
              <option value="">No role</option>
              {/* A role stored before the list changed stays selectable. */}
              {[...config.roles, ...(roleValue && !config.roles.includes(roleValue) ? [roleValue] : [])].map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Input
              placeholder="e.g. Track chair"
              {...fieldProps(id('role'), errors.role?.message)}
              {...register('role')}
            />
          )}
        </FormField>
      ) : null}
      <FormField id={id('description')} label="Description" error={errors.description?.message}>
        <Textarea
          rows={5}
          {...fieldProps(id('description'), errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <ImageField id={id('image')} {...imageField()} currentUrl={props.currentImageUrl || undefined} />
    </AdminForm>
  )
}
