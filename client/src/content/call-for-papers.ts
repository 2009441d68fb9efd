/**
 * Call for papers (/authors/call-for-papers) and the four special-track groups
 * (/authors/call-for-papers/:track, track = 0..3).
 */

export type DomainName =
  | 'Electrical Engineering'
  | 'Electronics and Instrumentation Engineering'
  | 'Computing and Information Technologies'

export interface ResearchDomain {
  readonly id: string
  readonly name: DomainName
  readonly topics: readonly string[]
}

export interface SpecialTrack {
  /** 1-based number within its group, e.g. "Track 1". */
  readonly number: number
  readonly title: string
  readonly topics: readonly string[]
}

export type SpecialTrackIndex = 0 | 1 | 2 | 3

export interface SpecialTrackGroup {
  readonly index: SpecialTrackIndex
  readonly title: string
  /** Other title the group is known by, if any. */
  readonly altTitle?: string
  /** One-line blurb shown on the card. */
  readonly summary: string
  readonly image: string
  readonly imageAlt: string
  readonly tracks: readonly SpecialTrack[]
}

export interface CallForPapersContent {
  readonly heading: string
  readonly intro: readonly string[]
  readonly domainsHeading: string
  readonly publicationNote: string
  /** The brochure's address is the event settings' `links.brochure` (edited at /admin/settings). */
  readonly brochureLabel: string
  readonly specialTracksHeading: string
  readonly specialTracksIntro: string
}

export const researchDomains: readonly ResearchDomain[] = [
  {
    id: 'electrical-engineering',
    name: 'Electrical Engineering',
    topics: [
      'Power-electronics applications in renewable energy',
      'Power-electronics applications in robotics and automation',
      'Converter topologies and control',
      'Distributed generation and smart energy systems',
      'Energy forecasting and demand management',
      'Energy policies, standards and regulation',
      'Energy-efficient buildings and infrastructure',
      'Storage for utility-scale PV',
      'Modelling and simulation of energy systems',
      'Resilient, sustainable generation',
      'Smart grids, urban microgrids and intelligent energy networks',
      'IoT for power-system monitoring and control',
      'Wide-bandgap devices for power conversion',
      'Smart generation, transmission and distribution',
      'Power-system restructuring, economics and electricity markets',
      'FACTS and HVDC',
      'Power-system protection and security',
    ],
  },
  {
    id: 'electronics-and-instrumentation-engineering',
    name: 'Electronics and Instrumentation Engineering',
    topics: [
      'Industrial electronics and automation',
      'Control systems (modelling, design, applications)',
      'Instrumentation and measurement',
      'Signal, image and biomedical processing',
      'Biomedical imaging and image processing',
      'Biomechanics and bioelectronics',
      'VLSI for emerging applications',
      'Multicore SoC and embedded applications',
      'Wide-bandgap semiconductor devices and applications',
    ],
  },
  {
    id: 'computing-and-information-technologies',
    name: 'Computing and Information Technologies',
    topics: [
      'AI, data science and scalable ML',
      'Data analytics for energy management',
      'Blockchain for distributed energy resources',
      'Cloud security, privacy and trust',
      'Cryptography and cybersecurity',
      'Network, cloud, distributed and cyber-system security',
      'Cyber-physical system forensics',
      'IoT and cyber-physical systems',
      'Next-generation communications, networks and IoT',
      'Computer architectures and embedded systems',
      'Architectures using emerging technologies and quantum computing',
      'Software analytics and visualisation',
      'AR/VR, entertainment and gaming',
      'Consumer systems for healthcare and well-being',
      'Geoscience and remote sensing',
      'Smart cities, vehicular technology and ITS',
      'Robotics, control and AI integration',
    ],
  },
]

