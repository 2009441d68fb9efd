import { ICNARI_2026 } from '@common/fixtures/conference'
import type { Organiser } from '@common/organiser'
import { answer, api, ok } from './mock-api'

/** GET /settings answers the conference with `organiser`; every other GET fails (pages fall back to their defaults). */
export function answerSettingsWith(organiser: Organiser) {
  api.GET.mockImplementation(async (path: string) =>
    path === '/settings'
      ? ok({ settings: { conference: ICNARI_2026, organiser } })
      : answer(500, { message: 'not in this test' }),
  )
}
