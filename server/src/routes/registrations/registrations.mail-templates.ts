import type { MailTemplateDefinition } from '../../mail/templates'

// The registration desk's mails (issue 52). Mails to an address typed in the public form carry no free text from
// the form but the registrant's name: the rest is ours (code, fee, payment details, link).
const SIGNATURE = '\n\n-- \n{{conference}}\n{{conferenceName}}'

const SAMPLE_PERSON = { name: 'Asha Verma', code: 'R7K2QX', link: 'https://icnari.example.org/registration/kq3…' }

export const REGISTRATION_TEMPLATES: MailTemplateDefinition[] = [
  {
    key: 'registration-received',
    description: 'To a registrant when they register: their code, the fee, how to pay and the link to their page.',
    subject: '{{conference}}: registration {{code}} received — how to pay',
    text:
      'Dear {{name}},\n\nThank you for registering for {{conference}}. Your registration code is {{code}}.\n\n' +
      'Fee due: {{fee}}\n{{items}}\n\nHow to pay (bank transfer):\n{{bank}}\n{{upi}}\n' +
      'Write your code {{code}} in the remark if your bank allows it, and keep the UTR (the transaction reference ' +
      'your bank app shows): you enter it on your page once you have paid.\n\n' +
      'Your registration page (keep this link private): {{link}}' +
      SIGNATURE,
    placeholders: ['name', 'code', 'fee', 'items', 'bank', 'upi', 'link'],
    sample: {
      ...SAMPLE_PERSON,
      fee: 'INR 7,500',
      items: '- Registration: Academicians (early fee): INR 7,500',
      bank: 'Account name: NIT Patna\nAccount number: 000000000000\nBank: State Bank of India\nIFSC: SBIN0000152',
      upi: 'UPI: upi://pay?pa=nitpatna@sbi&pn=NIT%20Patna&am=7500.00&cu=INR&tn=R7K2QX\n',
    },
  },
  {
    key: 'registration-link',
    description:
      'To a registrant who asks for their link again (or registers twice with one address): a new link to their page.',
    subject: '{{conference}}: the link to your registration {{code}}',
    text:
      'Dear {{name}},\n\nHere is a new link to your registration page; the earlier link no longer works.\n\n' +
      '{{link}}\n\nIf you did not ask for it, you can ignore this mail.' +
      SIGNATURE,
    placeholders: ['name', 'code', 'link'],
    sample: SAMPLE_PERSON,
  },
  {
    key: 'payment-confirmed',
    description:
      'To a registrant when their payment is confirmed (by hand or by the bank statement): the receipt and the ' +
      'check-in link (`<public origin>/check-in/<ticket>`, what the QR on their page encodes); the HTML part shows ' +
      'that link as the same QR code.',
    subject: '{{conference}}: payment received — registration {{code}} confirmed',
    text:
      'Dear {{name}},\n\nWe have received your payment of {{amount}} (UTR {{utr}}). Your registration {{code}} is ' +
      'confirmed; your receipt {{receipt}} is on your page:\n\n{{link}}\n\n' +
      'At the venue, show your check-in code at the registration desk. Your page shows it as a QR code; this ' +
      'link opens the same code:\n\n{{checkIn}}' +
      SIGNATURE,
    placeholders: ['name', 'code', 'amount', 'utr', 'receipt', 'link', 'checkIn'],
    // The HTML part shows the check-in link as the same QR code as the registrant's page.
    inlineQr: { placeholder: 'checkIn', alt: 'Your check-in code' },
    sample: {
      ...SAMPLE_PERSON,
      amount: 'INR 7,500',
      utr: '412345678901',
      receipt: 'ICNARI2027/R/0001',
      checkIn: 'https://icnari.example.org/check-in/k3Jx…',
    },
  },
  {
    key: 'payment-needs-attention',
    description: "To a registrant when an organiser cannot match their payment: the organiser's reason.",
    subject: '{{conference}}: your payment for registration {{code}} needs attention',
    text:
      'Dear {{name}},\n\nWe could not confirm your payment for registration {{code}}:\n\n{{reason}}\n\n' +
      'Please check the details on your page and correct them, or reply to this mail:\n\n{{link}}' +
      SIGNATURE,
    placeholders: ['name', 'code', 'reason', 'link'],
    sample: { ...SAMPLE_PERSON, reason: 'Received INR 7,000, due INR 7,500.' },
  },
  {
    key: 'author-reminder',
    description: 'To the authors of an accepted paper that no confirmed registration names yet.',
    subject: '{{conference}}: register for your paper "{{paper}}" by {{lastDay}}',
    text:
      'Dear author,\n\nYour paper "{{paper}}" (paper ID {{paperId}}) is accepted at {{conference}}. At least one ' +
      'of its authors must register by {{lastDay}}, or the paper is not published in the proceedings. No ' +
      'registration names it yet.\n\nRegister here: {{link}}' +
      SIGNATURE,
    placeholders: ['paper', 'paperId', 'lastDay', 'link'],
    sample: {
      paper: 'Adaptive control of grid-tied inverters',
      paperId: '42',
      lastDay: '23 February 2027',
      link: 'https://icnari.example.org/register',
    },
  },
]
