import { act } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { HydrationGate } from '@/lib/use-hydrated'
import { Input } from './input'
import { Textarea } from './textarea'

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

const FRUITS = ['apple', 'banana', 'cherry']

/** A search box that filters a list, as /allupdates and /speakers do. */
function FruitSearch() {
  const [query, setQuery] = useState('')
  return (
    <>
      <Input aria-label="Search fruits" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <ul>
        {FRUITS.filter((f) => f.includes(query)).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
    </>
  )
}

/** A form whose fields react-hook-form registers (uncontrolled), as the contact form's are. */
function MessageForm({ onSend }: { onSend: (values: { name: string; message: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { name: '', message: '' } })
  return (
    <form onSubmit={handleSubmit(onSend)}>
      <Input aria-label="Name" {...register('name')} />
      <Textarea aria-label="Message" {...register('message')} />
      <button type="submit">Send</button>
    </form>
  )
}

/** Server-renders `page`, lets the visitor type before the app loads, then hydrates it. */
async function typeThenHydrate(content: React.ReactElement, typed: Record<string, string>) {
  // As the app wraps every page: the gate says whether React is hydrating server markup.
  const page = <HydrationGate serverRendered>{content}</HydrationGate>
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  for (const [label, value] of Object.entries(typed)) {
    const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`)!
    field.value = value
  }
  await act(async () => {
    root = hydrateRoot(container, page)
  })
  return container
}

describe('a field typed into before the page hydrated', () => {
  it('a controlled search box: the app takes the typed words, and the list is filtered by them', async () => {
    const container = await typeThenHydrate(<FruitSearch />, { 'Search fruits': 'an' })
    expect(container.querySelector('input')!.value).toBe('an')
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['banana'])
  })

  it('a form of registered fields: the words stay on screen and are what the form sends', async () => {
    let sent: unknown
    const container = await typeThenHydrate(
      <MessageForm
        onSend={(values) => {
          sent = values
        }}
      />,
      { Name: 'Asha', Message: 'Is there parking?' },
    )
    expect(container.querySelector('input')!.value).toBe('Asha')
    expect(container.querySelector('textarea')!.value).toBe('Is there parking?')
    await act(async () => {
      container.querySelector('button')!.click()
    })
    expect(sent).toEqual({ name: 'Asha', message: 'Is there parking?' })
  })

  it('on a page rendered in the browser, a field shows its value and reports nothing', async () => {
    const changes: string[] = []
    const container = document.createElement('div')
    document.body.append(container)
    const { createRoot } = await import('react-dom/client')
    const browserRoot = createRoot(container)
    await act(async () => {
      browserRoot.render(
        <Input aria-label="When" type="date" value="6 March" onChange={(e) => changes.push(e.target.value)} />,
      )
    })
    // The browser shows no date it cannot read, and the field's value stays what the app holds.
    expect(container.querySelector('input')!.value).toBe('')
    expect(changes).toEqual([])
    act(() => browserRoot.unmount())
  })

  it('a date field hydrated with a value the browser cannot show keeps that value', async () => {
    const changes: string[] = []
    await typeThenHydrate(
      <Input aria-label="When" type="date" value="6 March" onChange={(e) => changes.push(e.target.value)} />,
      {},
    )
    expect(changes).toEqual([])
  })

  it('a field nobody typed into is left as the app renders it', async () => {
    const container = await typeThenHydrate(<FruitSearch />, {})
    expect(container.querySelector('input')!.value).toBe('')
    expect(container.querySelectorAll('li')).toHaveLength(3)
  })
})
