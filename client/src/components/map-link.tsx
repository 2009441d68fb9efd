/** The 'Open the map in a new tab' link under an embedded map (venue and contact pages). */
export function MapLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-4"
    >
      Open the map in a new tab
    </a>
  )
}
