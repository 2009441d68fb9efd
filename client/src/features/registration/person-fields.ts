type PersonField = {
  name: 'name' | 'email' | 'phone' | 'institution' | 'designation' | 'country'
  label: string
  /** The input's type; text when none. */
  type?: string
}

/** The registrant's own fields, in the order both the public form and the desk's correction form ask for them. */
export const PERSON_FIELDS: readonly PersonField[] = [
  { name: 'name', label: 'Name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'institution', label: 'Institution' },
  { name: 'designation', label: 'Designation (optional)' },
  { name: 'country', label: 'Country' },
]
