import { formatIst, offlineMessage } from './service-worker'

describe('the offline notice text', () => {
  it('writes the version time in India time, as "7 March 10:00 IST"', () => {
    expect(formatIst('2027-03-07T04:30:00Z')).toBe('7 March 10:00 IST')
    // Past midnight in India, still the evening before in UTC.
    expect(formatIst('2027-03-06T20:05:00Z')).toBe('7 March 01:35 IST')
  })

  it('names the cached version, or says only that the visitor is offline', () => {
    expect(offlineMessage({ number: 3, publishedAt: '2027-03-07T04:30:00Z' })).toBe(
      'You are offline. Programme as of 7 March 10:00 IST',
    )
    expect(offlineMessage(undefined)).toBe('You are offline.')
  })
})
