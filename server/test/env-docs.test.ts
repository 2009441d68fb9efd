import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENV_NAMES } from '../src/env'

// Operators configure the site from .env.example and docs/operating.md's table: every variable the server reads is in both.
const root = new URL('../../', import.meta.url)

describe('configuration documentation', () => {
  it('names every variable of env.ts in .env.example and in docs/operating.md', () => {
    const example = readFileSync(new URL('.env.example', root), 'utf8')
    const readme = readFileSync(new URL('docs/operating.md', root), 'utf8')
    expect(ENV_NAMES.filter((name) => !new RegExp(`^#?\\s*${name}=`, 'm').test(example))).toEqual([])
    expect(ENV_NAMES.filter((name) => name !== 'NODE_ENV' && !readme.includes(`\`${name}\``))).toEqual([])
  })
})
