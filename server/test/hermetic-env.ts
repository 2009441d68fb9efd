// Tests set what they need: the deploy variables a shell may export (README's deploy section sets ADMIN_* and
// DATABASE_URL) must not reach the code under test. Spawned servers get an explicit env of their own as well.
for (const name of [
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_NAME',
  'NEW_ADMIN_PASSWORD',
  'DATABASE_URL',
  'DATA_DIR',
  'PORT',
  'HOST',
  'TRUST_PROXY',
  'CORS_ORIGINS',
  'CLIENT_DIST',
  'METRICS_PORT',
  'METRICS_HOST',
  'BACKUP_DIR',
  'BACKUP_EVERY',
  'BACKUP_KEEP',
  'PUBLIC_URL',
]) {
  delete process.env[name]
}
