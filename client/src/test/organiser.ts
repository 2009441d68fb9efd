import { DEFAULT_ORGANISER, type Organiser } from '@common/organiser'
import type { components } from '@openapi/schema'
import { ICNARI_2026 } from './conference'
import { answer, api, ok } from './mock-api'

/** A next edition hosted elsewhere, with its own address and map point (as GET /settings answers it). */
export const NEXT_HOST: components['schemas']['Organiser'] = {
  ...DEFAULT_ORGANISER,
  department: 'School of Computing',
  institute: 'IIT Example',
  instituteFullName: 'Indian Institute of Technology Example',
  address: {
    lines: ['School of Computing', 'Main Campus Road'],
    city: 'Chennai',
    state: 'Tamil Nadu',
    postalCode: '600036',
    country: 'India',
  },
  map: { latitude: 12.9916, longitude: 80.2336 },
}

/** GET /settings answers the conference with `organiser`; every other GET fails (pages fall back to their defaults). */
export function answerSettingsWith(organiser: Organiser) {
  api.GET.mockImplementation(async (path: string) =>
    path === '/settings'
      ? ok({ settings: { conference: ICNARI_2026, organiser } })
      : answer(500, { message: 'not in this test' }),
  )
}
