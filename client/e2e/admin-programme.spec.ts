import { expect, type Locator, type Page, test } from '@playwright/test'
import { asAdmin, confirmDelete, toast, unique } from './admin-helpers'
import { expectNoSeriousAxeViolations, watchConsole } from './helpers'

// Issue 33 item 7: an admin builds a small programme in /admin/programme (a room, two sessions, one with a paper
// picked by keyboard), publishes it, moves a session and publishes again; a visitor sees the move on
// /programme/changes. Names carry a per-run suffix: other specs share the server and its database, and the
// migration's workshops are already published as the first version, so version numbers are read, not assumed.

const publishButton = (page: Page) => page.getByRole('button', { name: /^Publish version \d+$/ })

async function versionOf(button: Locator): Promise<number> {
  return Number((await button.textContent())?.match(/\d+/)?.[0])
}

test('an admin builds, publishes and moves a session; a visitor sees the move', async ({ page, request, browser }) => {
  test.setTimeout(120_000)
  const errors = watchConsole(page)
  const token = await asAdmin(page, request)
  const hallA = unique('Hall A')
  const hallB = unique('Hall B')
  const talk = unique('Smart grids')
  const other = unique('Storage')
  const paper = unique('Adaptive inverter control')
  const added = await request.post('/api/papers/add', {
    headers: { token },
    data: { heading: paper, authors: ['A. Kumar', 'S. Singh'], content: 'An abstract.' },
  })
  expect(added.status()).toBe(201)

  await page.goto('/admin')
  await page.getByRole('link', { name: /^Programme\b/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible()

  // Rooms: the form's own checks, then two rooms.
  await page.getByRole('button', { name: 'Add room' }).click()
  await expect(page.getByText('Name is required.')).toBeVisible()
  for (const [name, seats] of [
    [hallA, '120'],
    [hallB, '60'],
  ] as const) {
    await page.getByLabel('Room name').fill(name)
    await page.getByLabel('Capacity (seats, optional)').fill(seats)
    await page.getByRole('button', { name: 'Add room' }).click()
    await expect(page.getByTestId('admin-room').filter({ hasText: name })).toBeVisible()
    // The form empties once the room is saved.
    await expect(page.getByLabel('Room name')).toHaveValue('')
  }
  await expect(page.getByTestId('admin-room').filter({ hasText: hallA })).toContainText('120 seats')

  // First session: on the first conference day, 10:00–11:00 IST in hall A, with a paper picked by keyboard.
  await page.getByRole('button', { name: 'Add a session', exact: true }).click()
  let dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Add a session' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Add session' }).click()
  await expect(dialog.getByText('Title is required.')).toBeVisible()
  await dialog.getByLabel('Kind', { exact: true }).selectOption({ label: 'Paper session' })
  await dialog.getByLabel('Title', { exact: true }).fill(talk)
  const day = dialog.getByLabel('Day', { exact: true })
  await day.selectOption({ index: 1 })
  const dayText = (await day.locator('option:checked').textContent())!.trim()
  const dayWords = dayText.replace(/ \d{4}$/, '') // "7 March", as the changelog says it
  await dialog.getByLabel('Start time (IST)').fill('10:00')
  await dialog.getByLabel('End time (IST)').fill('09:00')
  await dialog.getByLabel('Room', { exact: true }).selectOption({ label: hallA })
  const papers = dialog.getByRole('combobox', { name: 'Search papers by title or author' })
  await papers.fill(paper.split(' ').slice(-2).join(' '))
  await expect(dialog.getByRole('option', { name: new RegExp(paper) })).toBeVisible()
  await papers.press('Enter')
  const chosen = dialog.getByRole('list', { name: 'Chosen papers, in presentation order' })
  await expect(chosen).toContainText(paper)
  await expect(chosen.getByRole('button', { name: `Remove paper ${paper}` })).toBeVisible()
  await dialog.getByRole('button', { name: 'Add session' }).click()
  await expect(dialog.getByText('End must be after the start.')).toBeVisible()
  await dialog.getByLabel('End time (IST)').fill('11:00')
  await dialog.getByRole('button', { name: 'Add session' }).click()
  await expect(dialog).toBeHidden()
  const dayRegion = page.getByRole('region', { name: dayText })
  const sessionCard = (title: string) =>
    page.getByTestId('admin-session').filter({ has: page.getByRole('heading', { level: 4, name: title }) })
  const first = dayRegion
    .getByTestId('admin-session')
    .filter({ has: page.getByRole('heading', { level: 4, name: talk }) })
  await expect(first).toContainText('10:00–11:00 IST')
  await expect(first).toContainText(hallA)
  await expect(first).toContainText('1 paper')
  // At 1280 px a row is one line: time, room, title once, and short actions named with the title.
  await page.setViewportSize({ width: 1280, height: 800 })
  const edit = first.getByRole('button', { name: `Edit session ${talk}` })
  // What the eye reads: the button's text less the words said to screen readers only.
  const seen = (button: Locator) =>
    button.evaluate((el) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent)
        .join(''),
    )
  expect(await seen(edit)).toBe('Edit')
  expect(await seen(first.getByRole('button', { name: `Mark as cancelled session ${talk}` }))).toBe('Mark as cancelled')
  const remove = first.getByRole('button', { name: `Delete session ${talk}` })
  await expect(remove).toHaveText('Delete')
  const timeBox = (await first.getByText('10:00–11:00 IST').boundingBox())!
  const editBox = (await edit.boundingBox())!
  const deleteBox = (await remove.boundingBox())!
  expect(Math.abs(editBox.y - deleteBox.y)).toBeLessThan(2)
  expect(deleteBox.y).toBeLessThan(timeBox.y + timeBox.height)
  // The title is seen once (the actions carry it for screen readers only).
  const visible = await first.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement
    for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove()
    return copy.textContent ?? ''
  })
  expect(visible.split(talk)).toHaveLength(2)
  // Delete asks first: dismissing the question keeps the session.
  await remove.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(first).toBeVisible()

  // Second session, overlapping in the same room: the warning is shown beside both, and saving still works.
  await dayRegion.getByRole('button', { name: `Add a session on ${dayText}` }).click()
  dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Day', { exact: true })).toHaveValue(/\d{4}-\d{2}-\d{2}/)
  await dialog.getByLabel('Title', { exact: true }).fill(other)
  await dialog.getByLabel('Start time (IST)').fill('10:30')
  await dialog.getByLabel('End time (IST)').fill('11:30')
  await dialog.getByLabel('Room', { exact: true }).selectOption({ label: hallA })
  await dialog.getByRole('button', { name: 'Add a person' }).click()
  await dialog.getByLabel('Person 1: name').fill('B. Rao')
  await dialog.getByLabel('Person 1: role').fill('Coordinator')
  await dialog.getByRole('button', { name: 'Add session' }).click()
  await expect(dialog).toBeHidden()
  const second = dayRegion
    .getByTestId('admin-session')
    .filter({ has: page.getByRole('heading', { level: 4, name: other }) })
  await expect(second).toContainText('B. Rao (Coordinator)')
  for (const card of [first, second])
    await expect(card.getByRole('note', { name: /^Warnings for / })).toContainText('overlap')
  // axe reads a fading toast's half-transparent colours: it checks the page once the toasts have gone (the pointer
  // moved off them, as hovering the toast area holds them).
  await page.mouse.move(0, 0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await expectNoSeriousAxeViolations(page)

  // Publish: the preview lists both additions, in the changelog's words.
  const preview = page.getByTestId('publish-preview')
  await expect(preview).toContainText(`${talk}: Added for ${dayWords}, 10:00, ${hallA}`)
  await expect(preview).toContainText(`${other}: Added for ${dayWords}, 10:30, ${hallA}`)
  const v1 = await versionOf(publishButton(page))
  await page.getByLabel('Note for visitors (optional)').fill('First programme.')
  await page.getByRole('button', { name: `Publish version ${v1}` }).click()
  await expect(page.getByTestId('latest-version')).toContainText(`version ${v1}`)
  await expect(preview).toHaveText(`No changes since version ${v1}.`)
  // With nothing changed, Publish is disabled and says why; the note's own full stop is not doubled.
  const again = page.getByRole('button', { name: `Publish version ${v1 + 1}` })
  await expect(again).toBeDisabled()
  await expect(again).toHaveAccessibleDescription(`No changes since version ${v1}.`)
  await expect(page.getByTestId('latest-version')).toContainText('with the note “First programme”.')

  // A room in use cannot be deleted: the message names its sessions.
  await confirmDelete(page, page.getByRole('button', { name: `Delete room ${hallA}` }))
  await expect(page.getByTestId('admin-room').filter({ hasText: hallA }).getByRole('alert')).toContainText(talk)

  // Move the first session to 11:30–12:30 in hall B, then publish again.
  await first.getByRole('button', { name: `Edit session ${talk}` }).click()
  dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Start time (IST)')).toHaveValue('10:00')
  await expect(dialog.getByRole('list', { name: 'Chosen papers, in presentation order' })).toContainText(paper)
  await dialog.getByLabel('Start time (IST)').fill('11:30')
  await dialog.getByLabel('End time (IST)').fill('12:30')
  await dialog.getByLabel('Room', { exact: true }).selectOption({ label: hallB })
  await dialog.getByRole('button', { name: `Save session ${talk}` }).click()
  await expect(dialog).toBeHidden()
  await expect(first).toContainText('11:30–12:30 IST')
  await expect(first.getByRole('note')).toHaveCount(0)
  const moved = `Moved to ${dayWords}, 11:30, ${hallB} (was ${dayWords}, 10:00, ${hallA})`
  await expect(preview).toContainText(`${talk}: ${moved}`)
  await page.getByRole('button', { name: `Publish version ${v1 + 1}` }).click()
  await expect(page.getByTestId('latest-version')).toContainText(`version ${v1 + 1}`)

  // Cancel and restore stay in the draft until published.
  await second.getByRole('button', { name: `Mark as cancelled session ${other}` }).click()
  await expect(second).toContainText('Cancelled')
  await expect(preview).toContainText(`${other}: Cancelled`)
  await second.getByRole('button', { name: `Restore session ${other}` }).click()
  await expect(preview).toHaveText(`No changes since version ${v1 + 1}.`)
  // The refusal above (a room in use) is the browser's only console line.
  expect(errors.filter((e) => !e.includes('status of 409 (Conflict)'))).toEqual([])
  expect(errors).toHaveLength(1)

  // A visitor reads the move on the changes page.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto('/programme/changes')
  await expect(visitorPage.getByText(moved).first()).toBeVisible()
  await visitor.close()
  const versions = (await (await request.get('/api/programme/versions')).json()) as {
    versions: { number: number; changes: { type: string; title: string }[] }[]
  }
  expect(versions.versions[0]?.number).toBe(v1 + 1)
  expect(versions.versions[0]?.changes).toContainEqual(expect.objectContaining({ type: 'moved', title: talk }))

  // Tidy up for the specs after this one: the sessions, then the rooms (now unused), each after its
  // confirmation, and a last version so that the draft and what visitors see agree again.
  for (const title of [talk, other]) {
    await confirmDelete(page, page.getByRole('button', { name: `Delete session ${title}` }))
    await expect(sessionCard(title)).toHaveCount(0)
  }
  for (const name of [hallA, hallB]) {
    await confirmDelete(page, page.getByRole('button', { name: `Delete room ${name}` }))
    await expect(page.getByTestId('admin-room').filter({ hasText: name })).toHaveCount(0)
  }
  await expect(preview).toContainText(`${talk}: Removed from the programme`)
  await page.getByRole('button', { name: `Publish version ${v1 + 2}` }).click()
  await expect(page.getByTestId('latest-version')).toContainText(`version ${v1 + 2}`)
  await expect(toast(page, 'Please log in first.')).toHaveCount(0)
})

