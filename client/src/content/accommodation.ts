/**
 * The accommodation page's hotels (/about/accomodations): event settings organisers edit at /admin/settings, the
 * page's texts the page `accommodation` of /admin/pages. The earlier site gave only the hotels' names, so each card
 * shows its own map, its route from the venue (which gives the distance) and its map link, and an address or
 * distance as soon as it is set.
 */

/** A hotel as the event settings give it (GET /api/settings `hotels`). */
export interface HotelDetails {
  readonly name: string
  /** Street address, once set; until then the card names the place its map searches for. */
  readonly address?: string | null
  /** Road distance from the venue, e.g. 'about 4 km by road', once set; until then the route link gives it. */
  readonly distance?: string | null
  readonly phone?: string | null
  /** The hotel's own site (http(s), checked by the server). */
  readonly website?: string | null
}

/** A hotel with its map links. */
export interface Hotel extends HotelDetails {
  /** URL for an `<iframe>` map of the hotel's location. */
  readonly mapEmbedUrl: string
  /** The hotel on a map site ('Open in maps'). */
  readonly mapUrl: string
  /** Directions from the venue to the hotel, with the distance. */
  readonly routeUrl: string
}

/** Where the routes start: the conference venue. */
const VENUE = 'NIT Patna, Ashok Rajpath, Patna'

/** The place a hotel's map and links search for. */
export function hotelPlace(hotel: Pick<Hotel, 'name' | 'address'>): string {
  return hotel.address ?? `${hotel.name}, Patna, Bihar`
}

/** A hotel with Google Maps' search embed and links (no API key needed), by its address or else its name. */
export function withMapLinks(details: HotelDetails): Hotel {
  const place = encodeURIComponent(hotelPlace(details))
  return {
    ...details,
    mapEmbedUrl: `https://maps.google.com/maps?q=${place}&output=embed`,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${place}`,
    routeUrl: `https://www.google.com/maps/dir/?api=1&origin=${encodeURIComponent(VENUE)}&destination=${place}`,
  }
}
