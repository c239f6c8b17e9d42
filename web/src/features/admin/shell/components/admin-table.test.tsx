import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useListParams } from '../use-list-params'
import { AdminTable } from './admin-table'

const HEADERS = [{ label: 'Name', sort: 'name' }, { label: 'Created', sort: 'created_at' }, 'Actions'] as const

/** A list as the admin screens build it: the table's sort and the pages, kept in the URL. */
function SortedList() {
  const list = useListParams(['status'], { column: 'created_at', order: 'desc' })
  const location = useLocation()
  const [text, setText] = useState('')
  return (
    <>
      <AdminTable headers={HEADERS} minWidth="" sorting={{ sort: list.sort, onSort: list.toggleSort }}>
        <tr>
          <td>row</td>
        </tr>
      </AdminTable>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => list.setFilter('status', 'active')}>
        Active only
      </button>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => list.setSearch(text)}>
        Search
      </button>
      <output aria-label="Location">{location.search}</output>
    </>
  )
}

function renderList(url = '/admin/tools') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <SortedList />
    </MemoryRouter>,
  )
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) })
const location = () => screen.getByRole('status', { name: 'Location' }).textContent

describe('AdminTable with the list params', () => {
  it('marks the default sort on its column, and only sortable columns get a button', () => {
    renderList()
    expect(header('Created')).toHaveAttribute('aria-sort', 'descending')
    expect(header('Name')).not.toHaveAttribute('aria-sort')
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull()
  })

  it('sorts a new column ascending, turns it round on a second click, and goes back to page 1', () => {
    renderList('/admin/tools?page=3')
    fireEvent.click(screen.getByRole('button', { name: 'Name' }))
    expect(location()).toBe('?sort=name&order=asc')
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending')
    fireEvent.click(screen.getByRole('button', { name: 'Name' }))
    expect(location()).toBe('?sort=name&order=desc')
    expect(header('Name')).toHaveAttribute('aria-sort', 'descending')
  })

  it('reads the sort from the URL, keeps it across pages, and drops the page when a filter or the search changes', () => {
    renderList('/admin/tools?sort=name&order=asc')
    expect(header('Name')).toHaveAttribute('aria-sort', 'ascending')
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(location()).toBe('?sort=name&order=asc&page=2')
    fireEvent.click(screen.getByRole('button', { name: 'Active only' }))
    expect(location()).toBe('?sort=name&order=asc&status=active')
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'vanna' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(location()).toBe('?sort=name&order=asc&status=active&q=vanna')
  })
})
