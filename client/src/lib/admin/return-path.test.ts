import { describe, expect, it } from 'vitest'
import { adminReturnPath } from './return-path'

describe('adminReturnPath', () => {
  it('keeps a path under /admin with its search and hash', () => {
    expect(adminReturnPath('/admin')).toBe('/admin')
    expect(adminReturnPath('/admin/all-speakers')).toBe('/admin/all-speakers')
    expect(adminReturnPath('/admin/all-speakers/update/42?tab=1#photo')).toBe(
      '/admin/all-speakers/update/42?tab=1#photo',
    )
  })

  it('refuses other sites, public pages and anything that is not a path', () => {
    for (const value of [
      undefined,
      42,
      '',
      'admin',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/\\evil.example/admin',
      'javascript:alert(1)',
      '/administrator',
      '/contact',
      '/login?redirect=/admin',
      '/admin/../contact',
    ]) {
      expect(adminReturnPath(value), String(value)).toBeUndefined()
    }
  })
})
