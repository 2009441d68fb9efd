import { NEXT_HOST } from '@common/fixtures/organiser'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { answerApiByHand, resetMockApi } from '@/test/mock-api'
import { answerSettingsWith } from '@/test/organiser'
import { renderWithRouter } from '@/test/render-with-router'
import { SiteFooter } from './site-footer'

answerApiByHand()

afterEach(resetMockApi)

describe('the footer', () => {
  it("names the settings' organiser and its address, not the 2026 host", async () => {
    answerSettingsWith(NEXT_HOST)
    renderWithRouter(<SiteFooter contactEmail={undefined} />)
    expect(await screen.findByText(/— School of Computing, IIT Example\./)).toBeInTheDocument()
    expect(
      screen.getByText('School of Computing, IIT Example, Main Campus Road, Chennai, Tamil Nadu 600036, India'),
    ).toBeInTheDocument()
    expect(screen.getByText(/ICNARI, IIT Example\. All rights reserved\./)).toBeInTheDocument()
    expect(screen.queryByText(/NIT Patna/)).toBeNull()
  })
})
