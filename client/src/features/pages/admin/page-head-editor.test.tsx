import { PAGE_DEFAULTS, type PageContent } from '@common/pages'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerApiByHand, api } from '@/test/mock-api'
import { renderWithRouter } from '@/test/render-with-router'
import { PageEditor } from './page-editor'

answerApiByHand()
const { GET: get, PUT: put } = api

// Issue 54: a page's title in the browser tab and its description are its data, edited with its blocks.
type Sent = { params: { path: { key: string } }; body: Omit<PageContent, 'key'> }

const ok = (body: unknown) => ({ data: body, error: undefined, response: new Response(null, { status: 200 }) })

afterEach(() => {
  vi.resetAllMocks()
  localStorage.clear()
})

describe('a page’s head in the page editor', () => {
  it('shows today’s tab title and description and saves the organiser’s', async () => {
    localStorage.setItem('token', 't-1')
    let page = {
      key: 'registrations',
      ...structuredClone(PAGE_DEFAULTS.registrations),
      updatedAt: null as string | null,
    }
    get.mockImplementation(async () => ok({ page }))
    put.mockImplementation(async (_path: string, { body }: Sent) => {
      page = { key: 'registrations', ...body, updatedAt: '2026-11-29T12:00:00Z' }
      return ok({ message: 'Page saved.', page })
    })
    const user = userEvent.setup()
    renderWithRouter(<PageEditor pageKey="registrations" />, { path: '/admin/pages/registrations' })
    const tab = await screen.findByLabelText('Title in the browser tab and search results (empty: the page title)')
    expect(screen.getByLabelText('Page title')).toHaveValue('Registration')
    expect(tab).toHaveValue('Registrations')
    const description = screen.getByLabelText('Description for search engines and link previews')
    expect(description).toHaveValue(PAGE_DEFAULTS.registrations.description)

    await user.clear(tab)
    await user.clear(description)
    await user.click(description)
    await user.paste('Fees and rules for registering at {shortName}.')
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument()
    await user.click(screen.getByText('Save the page'))
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1))
    const [, sent] = put.mock.calls[0] as [string, Sent]
    expect(sent.body).toMatchObject({
      title: 'Registration',
      headTitle: '',
      description: 'Fees and rules for registering at {shortName}.',
    })
    await vi.waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument())
  }, 30_000)

  it('the menu: a label per path, no tab title, no entries added or removed', async () => {
    localStorage.setItem('token', 't-1')
    let page = { key: 'menu', ...structuredClone(PAGE_DEFAULTS.menu), updatedAt: null as string | null }
    get.mockImplementation(async () => ok({ page }))
    put.mockImplementation(async (_path: string, { body }: Sent) => {
      page = { key: 'menu', ...body, updatedAt: '2026-11-29T12:00:00Z' }
      return ok({ message: 'Page saved.', page })
    })
    const user = userEvent.setup()
    renderWithRouter(<PageEditor pageKey="menu" />, { path: '/admin/pages/menu' })
    const contact = await screen.findByLabelText('Label of /contact')
    expect(contact).toHaveValue('Contact')
    expect(screen.queryByLabelText(/browser tab/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Add an entry|^Remove/ })).not.toBeInTheDocument()
    await user.clear(contact)
    await user.type(contact, 'Write to us')
    await user.click(screen.getByText('Save the page'))
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(1))
    const [, sent] = put.mock.calls[0] as [string, Sent]
    const items = sent.body.blocks[0]!.items!
    expect(items.map((i) => i.link)).toEqual(PAGE_DEFAULTS.menu.blocks[0]!.items!.map((i) => i.link))
    expect(items.find((i) => i.link === '/contact')!.title).toBe('Write to us')
  }, 30_000)
})
