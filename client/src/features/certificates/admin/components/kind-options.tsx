import { CERTIFICATE_KIND_LABELS } from '../api'

/** An `<option>` for each kind of certificate, by its name, for a select of kinds. */
export function KindOptions() {
  return Object.entries(CERTIFICATE_KIND_LABELS).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ))
}
