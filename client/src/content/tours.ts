/**
 * Tours page (/programs/tours): heritage sites in Bihar worth a visit
 * before or after the conference. Images are our own SVG illustrations.
 */

export interface TourSite {
  readonly slug: string
  readonly name: string
  readonly location: string
  readonly description: string
  readonly image: string
  readonly imageAlt: string
}

export interface ToursContent {
  readonly heading: string
  readonly intro: string
  readonly note: string
}

export const toursContent: ToursContent = {
  heading: 'Tours',
  intro:
    'Bihar is rich in history: Buddhist, Jain, Sikh and Mughal-era landmarks, ancient seats of learning and protected wildlife are all within reach of Patna. Here are eleven places worth adding to your trip.',
  note: 'Travel times vary widely; please plan visits to distant sites around the conference schedule.',
}

function tourImage(slug: string): string {
  return `/images/tours/${slug}.svg`
}

export const tourSites: readonly TourSite[] = [
  {
    slug: 'mahabodhi-temple',
    name: 'Mahabodhi Temple',
    location: 'Bodh Gaya',
    description:
      'The temple stands where the Buddha is believed to have attained enlightenment. A first shrine was raised here in Emperor Ashoka\u2019s time in the 3rd century BCE; the brick temple seen today dates from the 5th–6th century, with a central tower rising about 55 m.',
    image: tourImage('mahabodhi-temple'),
    imageAlt: 'Illustration of the tall pyramidal tower of the Mahabodhi Temple',
  },
  {
    slug: 'takhat-sri-harimandir-ji',
    name: 'Takhat Sri Harimandir Ji',
    location: 'Patna Sahib',
    description:
      'Built at the birthplace of Guru Gobind Singh, this gurudwara is one of the five Takhts, the highest seats of Sikh authority, and keeps relics associated with the Guru.',
    image: tourImage('takhat-sri-harimandir-ji'),
    imageAlt: 'Illustration of a white gurudwara with golden domes',
  },
  {
    slug: 'nalanda-mahavihara',
    name: 'Nalanda Mahavihara',
    location: 'Nalanda',
    description:
      'The excavated remains of a great residential Buddhist university that flourished from about the 5th century CE until around 1200 CE. The site was inscribed as a UNESCO World Heritage Site in 2016.',
    image: tourImage('nalanda-mahavihara'),
    imageAlt: 'Illustration of red-brick monastery ruins',
  },
  {
    slug: 'vishwa-shanti-stupa',
    name: 'Vishwa Shanti Stupa',
    location: 'Rajgir',
    description:
      'A white World Peace Pagoda crowning Ratnagiri Hill, completed in 1969 with Japanese collaboration. Most visitors ride the ropeway up to it.',
    image: tourImage('vishwa-shanti-stupa'),
    imageAlt: 'Illustration of a white stupa on a green hill with a ropeway cable',
  },
  {
    slug: 'valmiki-national-park',
    name: 'Valmiki National Park',
    location: 'West Champaran',
    description:
      'Bihar\u2019s only national park lies on the border with Nepal. It forms part of a tiger reserve and covers roughly 880 km² of forest.',
    image: tourImage('valmiki-national-park'),
    imageAlt: 'Illustration of a tiger among forest trees',
  },
  {
    slug: 'vikramshila-university',
    name: 'Vikramshila University',
    location: 'Bhagalpur district',
    description: 'Ruins of a major Buddhist centre of learning founded by the Pala king Dharmapala in the 8th century.',
    image: tourImage('vikramshila-university'),
    imageAlt: 'Illustration of the brick base and mound of the Vikramshila ruins',
  },
  {
    slug: 'vikramshila-gangetic-dolphin-sanctuary',
    name: 'Vikramshila Gangetic Dolphin Sanctuary',
    location: 'Sultanganj to Kahalgaon',
    description:
      'Around 50 km of the Ganga between Sultanganj and Kahalgaon, protected since 1991 to safeguard the endangered Gangetic river dolphin.',
    image: tourImage('vikramshila-gangetic-dolphin-sanctuary'),
    imageAlt: 'Illustration of a river dolphin leaping from the water',
  },
  {
    slug: 'pawapuri',
    name: 'Pawapuri',
    location: 'Nalanda district',
    description:
      'A sacred Jain site where Lord Mahavira attained nirvana. Its best-known shrine, the Jal Mandir, seems to float in the middle of a lotus pond.',
    image: tourImage('pawapuri'),
    imageAlt: 'Illustration of a white temple in a pond with lotus flowers',
  },
  {
    slug: 'lauriya-nandangarh',
    name: 'Lauriya Nandangarh',
    location: 'West Champaran',
    description: 'Home to a polished Ashokan pillar inscribed with his edicts and to a large stupa mound nearby.',
    image: tourImage('lauriya-nandangarh'),
    imageAlt: 'Illustration of a tall stone pillar beside a stupa mound',
  },
  {
    slug: 'sher-shah-suri-tomb',
    name: 'Tomb of Sher Shah Suri',
    location: 'Sasaram',
    description:
      'A red-sandstone mausoleum from the 1540s in the Indo-Islamic style, rising from the middle of an artificial lake.',
    image: tourImage('sher-shah-suri-tomb'),
    imageAlt: 'Illustration of a domed sandstone tomb standing in a lake',
  },
  {
    slug: 'navlakha-palace',
    name: 'Navlakha Palace',
    location: 'Rajnagar, near Madhubani',
    description:
      'A 19th-century palace of the Darbhanga royal family. Much of it was left in ruins by the 1934 earthquake.',
    image: tourImage('navlakha-palace'),
    imageAlt: 'Illustration of an arched palace facade with a broken roofline',
  },
]
