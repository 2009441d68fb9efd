import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ADMIN, useTestApp } from '../../../test/context'
import { eventually, SmtpSink } from '../../../test/mail/smtp-sink'
import { mailOutbox } from '../../db/schema'
import { configureMail } from '../../mail/config'
import { MailWorker } from '../../mail/worker'

// Mail through the API against a real SMTP server (smtp-server in this process): what organisers, visitors and
// admins receive, what the outbox shows, and what organisers can change.

const ctx = useTestApp({ publicUrl: 'https://icnari.example.org' })
let sink: SmtpSink
let worker: MailWorker
let token: string

const PIC = '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp'
const FROM = 'ICNARI 2027 <noreply@icnari.example.org>'

beforeAll(async () => {
  sink = await new SmtpSink().start()
  const config = configureMail({ smtpUrl: sink.url, from: FROM, ratePerMinute: 0, retryBaseMs: 40, leaseMs: 5000 })
  worker = new MailWorker({ database: ctx.db.handle, config, concurrency: 2 })
  await worker.start()
  token = await ctx.login()
})
afterAll(async () => {
  await worker?.stop(2000)
  await sink?.stop()
})
beforeEach(async () => {
  sink.received.length = 0
  sink.verdict = () => undefined
  configureMail({ smtpUrl: sink.url, from: FROM, ratePerMinute: 0, retryBaseMs: 40, leaseMs: 5000 })
  await ctx.db.handle.db.delete(mailOutbox)
})

const post = (path: string, json?: unknown) => ctx.request(path, { method: 'POST', json: json ?? {}, token })
const outbox = async (query = '') => (await ctx.request(`/mail/outbox${query}`, { token })).json()
const visitor = {
  name: 'Asha Verma',
  email: 'asha@example.org',
  subject: 'Fees\r\nBcc: victim@example.org',
  phone: '+91 98765 43210',
  message: 'Is there a student fee?\nThanks.',
}

describe('mail from the contact inbox', () => {
  it('tells every notify address of a new message once, Reply-To the visitor, with no header from the subject', async () => {
    const notify = ['one@organisers.example.org', 'two@organisers.example.org']
    const saved = await ctx.request('/settings', { method: 'PATCH', json: { mail: { notify } }, token })
    expect(saved.status).toBe(200)
    // The organisers' addresses are not public.
    expect((await (await ctx.request('/settings')).json()).settings.mail).toBeUndefined()
    expect((await ctx.request('/contact', { method: 'POST', json: visitor })).status).toBe(201)
    const mails = await sink.waitFor(2)
    await new Promise((r) => setTimeout(r, 200)) // a duplicate would arrive now
    expect(sink.received).toHaveLength(2)
    expect(mails.map((m) => m.to[0]).sort()).toEqual(notify)
    for (const { parsed } of mails) {
      expect(parsed.replyTo?.value).toEqual([{ name: '', address: 'asha@example.org' }])
      expect(parsed.subject).toBe('Contact: Fees Bcc: victim@example.org')
      expect(parsed.headers.get('bcc')).toBeUndefined()
      expect(parsed.text).toContain('Is there a student fee?\nThanks.')
      expect(parsed.text).toContain('Asha Verma')
      expect(parsed.text).toContain('+91 98765 43210')
      expect(parsed.text).toMatch(/https:\/\/icnari\.example\.org\/admin\/contact-messages\?message=[0-9a-f-]{36}/)
    }
    expect(mails.map((m) => m.to.length)).toEqual([1, 1])
  })

  it('sends a reply to the visitor quoting the message, keeps it with the message and marks it replied', async () => {
    await ctx.request('/settings', { method: 'PATCH', json: { mail: { notify: [] } }, token })
    await ctx.request('/contact', { method: 'POST', json: { ...visitor, subject: 'Student fee' } })
    const [message] = (await (await ctx.request('/contact?limit=1', { token })).json()).data
    const res = await post(`/contact/${message._id}/reply`, { message: 'Yes: students pay INR 6500.' })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body).toEqual({
      message: 'Reply sent: it is in the outbox.',
      reply: {
        _id: expect.any(String),
        text: 'Yes: students pay INR 6500.',
        adminName: ADMIN.name,
        createdAt: expect.any(String),
        mail: { _id: expect.any(String), status: 'queued' },
      },
    })
    const [mail] = await sink.waitFor(1)
    expect(mail!.to).toEqual(['asha@example.org'])
    expect(mail!.parsed.subject).toBe('Re: Student fee')
    expect(mail!.parsed.from?.value[0]?.address).toBe('noreply@icnari.example.org')
    expect(mail!.parsed.text).toContain('Yes: students pay INR 6500.')
    expect(mail!.parsed.text).toContain('> Is there a student fee?\n> Thanks.')
    const listed = (await (await ctx.request('/contact?limit=1', { token })).json()).data[0]
    expect(listed.status).toBe('replied')
    expect(listed.replies).toEqual([{ ...body.reply, mail: { _id: body.reply.mail._id, status: 'sent' } }])
    expect((await post('/contact/00000000-0000-4000-8000-000000000000/reply', { message: 'x' })).status).toBe(404)
    expect((await post(`/contact/${message._id}/reply`, { message: ' ' })).status).toBe(400)
  })
})

