/**
 * Author-facing information: the /authors accordion and the pages
 * Guidelines to Authors, Paper Submissions, Best Student Paper Award,
 * Financial support and Paper Publication. The dates and the submission and template links are data (the
 * important dates and the event settings, edited in the admin area): the text here names them, never their values.
 */

import { siteConfig } from './site-config'

export interface ContentSection {
  readonly heading: string
  readonly paragraphs?: readonly string[]
  readonly bullets?: readonly string[]
}

export interface LinkItem {
  readonly label: string
  readonly url: string
}

/** The event settings' links (edited at /admin/settings) a page may point to. */
export type SettingsLinkKey = 'submission' | 'brochure' | 'templateWord' | 'templateLatex'

/** A link whose address is one of the event settings' links. */
export interface SettingsLinkItem {
  readonly label: string
  readonly link: SettingsLinkKey
}

export type AuthorsAccordionTitle = 'Guidelines to Authors' | 'Conference Tracks' | 'Paper Submission' | 'Registration'

export interface AuthorsAccordionSection {
  readonly id: string
  readonly title: AuthorsAccordionTitle
  readonly body: readonly string[]
  /** In-site page with the full details. */
  readonly moreRoute: string
}

export interface AuthorGuidelines {
  readonly heading: string
  readonly intro: readonly string[]
  readonly sections: readonly ContentSection[]
  /** Short rules in the order they are shown. */
  readonly rules: readonly string[]
  readonly templates: readonly SettingsLinkItem[]
  readonly submissionLink: SettingsLinkItem
}

export interface SubmissionStep {
  readonly step: number
  readonly title: string
  readonly text: string
}

export interface PaperSubmissionContent {
  readonly heading: string
  readonly intro: string
  readonly steps: readonly SubmissionStep[]
  readonly datesHeading: string
  readonly submissionLink: SettingsLinkItem
  readonly note: string
}

export interface BestStudentPaperAward {
  readonly heading: string
  readonly intro: string
  readonly eligibility: readonly string[]
  readonly nomination: readonly string[]
  readonly contactNote: string
}

export interface FinancialSupport {
  readonly heading: string
  readonly intro: string
  /** Applicants must still be students on this date (ISO). */
  readonly studentStatusUntil: string
  readonly eligibility: readonly string[]
  readonly covers: readonly string[]
  readonly process: readonly string[]
  readonly reimbursement: readonly string[]
}

export interface PaperPublication {
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly notPublished: readonly string[]
  readonly links: readonly LinkItem[]
  readonly cmtAcknowledgement: string
}

export const REGULAR_PAPER_PAGES = { min: 5, max: 7 } as const
/** Submissions shorter than this many pages are not published. */
export const SHORT_PAPER_PAGE_LIMIT = 4 as const

export const authorGuidelines: AuthorGuidelines = {
  heading: 'Guidelines to Authors',
  intro: [
    '{shortName} invites high-quality, original work that fits one of its tracks — new methods, experimental studies, case studies and theoretical contributions are all welcome.',
    'Papers are submitted electronically only, through the Microsoft CMT site of the conference. Submissions sent by e-mail or any other route cannot be considered.',
  ],
  sections: [
    {
      heading: 'Preparing the manuscript',
      bullets: [
        'Use the Springer conference template (MS Word or LaTeX).',
        'A regular paper runs to 5–7 pages.',
        'Set out the problem, the method, the main findings and the conclusions clearly.',
        'Give enough technical detail for reviewers to judge the work properly.',
      ],
    },
    {
      heading: 'Scope and review',
      bullets: [
        'The paper must fall within the conference tracks and show technical rigour.',
        'Every submission is peer reviewed for quality, originality and contribution.',
        'Authors of selected papers are invited to present their work, with the chance of full-paper publication in the proceedings or a journal.',
      ],
    },
    {
      heading: 'Registration and publication',
      bullets: [
        'Abstracts and short papers of fewer than 4 pages are not published.',
        'Each full registration covers one manuscript.',
        'At least one author of every accepted paper must register by the final registration deadline.',
        'The registration fee is non-refundable.',
        'Keep the transaction ID / UTR of your payment; it is needed to verify your registration.',
      ],
    },
  ],
  rules: [
    'Manuscripts follow the Springer template.',
    'Regular papers are 5–7 pages long.',
    'Abstracts and short papers under 4 pages are not published.',
    'One manuscript per full registration.',
    'At least one author of each accepted paper registers by the last date of registration.',
    'The registration fee is non-refundable.',
    'Keep the transaction ID / UTR for verification.',
  ],
  templates: [
    { label: 'Springer template (MS Word)', link: 'templateWord' },
    { label: 'Springer template (LaTeX)', link: 'templateLatex' },
  ],
  submissionLink: { label: 'Submit through Microsoft CMT', link: 'submission' },
}

