/**
 * Accommodation page (/about/accomodations): on-campus rooms and the texts around the hotels. The hotels themselves
 * (name, address, distance) are event settings that organisers edit at /admin/settings; the earlier site gave only
 * their names, so each card shows its own map, its route from the venue (which gives the distance) and its map
 * link, and an address or distance as soon as it is set.
 */

export interface OnCampusOption {
  readonly name: string
  readonly description: string
}

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

export interface AccommodationContent {
  readonly heading: string
  readonly intro: string
  readonly onCampusHeading: string
  readonly onCampus: readonly OnCampusOption[]
  readonly availabilityNote: string
  readonly hotelsHeading: string
  readonly hotelsIntro: string
  /** Shown when the organisers have listed no hotel. */
  readonly noHotels: string
  readonly disclaimer: string
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

export const accommodation: AccommodationContent = {
  heading: 'Accommodation',
  intro:
    'Delegates travelling to Patna for {shortName} can choose between limited rooms on the NIT Patna campus and a range of hotels in the city.',
  onCampusHeading: 'Guest house and hostels',
  onCampus: [
    {
      name: 'Institute guest house',
      description: 'A limited number of rooms in the NIT Patna guest house can be offered to participants.',
    },
    {
      name: 'Boys\u2019 and girls\u2019 hostels',
      description: 'Hostel rooms may be arranged for participants, with separate hostels for men and women.',
    },
  ],
  availabilityNote:
    'Rooms on campus are allotted only subject to availability, so please ask the organisers early if you would like to stay on campus.',
  hotelsHeading: 'Hotels nearby',
  hotelsIntro:
    'Hotels in Patna, all reached from the venue by road. Please check rates, availability and suitability with the hotel itself before booking; the organisers can share a longer list on request.',
  noHotels: 'The organisers will list nearby hotels here. Until then, please ask them through the Contact page.',
  disclaimer:
    'These hotels are listed only for convenience. Neither the organisers nor NIT Patna are responsible for any problem with a hotel stay, and they cannot handle complaints about hotels; participants should satisfy themselves that a hotel suits their needs before booking.',
}
