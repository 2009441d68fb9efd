// Tests set what they need: the deploy variables a shell may export (README's deploy section sets ADMIN_* and
// DATABASE_URL) must not reach the code under test. Spawned servers get an explicit env of their own as well.
import { ENV_NAMES } from '../src/env'

// Every variable the server reads (env.ts), and the admin CLI's password; NODE_ENV is vitest's own.
for (const name of [...ENV_NAMES, 'NEW_ADMIN_PASSWORD']) {
  if (name !== 'NODE_ENV') delete process.env[name]
}
