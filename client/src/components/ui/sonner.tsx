import { Toaster as Sonner, type ToasterProps } from 'sonner'

/** The one toast area; 5 s by default (spec §9). */
export function Toaster(props: ToasterProps) {
  return <Sonner duration={5000} richColors closeButton {...props} />
}