test('a session past midnight: "Ends the next day" puts its end on the next day, and an edit keeps it', async ({
  page,
  request,
}) => {
  const token = await asAdmin(page, request)
  const title = unique('Cultural evening')
  await page.goto('/admin/programme')
  await page.getByRole('button', { name: 'Add a session', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Title', { exact: true }).fill(title)
  await dialog.getByLabel('Day', { exact: true }).selectOption({ index: 1 })
  await dialog.getByLabel('Start time (IST)').fill('22:30')
  await dialog.getByLabel('End time (IST)').fill('00:30')
  await dialog.getByRole('button', { name: 'Add session' }).click()
  await expect(dialog.getByText('End must be after the start.')).toBeVisible()
  await dialog.getByLabel('Ends the next day (past midnight)').check()
  await dialog.getByRole('button', { name: 'Add session' }).click()
  await expect(dialog).toBeHidden()
  const card = page.getByTestId('admin-session').filter({ has: page.getByRole('heading', { level: 4, name: title }) })
  await expect(card).toContainText('22:30–00:30 IST')

  const draft = (await (await request.get('/api/programme/sessions', { headers: { token } })).json()) as {
    sessions: { _id: string; title: string; start: string; end: string }[]
  }
  const saved = draft.sessions.find((s) => s.title === title)!
  expect(Date.parse(saved.end) - Date.parse(saved.start)).toBe(2 * 60 * 60 * 1000)

  // The edit form shows it as it is, so saving it unchanged keeps the end on the next day.
  await card.getByRole('button', { name: `Edit session ${title}` }).click()
  await expect(dialog.getByLabel('Ends the next day (past midnight)')).toBeChecked()
  await dialog.getByRole('button', { name: /^Save/ }).click()
  await expect(dialog).toBeHidden()
  const again = (await (await request.get('/api/programme/sessions', { headers: { token } })).json()) as typeof draft
  expect(again.sessions.find((s) => s._id === saved._id)?.end).toBe(saved.end)
  // The draft is shared with the other specs: it leaves as it came.
  expect((await request.delete(`/api/programme/sessions/${saved._id}`, { headers: { token } })).status()).toBe(200)
})
