import nodemailer from 'nodemailer'
import { type InlineImage, inlineAttachments } from './inline-images'

/** What the SMTP server (or the connection) said of one attempt. */
export interface SendOutcome {
  result: 'sent' | 'retry' | 'refused'
  /** The SMTP reply code; null for a connection error or a timeout. */
  code: number | null
  message: string
  /** A lost, refused or timed-out connection (no SMTP reply), or a 421: the relay is unwell, not this mail. */
  relayTrouble: boolean
}

export interface OutgoingMail {
  to: string
  replyTo: string | null
  subject: string
  text: string
  html: string | null
  messageId: string
  /** Images of the HTML, drawn when the mail is sent (mail/inline-images.ts). */
  inlineImages?: InlineImage[] | null
}

export interface MailTransport {
  send: (mail: OutgoingMail) => Promise<SendOutcome>
  close: () => void
}

// An SMTP reply's text is the server's; a connection error's message may carry the host and port, never the URL.
const clip = (s: unknown) =>
  String(s ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500)

/** Sorts a nodemailer error: a 5xx reply refuses the mail for good, anything else is worth another try. */
export function outcomeOfError(err: unknown): SendOutcome {
  const e = err as { responseCode?: unknown; response?: unknown; code?: unknown; message?: unknown }
  const code = typeof e.responseCode === 'number' ? e.responseCode : null
  if (code !== null) {
    return {
      result: code >= 500 ? 'refused' : 'retry',
      code,
      message: clip(e.response ?? e.message),
      relayTrouble: code === 421,
    }
  }
  const kind = typeof e.code === 'string' ? e.code : 'ERROR'
  // Without a reply code: ECONNECTION, ETIMEDOUT, ESOCKET, EDNS, ETLS, … — no SMTP reply came.
  const text = clip(e.message).replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]')
  return { result: 'retry', code: null, message: `${kind}: ${text}`, relayTrouble: true }
}

/**
 * A pooled SMTP transport on SMTP_URL. nodemailer's own requeueing is off (maxRequeues 0): the outbox decides
 * every retry, so that each attempt is recorded.
 */
export function createSmtpTransport(options: { smtpUrl: string; from: string; connections: number }): MailTransport {
  const transporter = nodemailer.createTransport(
    {
      url: options.smtpUrl,
      pool: true,
      maxConnections: options.connections,
      maxRequeues: 0,
      idleTimeout: 30_000,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // Never log the URL's password or the mails themselves.
      logger: false,
      debug: false,
    },
    { from: options.from },
  )
  return {
    send: async (mail) => {
      let attachments: Awaited<ReturnType<typeof inlineAttachments>>
      try {
        attachments = await inlineAttachments(mail.inlineImages)
      } catch (err) {
        // Drawing fails the same way every time: no point in trying again.
        return {
          result: 'refused',
          code: null,
          message: `Inline image: ${clip((err as Error).message)}`,
          relayTrouble: false,
        }
      }
      try {
        const info = await transporter.sendMail({
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          messageId: mail.messageId,
          attachments,
        })
        const reply = clip(info.response)
        return { result: 'sent', code: Number(/^\d{3}/.exec(reply)?.[0] ?? 250), message: reply, relayTrouble: false }
      } catch (err) {
        return outcomeOfError(err)
      }
    },
    close: () => transporter.close(),
  }
}
