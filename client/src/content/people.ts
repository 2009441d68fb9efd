/** Portrait shown for a speaker, committee member or workshop person without a photo of their own. */
export const PERSON_PLACEHOLDER_IMAGE = '/images/people/placeholder.webp'
