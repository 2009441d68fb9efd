/** `<title>` and meta description for a route's `head` option. */
export function pageHead(title: string, description: string) {
  return {
    meta: [{ title: `${title} | ICNARI 2026` }, { name: 'description', content: description }],
  }
}
