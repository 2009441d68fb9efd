/**
 * Accommodation page (/about/accomodations): on-campus rooms and nearby hotels.
 * No distances are given for the hotels; each card embeds a map instead.
 */

export interface OnCampusOption {
  readonly name: string
  readonly description: string
}

export interface Hotel {
  readonly name: string
  readonly address: string
  readonly note: string
  /** URL for an `<iframe>` map of the hotel's location. */
  readonly mapEmbedUrl: string
}

export interface AccommodationContent {
  readonly heading: string
  readonly intro: string
  readonly onCampusHeading: string
  readonly onCampus: readonly OnCampusOption[]
  readonly availabilityNote: string
  readonly hotelsHeading: string
  readonly hotelsIntro: string
  readonly hotels: readonly Hotel[]
  readonly disclaimer: string
}

/** Google Maps search embed for a place name (no API key needed). */
function mapsSearchEmbed(query: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&output=embed`
}

const hotelNote = 'Check rates, availability and suitability directly with the hotel before booking.'

export const accommodation: AccommodationContent = {
  heading: 'Accommodation',
  intro:
    'Delegates travelling to Patna for ICNARI 2026 can choose between limited rooms on the NIT Patna campus and a range of hotels in the city.',
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
    'The hotels below are in Patna and can be reached from the venue by road. The organisers can share a fuller hotel list on request.',
  hotels: [
    {
      name: 'Hotel The Panache',
      address: 'Patna, Bihar',
      note: hotelNote,
      mapEmbedUrl: mapsSearchEmbed('Hotel The Panache, Patna, Bihar'),
    },
    {
      name: 'Hotel Sharda Residency',
      address: 'Patna, Bihar',
      note: hotelNote,
      mapEmbedUrl: mapsSearchEmbed('Hotel Sharda Residency, Patna, Bihar'),
    },
    {
      name: 'The Grand Empire',
      address: 'Patna, Bihar',
      note: hotelNote,
      mapEmbedUrl: mapsSearchEmbed('The Grand Empire, Patna, Bihar'),
    },
    {
      name: 'Hotel Maurya',
      address: 'Patna, Bihar',
      note: hotelNote,
      mapEmbedUrl: mapsSearchEmbed('Hotel Maurya, Patna, Bihar'),
    },
    {
      name: 'Hotel Vrindavan',
      address: 'Patna, Bihar',
      note: hotelNote,
      mapEmbedUrl: mapsSearchEmbed('Hotel Vrindavan, Patna, Bihar'),
    },
    {
      name: 'Hotel Gargee Grand',
      address: 'Patna, Bihar',
      note: hotelNote,
      mapEmbedUrl: mapsSearchEmbed('Hotel Gargee Grand, Patna, Bihar'),
    },
  ],
  disclaimer:
    'These hotels are listed only for convenience. Neither the organisers nor NIT Patna are responsible for any problem with a hotel stay, and they cannot handle complaints about hotels; participants should satisfy themselves that a hotel suits their needs before booking.',
}