export const authorsAccordion: readonly AuthorsAccordionSection[] = [
  {
    id: 'guidelines',
    title: 'Guidelines to Authors',
    body: [
      'Prepare your manuscript with the Springer template; regular papers are 5–7 pages. Abstracts and short papers under 4 pages are not published.',
      'Each full registration covers one manuscript, and at least one author of every accepted paper must register by the final deadline.',
    ],
    moreRoute: '/authors/guidelines-to-authors',
  },
  {
    id: 'tracks',
    title: 'Conference Tracks',
    body: [
      'Papers are welcome in three domains — Electrical Engineering; Electronics and Instrumentation Engineering; and Computing and Information Technologies.',
      'Four special tracks go deeper into biosensing and neuromorphic computing, electric vehicles and sustainable energy, renewable energy, and photovoltaic cells.',
    ],
    moreRoute: '/authors/call-for-papers',
  },
  {
    id: 'submission',
    title: 'Paper Submission',
    body: [
      'All papers are submitted online through Microsoft CMT, while the submission window is open.',
      'Authors are notified of acceptance after peer review and then send their camera-ready papers; the Paper Submissions page lists the current dates.',
    ],
    moreRoute: '/authors/paper-submissions',
  },
  {
    id: 'registration',
    title: 'Registration',
    body: [
      'An early bird rate applies until the early bird date, and registration closes on the last date of registration (see Important Dates). All fees include GST.',
      'The fee covers the sessions, publication, a certificate, the conference kit, tea and lunch on {dates} and the gala dinner on {day2}.',
    ],
    moreRoute: '/authors/registrations',
  },
]

export const paperSubmission: PaperSubmissionContent = {
  heading: 'Paper Submissions',
  intro:
    '{shortName} uses Microsoft CMT to manage submissions and reviews. The steps below walk you through sending in a paper.',
  steps: [
    {
      step: 1,
      title: 'Prepare the paper',
      text: 'Write your paper in the Springer template, keep it to 5–7 pages and check that it fits one of the conference domains or special tracks.',
    },
    {
      step: 2,
      title: 'Create a CMT account',
      text: 'Open the {shortName} site on Microsoft CMT and sign in, or create a free account if you do not have one yet.',
    },
    {
      step: 3,
      title: 'Start a new submission',
      text: 'Choose “Create new submission”, enter the title and abstract, add every co-author and pick the most suitable track.',
    },
    {
      step: 4,
      title: 'Upload the manuscript',
      text: 'Upload the paper as a PDF and confirm. You can revise the submission until the submission deadline.',
    },
    {
      step: 5,
      title: 'After acceptance',
      text: 'Once accepted, send the camera-ready version and make sure at least one author registers, each by its date below.',
    },
  ],
  datesHeading: 'Key dates',
  submissionLink: { label: 'Go to Microsoft CMT', link: 'submission' },
  note: 'Papers sent by e-mail are not accepted; please use the CMT link only.',
}

export const bestStudentPaperAward: BestStudentPaperAward = {
  heading: 'Best Student Paper Award',
  intro:
    'To recognise outstanding research by students, {shortName} presents one Best Student Paper Award in each conference track.',
  eligibility: [
    'The primary author(s) must be students at the time the paper is submitted.',
    'The nomination must be endorsed by the student\u2019s main advisor or mentor.',
    'An advisor may nominate only one paper per track.',
  ],
  nomination: [
    'Nominations are made through an online portal; the link will be published here when it opens.',
    'Nominations received after the announced deadline cannot be considered.',
  ],
  contactNote: 'Questions about the award can be sent to the Best Student Paper Award chairs through the Contact page.',
}

export const financialSupport: FinancialSupport = {
  heading: 'Financial support',
  intro:
    'A limited amount of financial support is available for students and faculty members from institutes that are not centrally funded (non-CFTIs) in India. Awards are made on the recommendation of an expert panel.',
  studentStatusUntil: '2025-12-31',
  eligibility: [
    'Student authors of papers submitted to {shortName}.',
    'Students enrolled in a Ph.D., MS by research, M.Tech, M.E., B.Tech or B.E. programme at an Indian institution.',
    'Applicants must remain students until 31 December 2025.',
    'Faculty members of institutes that are not centrally funded.',
  ],
  covers: ['Registration fee', 'Accommodation', 'Part of the travel cost, where applicable'],
  process: [
    'Apply through the online form; its link and the application deadline will be announced on this page.',
    'Selected applicants are informed by e-mail.',
  ],
  reimbursement: [
    'Selected applicants must register for the conference.',
    'Registration, accommodation and travel costs are reimbursed after the conference.',
    'Attending the full conference is mandatory to receive support.',
  ],
}

export const paperPublication: PaperPublication = {
  heading: 'Paper Publication',
  paragraphs: [
    'Peer-reviewed papers selected from {shortName} are planned for publication as conference proceedings in Springer\u2019s Lecture Notes in Electrical Engineering (LNEE) book series.',
    'Springer carries out its own quality checks on the proceedings, and only papers that pass them are published.',
    'Springer Nature does not charge authors for publishing in the (non-open-access) proceedings.',
    'Papers that fall outside the scope of LNEE may be recommended for another suitable Springer series.',
  ],
  notPublished: ['Abstracts', 'Extended abstracts', 'Short papers of fewer than 4 pages'],
  links: [{ label: 'Lecture Notes in Electrical Engineering (Springer)', url: siteConfig.links.springerSeriesUrl }],
  cmtAcknowledgement:
    'Peer review for {shortName} is managed with Microsoft CMT. Microsoft offers this service to the conference free of charge and covers its cloud hosting, development and support costs.',
}