describe('the outbox', () => {
  it('shows a refused mail as failed with the reply; "Send again" delivers it once the server accepts', async () => {
    sink.verdict = () => ({ code: 550, message: '5.1.1 Mailbox unavailable' })
    const queued = await post('/mail/test', { to: 'someone@example.org' })
    expect(queued.status).toBe(202)
    const { mail } = await queued.json()
    expect(mail).toMatchObject({ to: 'someone@example.org', template: 'test', status: 'queued', attemptLog: [] })
    const failed = await eventually(async () => {
      const list = await outbox('?status=failed')
      return list.totalCount === 1 && list
    })
    expect(failed.data[0]).toMatchObject({
      _id: mail._id,
      status: 'failed',
      attempts: 1,
      lastError: { code: 550, message: expect.stringContaining('Mailbox unavailable') },
    })
    expect(failed.data[0].text).toBeUndefined() // no bodies in the list
    const one = (await (await ctx.request(`/mail/outbox/${mail._id}`, { token })).json()).mail
    expect(one.text).toContain('sent by Test Admin')
    expect(one.attemptLog).toEqual([
      { at: expect.any(String), result: 'failed', code: 550, message: expect.any(String) },
    ])
    expect((await post(`/mail/outbox/${mail._id}/cancel`)).status).toBe(409)

    sink.verdict = () => undefined
    const again = await post(`/mail/outbox/${mail._id}/retry`)
    expect(again.status).toBe(200)
    expect((await again.json()).message).toBe('The mail is queued to be sent again.')
    const [arrived] = await sink.waitFor(1)
    expect(arrived!.parsed.messageId).toBe(mail.messageId)
    const sent = await eventually(async () => {
      const m = (await (await ctx.request(`/mail/outbox/${mail._id}`, { token })).json()).mail
      return m.status === 'sent' && m
    })
    expect(sent.attemptLog.map((a: { result: string }) => a.result)).toEqual(['failed', 'sent'])
    const conflict = await post(`/mail/outbox/${mail._id}/retry`)
    expect(conflict.status).toBe(409)
    expect((await conflict.json()).message).toMatch(
      /This mail is sent: only a mail that is failed, withheld, cancelled/,
    )
  })

  it('without SMTP_URL keeps mails withheld, lists them and sends nothing', async () => {
    configureMail({})
    const offered = sink.offered
    const res = await post('/mail/test', { to: 'someone@example.org' })
    expect(res.status).toBe(202)
    const body = await res.json()
    expect(body.message).toMatch(/SMTP_URL is unset/)
    expect(body.mail.status).toBe('withheld')
    expect((await outbox('?status=withheld')).data.map((m: { _id: string }) => m._id)).toEqual([body.mail._id])
    const retry = await post(`/mail/outbox/${body.mail._id}/retry`)
    expect(retry.status).toBe(409)
    expect((await retry.json()).message).toMatch(/set SMTP_URL/)
    const status = await (await ctx.request('/mail/status', { token })).json()
    expect(status).toMatchObject({ smtpConfigured: false, counts: { withheld: 1 } })
    expect(JSON.stringify(status)).not.toContain('smtp://')
    worker.wake()
    await new Promise((r) => setTimeout(r, 200))
    expect(sink.offered).toBe(offered)
    const cancelled = await post(`/mail/outbox/${body.mail._id}/cancel`)
    expect(cancelled.status).toBe(200)
    expect((await cancelled.json()).mail.status).toBe('cancelled')
  })

  it('answers 401 without a token, 404 for an unknown mail and 400 for a bad address or status', async () => {
    expect((await ctx.request('/mail/outbox')).status).toBe(401)
    expect((await ctx.request('/mail/test', { method: 'POST', json: { to: 'a@example.org' } })).status).toBe(401)
    expect((await ctx.request('/mail/outbox/nope', { token })).status).toBe(404)
    const bad = await post('/mail/test', { to: 'not an address' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/To must be a valid email address/)
    expect((await ctx.request('/mail/outbox?status=lost', { token })).status).toBe(400)
  })
})

describe('templates', () => {
  it('are listed, reworded, previewed with escaped HTML, refused with an unknown placeholder and restored', async () => {
    const list = (await (await ctx.request('/mail/templates', { token })).json()).templates
    expect(list.map((t: { key: string }) => t.key)).toEqual([
      'contact-notification',
      'contact-reply',
      'password-changed',
      'second-factor-changed',
      'recovery-code-used',
      'admin-welcome',
      'test',
      'registration-received',
      'registration-link',
      'payment-confirmed',
      'payment-needs-attention',
      'author-reminder',
      'certificate-issued',
    ])
    const unknown = await ctx.request('/mail/templates/test', {
      method: 'PUT',
      json: { subject: 'Hi {{ sender }}', text: 'x' },
      token,
    })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).issues).toEqual([
      {
        path: 'subject',
        message: expect.stringMatching(
          /^subject: \{\{sender\}\} is not a placeholder of this template; it may use \{\{conference\}\}/,
        ),
      },
    ])
    const code = await post('/mail/templates/test/preview', { text: '{{constructor.constructor("return 1")()}}' })
    expect(code.status).toBe(400)

    const saved = await ctx.request('/mail/templates/contact-reply', {
      method: 'PUT',
      json: { subject: '{{conference}} answers: {{subject}}', text: 'Hello {{name}},\n{{reply}}' },
      token,
    })
    expect(saved.status).toBe(200)
    expect((await saved.json()).template).toMatchObject({ key: 'contact-reply', edited: true })
    const preview = await post('/mail/templates/contact-reply/preview', { text: 'Hello {{name}} <b>{{reply}}</b>' })
    expect(preview.status).toBe(200)
    const shown = await preview.json()
    expect(shown.subject).toBe('ICNARI 2026 answers: Registration for students')
    expect(shown.text).toBe('Hello Asha Verma <b>Yes: research scholars pay the student fee.</b>')
    expect(shown.html).toContain('Hello Asha Verma &lt;b&gt;Yes: research scholars pay the student fee.&lt;/b&gt;')

    // A reply now uses the organisers' wording; a value with <script> is escaped in the HTML alternative.
    await ctx.request('/contact', { method: 'POST', json: { ...visitor, name: 'Eve <script>alert(1)</script>' } })
    const [message] = (await (await ctx.request('/contact?limit=1', { token })).json()).data
    await post(`/contact/${message._id}/reply`, { message: 'Thanks <script>x</script>' })
    const [mail] = await sink.waitFor(1)
    expect(mail!.parsed.subject).toMatch(/ answers: Fees Bcc: victim@example.org$/)
    expect(mail!.parsed.text).toBe('Hello Eve <script>alert(1)</script>,\nThanks <script>x</script>')
    expect(mail!.parsed.html).not.toContain('<script>')
    expect(mail!.parsed.html).toContain('Eve &lt;script&gt;alert(1)&lt;/script&gt;')

    const restored = await ctx.request('/mail/templates/contact-reply', { method: 'DELETE', token })
    expect(restored.status).toBe(200)
    expect((await restored.json()).template).toMatchObject({ subject: 'Re: {{subject}}', edited: false })
    expect((await ctx.request('/mail/templates/nope', { method: 'DELETE', token })).status).toBe(404)
  })
})

