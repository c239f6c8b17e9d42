import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { toolCard } from '@/test/tool-card'
import type { AdminToolRow } from '../api/admin-tools'
import { FIRST_PASS_ROWS, ToolTable } from './tool-table'

const adminTool = (overrides: Partial<AdminToolRow> = {}): AdminToolRow => {
  const { tags: _, ...card } = toolCard({ name: 'Quill Writer', slug: 'quill-writer', rating: 4.5, review_count: 2 })
  return {
    ...card,
    status: 'active',
    website_url: 'https://quill.example.com',
    created_at: '2026-03-04T12:00:00Z',
    first_feature: null,
    feature_count: 0,
    has_video: false,
    has_free_credits: false,
    tasks_to_review: 0,
    ...overrides,
  }
}

/**
 * What a row without a logo or notes may hold, itself excluded: 10 cells, the checkbox, the name's box, tile, text box
 * and two lines, 3 badges, the switch, and 4 actions with an icon each (an <svg> and its <use>). A page draws 50 rows.
 */
const ROW_ELEMENTS = 32

const handlers = () => ({ onSelect: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn(), onToggleFeatured: vi.fn() })

function renderTable(tools: AdminToolRow[], on = handlers()) {
  render(tableOf(tools, on))
  return on
}

function tableOf(tools: AdminToolRow[], on = handlers(), opening: number | null = null): ReactElement {
  return (
    <MemoryRouter initialEntries={['/admin/tools']}>
      <Routes>
        <Route
          path="/admin/tools"
          element={
            <ToolTable
              tools={tools}
              sorting={{ sort: { column: 'created_at', order: 'desc' }, onSort: vi.fn() }}
              selected={new Set()}
              opening={opening}
              {...on}
            />
          }
        />
        <Route path="/tools/:slug" element={<h1>The tool's page</h1>} />
      </Routes>
    </MemoryRouter>
  )
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) })

describe('ToolTable', () => {
  it('draws a row in its budget of elements, each icon a use of a shared drawing', () => {
    renderTable([adminTool()])
    const row = rowOf('Quill Writer')
    expect(row.querySelectorAll('*')).toHaveLength(ROW_ELEMENTS)
    const icons = row.querySelectorAll('svg')
    expect(icons).toHaveLength(4)
    for (const icon of icons) {
      expect(icon).toHaveAttribute('aria-hidden', 'true')
      expect(icon.children).toHaveLength(1)
      expect(icon.firstElementChild?.getAttribute('href')).toMatch(/^#admin-icon-/)
    }
  })

  it("draws a page's first rows first, then the rest of the page", () => {
    const tools = Array.from({ length: 50 }, (_, n) => adminTool({ id: n + 1, name: `Tool ${n + 1}` }))
    // The first pass alone, as the server renderer stops at it: only the rows above the fold.
    const firstPass = renderToStaticMarkup(tableOf(tools))
    expect(firstPass.match(/<tr /g)).toHaveLength(FIRST_PASS_ROWS)
    expect(firstPass).toContain(`Tool ${FIRST_PASS_ROWS}`)
    expect(firstPass).not.toContain(`Tool ${FIRST_PASS_ROWS + 1}<`)
    // In the browser the deferred pass follows at once: every row of the page, in order.
    renderTable(tools)
    const names = screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))
    expect(names).toEqual(tools.map((tool) => `Select ${tool.name}`))
  })

  it('shows the line of notes only for a tool that has one', () => {
    renderTable([
      adminTool({ id: 1 }),
      adminTool({
        id: 2,
        name: 'Vanna',
        has_video: true,
        tasks_to_review: 1,
      }),
    ])
    expect(within(rowOf('Vanna')).getByText('▶ Video')).toBeInTheDocument()
    expect(within(rowOf('Vanna')).getByText('1 suggested task to review')).toBeInTheDocument()
    expect(rowOf('Quill Writer').querySelectorAll('*')).toHaveLength(ROW_ELEMENTS)
  })

  it('shows the first feature, with an ellipsis when the tool has more, and a dash for none', () => {
    renderTable([
      adminTool({ id: 1 }),
      adminTool({
        id: 2,
        name: 'Vanna',
        first_feature: 'SQL from questions',
        feature_count: 3,
        has_free_credits: true,
      }),
      adminTool({ id: 3, name: 'Lovo', first_feature: 'Voices', feature_count: 1 }),
    ])
    expect(within(rowOf('Vanna')).getByText('SQL from questions…')).toBeInTheDocument()
    expect(within(rowOf('Vanna')).getByText('Free credits')).toBeInTheDocument()
    expect(within(rowOf('Lovo')).getByText('Voices')).toBeInTheDocument()
    expect(within(rowOf('Quill Writer')).getByText('—')).toBeInTheDocument()
  })

  it("names every control after the tool, and each calls its action with the row's tool", () => {
    const tool = adminTool({ is_featured: true })
    const on = renderTable([tool])
    const row = within(rowOf('Quill Writer'))
    fireEvent.click(row.getByRole('checkbox', { name: 'Select Quill Writer' }))
    expect(on.onSelect).toHaveBeenCalledWith(tool.id, true)
    const featured = row.getByRole('switch', { name: 'Featured: Quill Writer' })
    expect(featured).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(featured)
    expect(on.onToggleFeatured).toHaveBeenCalledWith(tool)
    const website = row.getByRole('link', { name: 'Visit Quill Writer website' })
    expect(website).toHaveAttribute('href', 'https://quill.example.com')
    expect(website).toHaveAttribute('target', '_blank')
    expect(row.getByRole('link', { name: 'View Quill Writer live page' })).toHaveAttribute(
      'href',
      '/tools/quill-writer',
    )
    fireEvent.click(row.getByRole('button', { name: 'Edit Quill Writer' }))
    expect(on.onEdit).toHaveBeenCalledWith(tool)
    fireEvent.click(row.getByRole('button', { name: 'Delete Quill Writer' }))
    expect(on.onDelete).toHaveBeenCalledWith(tool)
  })

  it('marks the Edit button of the tool whose form is loading as busy, and only that one', () => {
    render(tableOf([adminTool({ id: 1 }), adminTool({ id: 2, name: 'Vanna' })], handlers(), 2))
    expect(screen.getByRole('button', { name: 'Edit Vanna' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Edit Quill Writer' })).not.toHaveAttribute('aria-busy')
  })

  it('leaves a modified click on the live page link to the browser (a new tab)', () => {
    renderTable([adminTool()])
    const live = screen.getByRole('link', { name: 'View Quill Writer live page' })
    // Heard after React's handlers: whether they left the click to the browser; then the test stops the browser.
    const leftToBrowser: boolean[] = []
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented)
      event.preventDefault()
    }
    window.addEventListener('click', record)
    try {
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const)
        fireEvent.click(live, { [modifier]: true })
      fireEvent.click(live, { button: 1 })
    } finally {
      window.removeEventListener('click', record)
    }
    expect(leftToBrowser).toEqual([true, true, true, true, true])
    expect(screen.getByRole('table')).toBeInTheDocument()
  })

  it('opens the live page through the router on a plain click, without loading the page anew', () => {
    renderTable([adminTool()])
    const followed = fireEvent.click(screen.getByRole('link', { name: 'View Quill Writer live page' }))
    expect(followed).toBe(false)
    expect(screen.getByRole('heading', { name: "The tool's page" })).toBeInTheDocument()
  })
})
