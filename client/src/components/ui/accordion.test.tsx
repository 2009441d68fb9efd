import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

// A closed section has no content in the page (decision 051): Radix would mount it hidden and measure it in a
// layout effect, a forced layout per section while a page hydrates.
function Sections({ type }: { type: 'single' | 'multiple' }) {
  const sections = ['Tracks', 'Dates', 'Fees'].map((title) => (
    <AccordionItem key={title} value={title}>
      <AccordionTrigger>{title}</AccordionTrigger>
      <AccordionContent>About {title.toLowerCase()}</AccordionContent>
    </AccordionItem>
  ))
  return type === 'single' ? (
    <Accordion type="single" collapsible>
      {sections}
    </Accordion>
  ) : (
    <Accordion type="multiple">{sections}</Accordion>
  )
}

/** Single, its value kept by its owner, which records each change. */
function Controlled({ changes }: { changes: string[] }) {
  const [value, setValue] = useState('Dates')
  return (
    <Accordion
      type="single"
      collapsible
      value={value}
      onValueChange={(next) => {
        changes.push(next)
        setValue(next)
      }}
    >
      {['Tracks', 'Dates'].map((title) => (
        <AccordionItem key={title} value={title}>
          <AccordionTrigger>{title}</AccordionTrigger>
          <AccordionContent>About {title.toLowerCase()}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}

const trigger = (name: string) => screen.getByRole('button', { name })
const contents = (container: HTMLElement) => container.querySelectorAll('[data-slot=accordion-content]')

describe('Accordion', () => {
  it('puts only an open section’s content in the page, named by its trigger, and removes it on close', async () => {
    const user = userEvent.setup()
    const { container } = render(<Sections type="multiple" />)
    expect(contents(container)).toHaveLength(0)
    for (const name of ['Tracks', 'Dates', 'Fees']) expect(trigger(name)).toHaveAttribute('aria-expanded', 'false')

    await user.click(trigger('Dates'))
    expect(trigger('Dates')).toHaveAttribute('aria-expanded', 'true')
    const region = screen.getByRole('region', { name: 'Dates' })
    expect(region).toHaveTextContent('About dates')
    expect(trigger('Dates').getAttribute('aria-controls')).toBe(region.id)
    expect(contents(container)).toHaveLength(1)

    // Multiple: a second stays open beside the first.
    await user.click(trigger('Fees'))
    expect(contents(container)).toHaveLength(2)
    await user.click(trigger('Dates'))
    expect(screen.queryByText('About dates')).toBeNull()
    expect(screen.getByText('About fees')).toBeVisible()
  })

  it('single: opening one closes the other, and the keyboard opens a section', async () => {
    const user = userEvent.setup()
    const { container } = render(<Sections type="single" />)
    await user.click(trigger('Tracks'))
    await user.click(trigger('Fees'))
    expect(screen.queryByText('About tracks')).toBeNull()
    expect(screen.getByText('About fees')).toBeVisible()
    await user.click(trigger('Fees'))
    expect(contents(container)).toHaveLength(0)

    trigger('Dates').focus()
    await user.keyboard('{Enter}')
    expect(screen.getByText('About dates')).toBeVisible()
  })

  it('follows a controlled value and still tells its owner of a change', async () => {
    const user = userEvent.setup()
    const changes: string[] = []
    render(<Controlled changes={changes} />)
    expect(screen.getByText('About dates')).toBeVisible()
    expect(screen.queryByText('About tracks')).toBeNull()
    await user.click(trigger('Tracks'))
    expect(changes).toEqual(['Tracks'])
    expect(screen.getByText('About tracks')).toBeVisible()
    expect(screen.queryByText('About dates')).toBeNull()
  })
})
