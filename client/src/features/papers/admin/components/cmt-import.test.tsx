import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { answer, answerApiByHand, api, resetMockApi, toast } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { CmtImport } from './cmt-import'

answerApiByHand()
const { POST: post } = api

const PREVIEW = {
  message: '2 papers to import (1 new and 1 to update); 1 unchanged and 1 row skipped.',
  dryRun: true,
  created: 1,
  updated: 1,
  unchanged: 1,
  skipped: 1,
  rows: [
    {
      row: 3,
      cmtId: '101',
      heading: 'Adaptive control of grid-forming inverters',
      authors: ['A. Kumar', 'S. Singh'],
      track: 'Renewable Energy',
      action: 'create',
    },
    {
      row: 4,
      cmtId: '102',
      heading: 'Battery ageing (camera ready)',
      authors: ['R. Verma'],
      track: null,
      action: 'update',
    },
    { row: 5, cmtId: '103', heading: 'Solar forecasting', authors: ['P. Das'], track: 'PV', action: 'unchanged' },
    { row: 6, cmtId: '104', heading: 'A rejected paper', authors: [], track: null, action: 'skip', reason: 'Reject' },
  ],
}

const csvFile = () => new File(['Paper ID,Paper Title\n101,x\n'], 'Submissions.csv', { type: 'text/csv' })

afterEach(() => {
  resetMockApi()
})

describe('CmtImport', () => {
  it('previews the chosen file (a dry run), then imports it with "Import N papers"', async () => {
    localStorage.setItem('token', 't-1')
    post.mockResolvedValueOnce(answer(200, PREVIEW))
    renderWithRouter(<CmtImport />, { path: '/admin/add-papers' })
    const user = userEvent.setup()
    // Before any file: the columns the import reads, each with an example.
    const expected = await screen.findByRole('table', {
      name: "The columns of CMT's Submissions export the import reads",
    })
    expect(
      within(expected)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Paper ID', 'Paper Title', 'Author Names', 'Abstract', 'Status', 'Track Name'])

    await user.upload(await screen.findByLabelText('CMT Submissions export (.xlsx, .csv, .tsv or .txt)'), csvFile())
    const table = await screen.findByRole('table', { name: 'What importing the file does with each row' })
    expect(post).toHaveBeenCalledTimes(1)
    const [path, options] = post.mock.calls[0]!
    expect(path).toBe('/papers/import')
    expect(options.params).toEqual({ query: { dryRun: 'true' } })
    expect((options.body as FormData).get('file')).toBeInstanceOf(File)
    expect(screen.getByText(PREVIEW.message)).toBeInTheDocument()
    const rows = within(table).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      'RowPaper IDTitleAuthorsTrackAction',
      '3101Adaptive control of grid-forming invertersA. Kumar, S. SinghRenewable EnergyNew paper',
      '4102Battery ageing (camera ready)R. Verma—Update',
      '5103Solar forecastingP. DasPVUnchanged',
      '6104A rejected paper——SkippedReject',
    ])

    post.mockResolvedValueOnce(
      answer(200, {
        ...PREVIEW,
        dryRun: false,
        message: 'Imported 2 papers (1 added and 1 updated); 1 unchanged and 1 row skipped.',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Import 2 papers' }))
    expect(
      await screen.findByText('Imported 2 papers (1 added and 1 updated); 1 unchanged and 1 row skipped.'),
    ).toBeInTheDocument()
    expect(post).toHaveBeenCalledTimes(2)
    expect(post.mock.calls[1]![1].params).toEqual({ query: {} })
    expect(toast.success).toHaveBeenCalledWith(
      'Imported 2 papers (1 added and 1 updated); 1 unchanged and 1 row skipped.',
    )
    expect(screen.queryByRole('table', { name: 'What importing the file does with each row' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Import \d+ papers?/ })).toBeNull()
  })

  it("shows the server's message beside the field when the file cannot be imported, and offers no import", async () => {
    localStorage.setItem('token', 't-1')
    const message =
      'The file has no "Abstract" column. CMT\'s Submissions export has the columns "Paper ID", "Paper Title", "Author Names", "Abstract" and "Status".'
    post.mockResolvedValueOnce(answer(400, { message, issues: [{ path: 'file', message }] }))
    renderWithRouter(<CmtImport />, { path: '/admin/add-papers' })
    const user = userEvent.setup()
    const field = await screen.findByLabelText('CMT Submissions export (.xlsx, .csv, .tsv or .txt)')
    await user.upload(field, csvFile())
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull()
  })

  it('refuses a file over 5 MB without sending it, and says when nothing in a file is new', async () => {
    localStorage.setItem('token', 't-1')
    renderWithRouter(<CmtImport />, { path: '/admin/add-papers' })
    const user = userEvent.setup()
    const field = await screen.findByLabelText('CMT Submissions export (.xlsx, .csv, .tsv or .txt)')
    await user.upload(field, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.xlsx'))
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large: at most 5 MB.')
    expect(post).not.toHaveBeenCalled()

    post.mockResolvedValueOnce(
      answer(200, {
        ...PREVIEW,
        message: 'Nothing to import: 1 unchanged and 1 row skipped.',
        created: 0,
        updated: 0,
        rows: PREVIEW.rows.slice(2),
      }),
    )
    await user.upload(field, csvFile())
    expect(await screen.findByText('There is nothing new to import from this file.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: /Import/ })).toBeNull()
  })

  it('asks to log in first when no token is stored', async () => {
    renderWithRouter(<CmtImport />, { path: '/admin/add-papers' })
    const user = userEvent.setup()
    await user.upload(await screen.findByLabelText('CMT Submissions export (.xlsx, .csv, .tsv or .txt)'), csvFile())
    expect(toast.error).toHaveBeenCalledWith('Please log in first.')
    expect(post).not.toHaveBeenCalled()
  })
})
