import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Tab, TabList, TabPanel, Tabs } from './tabs'

function renderTabs() {
  render(
    <Tabs defaultValue="overview">
      <TabList aria-label="About the tool">
        <Tab value="overview">Overview</Tab>
        <Tab value="reviews">Reviews</Tab>
        <Tab value="tutorials">Tutorials</Tab>
      </TabList>
      <TabPanel value="overview">Overview text</TabPanel>
      <TabPanel value="reviews">Reviews text</TabPanel>
      <TabPanel value="tutorials">Tutorials text</TabPanel>
    </Tabs>,
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('Tabs', () => {
  it('starts on the default tab, the only one in the Tab order, with its panel labelled by it', () => {
    renderTabs()
    expect(screen.getByRole('tablist', { name: 'About the tool' })).toBeInTheDocument()
    expect(tab('Overview')).toHaveAttribute('aria-selected', 'true')
    expect(tab('Overview')).toHaveAttribute('tabindex', '0')
    expect(tab('Reviews')).toHaveAttribute('aria-selected', 'false')
    expect(tab('Reviews')).toHaveAttribute('tabindex', '-1')
    const panel = screen.getByRole('tabpanel', { name: 'Overview' })
    expect(panel).toHaveTextContent('Overview text')
    expect(tab('Overview')).toHaveAttribute('aria-controls', panel.id)
    expect(screen.queryByText('Reviews text')).not.toBeInTheDocument()
  })

  it('shows the panel of a clicked tab', () => {
    renderTabs()
    fireEvent.click(tab('Tutorials'))
    expect(tab('Tutorials')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Tutorials' })).toHaveTextContent('Tutorials text')
    expect(screen.queryByText('Overview text')).not.toBeInTheDocument()
  })

  it('moves and selects with the arrow keys (wrapping round), Home and End', () => {
    renderTabs()
    tab('Overview').focus()
    fireEvent.keyDown(tab('Overview'), { key: 'ArrowRight' })
    expect(tab('Reviews')).toHaveFocus()
    expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(tab('Reviews'), { key: 'End' })
    expect(tab('Tutorials')).toHaveFocus()
    fireEvent.keyDown(tab('Tutorials'), { key: 'ArrowRight' })
    expect(tab('Overview')).toHaveFocus()
    fireEvent.keyDown(tab('Overview'), { key: 'ArrowLeft' })
    expect(tab('Tutorials')).toHaveFocus()
    fireEvent.keyDown(tab('Tutorials'), { key: 'Home' })
    expect(tab('Overview')).toHaveFocus()
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeInTheDocument()
  })

  it('follows the page’s value when given one, and asks the page to change it', () => {
    const chosen: string[] = []
    render(
      <Tabs defaultValue="overview" value="reviews" onValueChange={(value) => chosen.push(value)}>
        <TabList aria-label="About the tool">
          <Tab value="overview">Overview</Tab>
          <Tab value="reviews">Reviews</Tab>
        </TabList>
        <TabPanel value="overview">Overview text</TabPanel>
        <TabPanel value="reviews">Reviews text</TabPanel>
      </Tabs>,
    )
    expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(tab('Overview'))
    expect(chosen).toEqual(['overview'])
    // The page has not changed its value yet: Reviews stays selected.
    expect(tab('Reviews')).toHaveAttribute('aria-selected', 'true')
  })

  it('asks the page once per press (focus, then click), and not at all for the tab already selected', () => {
    const chosen: string[] = []
    render(
      <Tabs defaultValue="overview" value="overview" onValueChange={(value) => chosen.push(value)}>
        <TabList aria-label="About the tool">
          <Tab value="overview">Overview</Tab>
          <Tab value="reviews">Reviews</Tab>
        </TabList>
        <TabPanel value="overview">Overview text</TabPanel>
      </Tabs>,
    )
    // A mouse press in Chromium: the tab gets focus, then the click; the page's value has not followed yet.
    fireEvent.focus(tab('Reviews'))
    fireEvent.click(tab('Reviews'))
    expect(chosen).toEqual(['reviews'])
    fireEvent.blur(tab('Reviews'))
    fireEvent.click(tab('Reviews'))
    expect(chosen).toEqual(['reviews', 'reviews'])
    fireEvent.focus(tab('Overview'))
    fireEvent.click(tab('Overview'))
    expect(chosen).toEqual(['reviews', 'reviews'])
  })
})