describe('security notices', () => {
  it('tell an admin of a password change and welcome a new admin, without the password', async () => {
    const created = await post('/user/newuser', {
      name: 'Meera Iyer',
      email: 'meera@example.org',
      password: 'a-long-new-pass-42',
      pic: PIC,
    })
    expect(await created.json()).toMatchObject({ success: true })
    const [welcome] = await sink.waitFor(1)
    expect(welcome!.to).toEqual(['meera@example.org'])
    expect(welcome!.parsed.text).toContain(`${ADMIN.name} made you an admin`)
    expect(welcome!.parsed.text).toContain('https://icnari.example.org/login')
    expect(welcome!.parsed.text).not.toContain('a-long-new-pass-42')

    const meera = await ctx.login('meera@example.org', 'a-long-new-pass-42')
    const changed = await ctx.request('/user/password', {
      method: 'POST',
      json: { currentPassword: 'a-long-new-pass-42', newPassword: 'another-long-pass-43' },
      token: meera,
    })
    expect(changed.status).toBe(200)
    const mails = await sink.waitFor(2)
    expect(mails[1]!.to).toEqual(['meera@example.org'])
    expect(mails[1]!.parsed.subject).toBe('ICNARI 2026: your admin password was changed')
    expect(mails[1]!.parsed.text).not.toContain('another-long-pass-43')
  })

  it('tell an admin that two-step sign-in went on, that a recovery code was used, and that it went off', async () => {
    const password = 'a-long-new-pass-42'
    await post('/user/newuser', { name: 'Kiran Rao', email: 'kiran@example.org', password, pic: PIC })
    const kiran = await ctx.login('kiran@example.org', password)
    const as = (path: string, json: unknown, t?: string) => ctx.request(path, { method: 'POST', json, token: t })
    const { secret } = await (await as('/user/totp/setup', { currentPassword: password }, kiran)).json()
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
    const enabled = await as('/user/totp/enable', { currentPassword: password, code }, kiran)
    const { recoveryCodes } = await enabled.json()
    const { challenge } = await (await as('/user/login', { email: 'kiran@example.org', password })).json()
    const second = await as('/user/login/totp', { challenge, code: recoveryCodes[0] })
    expect(second.status).toBe(200)
    const token2 = (await second.json()).token
    const disabled = await as('/user/totp/disable', { currentPassword: password, code: recoveryCodes[1] }, token2)
    expect(disabled.status).toBe(200)
    const mails = (await sink.waitFor(4)).filter((m) => m.to[0] === 'kiran@example.org')
    // Two lanes send at once: the order of arrival is not the order of the changes.
    expect(mails.map((m) => m.parsed.subject).sort()).toEqual([
      'ICNARI 2026: a recovery code was used',
      'ICNARI 2026: two-step sign-in turned off',
      'ICNARI 2026: two-step sign-in turned on',
      'Your admin account on the ICNARI 2026 site',
    ])
    expect(mails.find((m) => m.parsed.subject?.endsWith('recovery code was used'))!.parsed.text).toContain(
      '9 codes are left',
    )
    for (const m of mails) for (const rc of recoveryCodes) expect(m.parsed.text).not.toContain(rc)
  })
})