export const specialTrackGroups: readonly SpecialTrackGroup[] = [
  {
    index: 0,
    title: 'Biosensing and Neuromorphic Computing',
    summary: 'Biosensors and brain-inspired neuromorphic systems, from devices to applications.',
    image: '/images/tracks/track-1.webp',
    imageAlt: 'Illustration of a microchip with neuron-like connections',
    tracks: [
      {
        number: 1,
        title: 'Advanced Biosensing Technologies',
        topics: [
          'TFET-, FET- and nanowire-based biosensors',
          'Dielectric modulation and junctionless sensing',
          'Sensitivity, selectivity and noise',
          'AI/ML for interpreting biosensing data',
          'Point-of-care and wearable biosensors',
        ],
      },
      {
        number: 2,
        title: 'Neuromorphic Computing, Bioelectronics and Hybrid Systems',
        topics: [
          'Brain-inspired computing and spiking neural networks',
          'Memristor and ferroelectric neuromorphic devices',
          'AI-driven biosensing and real-time signal processing',
          'Low-power computing for wearables and implants',
          'Bio-hybrid and bio-inspired sensing',
          'Synergies between biosensing and neuromorphic circuits',
          'Flexible, organic and biocompatible electronics',
          'Brain–computer interfaces and neuroprosthetics',
          'Next-generation bioelectronic and implantable devices',
        ],
      },
      {
        number: 3,
        title: 'Materials, Fabrication and Emerging Technologies',
        topics: [
          '2D materials (MoS\u2082, graphene) for biosensors',
          'Quantum and spintronic biosensors and neuromorphic devices',
          'Nano-engineering for biomolecule capture',
          'Additive manufacturing and 3D printing in bioelectronics',
          'Industrial and clinical translation',
        ],
      },
    ],
  },
  {
    index: 1,
    title: 'Electric Vehicles and Sustainable Energy',
    altTitle: 'EVs and Sustainable Transportation',
    summary: 'Energy storage, power conversion and grid integration for clean, electrified transport.',
    image: '/images/tracks/track-2.webp',
    imageAlt: 'Illustration of a battery with a charging bolt',
    tracks: [
      {
        number: 1,
        title: 'Energy Storage, Management and Integration for Sustainable Transportation',
        topics: [
          'EV storage technologies (Li-ion, fuel cell, solid-state, hybrid)',
          'Battery management systems and state estimation (SOC, SOH, SOP)',
          'Thermal management of batteries and supercapacitors',
          'Charging infrastructure (fast, wireless, smart grid)',
          'Renewable integration for EV charging',
          'Vehicle-to-grid (V2G) and grid-to-vehicle (G2V)',
          'Advanced control of battery energy storage systems',
          'Second-life use and recycling of EV batteries',
        ],
      },
      {
        number: 2,
        title: 'Power Conversion, Control and Sustainable Electrification',
        topics: [
          'EV power electronics (converters, inverters, motor drives)',
          'Electric propulsion design, control and optimisation',
          'Efficient power conversion for EVs and hybrids',
          'Smart-grid integration and load management for EVs',
          'AI/ML in EV power systems',
          'Charging systems and infrastructure',
          'Control and optimisation of renewables in EV systems',
          'Policy, standards and trends in transport electrification',
        ],
      },
    ],
  },
  {
    index: 2,
    title: 'Renewable Energy',
    summary: 'Solar, wind, bioenergy, hydro, geothermal and hydrogen for a low-carbon future.',
    image: '/images/tracks/track-3.webp',
    imageAlt: 'Illustration of a wind turbine under the sun',
    tracks: [
      {
        number: 1,
        title: 'Advanced Solar/Wind Energy and Circular Economy',
        topics: [
          'Next-generation PV materials (perovskite, tandem, organic)',
          'AI/IoT solar optimisation',
          'Solar hydrogen',
          'Deep-learning panel optimisation',
          'AI solar forecasting',
          'Solar thermal and hybrid renewables',
          'Offshore and floating wind',
          'AI/ML for wind forecasting and maintenance',
          'Hybrid wind-solar systems',
          'Aerodynamic and structural turbine innovation',
          'Recycling and repurposing of renewable components',
          'Energy efficiency in industry and homes',
          'Blockchain and decentralised energy markets',
          'Lifecycle assessment',
        ],
      },
      {
        number: 2,
        title: 'Bioenergy, Hydropower and Geothermal and Hydrogen Economy',
        topics: [
          'Advanced biofuels and synthetic fuels',
          'Algae bioenergy',
          'Waste-to-energy',
          'Carbon capture in bioenergy',
          'Tidal, wave and OTEC',
          'Small and micro hydro',
          'Environmental impact of hydropower',
          'AI predictive analytics for hydro',
          'Enhanced geothermal and deep drilling',
          'Hybrid geothermal-solar and geothermal-wind',
          'AI geothermal exploration and reservoir management',
          'Low-temperature and direct-use geothermal',
          'Green hydrogen from renewables',
          'Fuel-cell advances',
          'Hydrogen storage and distribution',
          'Policy for scaling the hydrogen economy',
        ],
      },
    ],
  },
  {
    index: 3,
    title: 'Photovoltaic Cells',
    summary: 'Thin-film, perovskite, tandem and silicon photovoltaics and their integration.',
    image: '/images/tracks/track-4.webp',
    imageAlt: 'Illustration of a solar panel and the sun',
    tracks: [
      {
        number: 1,
        title: 'Thin-film Photovoltaics and Modules',
        topics: ['Organic and inorganic PV', 'Compound thin-film PV', 'III-V high-efficiency devices'],
      },
      {
        number: 2,
        title: 'Perovskite, Tandems and Emerging Photovoltaics',
        topics: ['Perovskite PV', 'Emerging materials and concepts', 'Perovskite tandems', 'AI in PV development'],
      },
      {
        number: 3,
        title: 'Wafer-based Silicon Photovoltaics and Integrated PV',
        topics: [
          'Materials, processes and fundamentals',
          'Cells and modules',
          'Integrated PV and advanced applications',
          'Field performance',
          'Grid integration and energy management',
          'Green energy carriers and storage',
          'Policy, market, finance and deployment',
        ],
      },
    ],
  },
]

export const callForPapers: CallForPapersContent = {
  heading: 'Call for Papers',
  intro: [
    '{shortName} welcomes original research that has not been published or submitted elsewhere. We are looking for contributions that move the field forward — new methods, experimental results, case studies and theoretical work are all welcome.',
    'Papers may address any of the domains below or one of the special tracks. Manuscripts are prepared with the Springer template and submitted through Microsoft CMT.',
  ],
  domainsHeading: 'Conference domains',
  publicationNote:
    'Accepted and presented papers are planned to appear in the Springer book series Lecture Notes in Electrical Engineering (LNEE), subject to Springer\u2019s own quality checks.',
  brochureLabel: 'Download the call-for-papers brochure',
  specialTracksHeading: 'Special Tracks',
  specialTracksIntro:
    'Four special tracks focus on areas moving especially fast. Select a card to see its tracks and topics.',
}

/** Route of a special-track group page. */
export function specialTrackRoute(index: SpecialTrackIndex): string {
  return `/authors/call-for-papers/${index}`
}

/**
 * Resolve the `:track` route parameter ("0".."3") to its group.
 * Anything else (non-numeric, out of range, "1.5", "01") gives undefined.
 */
export function findSpecialTrackGroup(param: string | number | undefined): SpecialTrackGroup | undefined {
  if (param === undefined) return undefined
  const text = String(param).trim()
  if (!/^[0-3]$/.test(text)) return undefined
  const index = Number(text)
  return specialTrackGroups.find((group) => group.index === index)
}
