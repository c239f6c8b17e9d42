import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Pager } from './pager'

describe('Pager', () => {
  it('shows the exact total and stops on its last page', () => {
    render(<Pager pageSize={50} offset={200} shown={30} total={230} onMove={() => {}} />)
    expect(screen.getByText('Showing 201–230 of 230')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('says a capped total with a plus and keeps Next enabled past it', () => {
    const onMove = vi.fn()
    render(<Pager pageSize={50} offset={9_950} shown={50} total={10_000} capped onMove={onMove} />)
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Showing 9951–10000 of 10,000+')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onMove).toHaveBeenCalledWith(10_000)
  })
})
