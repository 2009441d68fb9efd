// The database's tables, one file per area (drizzle-kit reads this file: drizzle.config.ts).
export * from './schema/auth'
export * from './schema/content'
export * from './schema/mail-certificates'
export * from './schema/programme'
export * from './schema/registrations'
