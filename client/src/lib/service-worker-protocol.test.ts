import { isPrivatePath } from './service-worker-protocol'

// The worker (src/sw.ts) neither keeps nor answers these: an admin page must never come back from a cache.
describe("the worker's private paths", () => {
  it('are the admin area and the login page, in any letter case or escape the router reads the same', () => {
    for (const path of ['/admin', '/admin/settings', '/login', '/Admin', '/ADMIN/all-papers', '/Login', '/%61dmin'])
      expect(isPrivatePath(path), path).toBe(true)
  })

  it("are a registrant's own page and a check-in ticket's page: their address holds a secret", () => {
    for (const path of ['/registration/abc123', '/check-in/k3Jx_-9', '/Check-In/k3Jx'])
      expect(isPrivatePath(path), path).toBe(true)
  })

  it('leave the public pages alone, even when they begin the same', () => {
    for (const path of ['/', '/programme', '/administration', '/loginhelp', '/about/admin', '/%E0%A4', '/check-in'])
      expect(isPrivatePath(path), path).toBe(false)
  })
})
