import { PAGE_DEFAULTS, type PageContent } from '@common/pages'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApiByHand, api, toast } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { PageEditor } from './page-editor'

answerApiByHand()
const { GET: get, PUT: put, POST: post } = api

// Issue 54 item 1: the tours' places are a list organisers add to, reorder and remove from in /admin/pages/tours.
type Sent = { params: { path: { key: string } }; body: Omit<PageContent, 'key'> }

const ok = (body: unknown) => ({ data: body, error: undefined, response: new Response(null, { status: 200 }) })

afterEach(() => {
  vi.resetAllMocks()
  localStorage.clear()
})

/** The API of the tours page: its defaults until a save, then the page as saved. */
function stubApi() {
  let page = { key: 'tours', ...structuredClone(PAGE_DEFAULTS.tours), updatedAt: null as string | null }
  get.mockImplementation(async () => ok({ page }))
  put.mockImplementation(async (_path: string, { body }: Sent) => {
    page = { key: 'tours', ...body, updatedAt: '2026-11-29T12:00:00Z' }
    return ok({ message: 'Page saved.', page })
  })
}

// The editor is a long form: each query looks inside one entry (a query over the whole form takes seconds in jsdom).
const rows = () => screen.getAllByTestId('page-list-entry')
const row = (n: number) => within(rows()[n - 1]!)
const titles = () => rows().map((r) => within(r).getByRole('heading', { level: 3 }).textContent)

describe('the tours’ list of places in the page editor', () => {
  it('adds a place, moves it up, removes another, and saves the list in its new order', async () => {
    localStorage.setItem('token', 't-1')
    stubApi()
    const user = userEvent.setup()
    renderWithRouter(<PageEditor pageKey="tours" />, { path: '/admin/pages/tours' })
    expect(await screen.findAllByTestId('page-list-entry')).toHaveLength(11)
    expect(row(1).getByLabelText('Name (entry 1)')).toHaveValue('Mahabodhi Temple')
    expect(row(1).getByLabelText('Place (entry 1)')).toHaveValue('Bodh Gaya')

    await user.click(screen.getByText('Add an entry to Places to visit'))
    // Pasted: each keystroke renders the whole long form again.
    const fill = async (label: string, text: string) => {
      await user.click(row(12).getByLabelText(label))
      await user.paste(text)
    }
    await fill('Name (entry 12)', 'Patna Museum')
    await fill('Place (entry 12)', 'Patna')
    await fill('Text (entry 12) (Markdown)', 'Home of the **Didarganj Yakshi**.')
    // The live preview shows the Markdown as the page will.
    expect(row(12).getByText('Didarganj Yakshi').tagName).toBe('STRONG')

    await user.click(row(12).getByRole('button', { name: 'Move up: Patna Museum' }))
    await user.click(row(11).getByRole('button', { name: 'Move up: Patna Museum' }))
    await user.click(row(8).getByRole('button', { name: 'Remove Pawapuri' }))
    expect(titles().slice(-4)).toEqual([
      'Places to visit, entry 8: Lauriya Nandangarh',
      'Places to visit, entry 9: Patna Museum',
      'Places to visit, entry 10: Tomb of Sher Shah Suri',
      'Places to visit, entry 11: Navlakha Palace',
    ])
    // The moved entry kept its own fields.
    expect(row(9).getByLabelText('Place (entry 9)')).toHaveValue('Patna')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()

    await user.click(screen.getByText('Save the page'))
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1))
    const [path, sent] = put.mock.calls[0] as [string, Sent]
    expect([path, sent.params.path.key]).toEqual(['/pages/{key}', 'tours'])
    const sites = sent.body.blocks.find((b) => b.name === 'sites')!.items!
    expect(sites.map((s) => s.title)).toEqual([
      'Mahabodhi Temple',
      'Takhat Sri Harimandir Ji',
      'Nalanda Mahavihara',
      'Vishwa Shanti Stupa',
      'Valmiki National Park',
      'Vikramshila University',
      'Vikramshila Gangetic Dolphin Sanctuary',
      'Lauriya Nandangarh',
      'Patna Museum',
      'Tomb of Sher Shah Suri',
      'Navlakha Palace',
    ])
    expect(sites[8]).toEqual({ title: 'Patna Museum', summary: 'Patna', markdown: 'Home of the **Didarganj Yakshi**.' })
    // Every other block is sent as it was.
    expect(sent.body.blocks.map((b) => b.name)).toEqual(['intro', 'sites', 'note'])
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Page saved.'))
    await vi.waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument())
  }, 60_000)

  it('uploads a place’s picture once what it shows is said, and saves it with the page', async () => {
    localStorage.setItem('token', 't-1')
    stubApi()
    post.mockResolvedValue(
      ok({ result: 'https://icnari.example.org/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp' }),
    )
    const user = userEvent.setup()
    renderWithRouter(<PageEditor pageKey="tours" />, { path: '/admin/pages/tours' })
    await screen.findAllByTestId('page-list-entry')
    await user.click(screen.getByText('Add an entry to Places to visit'))
    await user.click(row(12).getByLabelText('Name (entry 12)'))
    await user.paste('Patna Museum')
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'museum.png', { type: 'image/png' })
    await user.upload(row(12).getByLabelText('Upload a picture (entry 12)'), png)
    await user.click(row(12).getByRole('button', { name: 'Upload picture (entry 12)' }))
    // Without its description nothing is uploaded.
    expect(toast.error).toHaveBeenCalledWith('Say what the picture shows first: its description is required.')
    expect(post).not.toHaveBeenCalled()

    await user.click(row(12).getByLabelText('What the picture shows (required with a picture) (entry 12)'))
    await user.paste('The museum’s red sandstone front')
    await user.click(row(12).getByRole('button', { name: 'Upload picture (entry 12)' }))
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(1))
    expect(post.mock.calls[0]![0]).toBe('/user/image')
    await vi.waitFor(() =>
      expect(
        row(12).getByLabelText('Or a path of this site, such as /images/tours/pawapuri.webp (entry 12)'),
      ).toHaveValue('/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp'),
    )
    await user.click(screen.getByText('Save the page'))
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1))
    const [, sent] = put.mock.calls[0] as [string, Sent]
    expect(sent.body.blocks.find((b) => b.name === 'sites')!.items![11]).toMatchObject({
      title: 'Patna Museum',
      image: '/api/images/3f2c1a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f.webp',
      imageAlt: 'The museum’s red sandstone front',
    })
  }, 60_000)
})
