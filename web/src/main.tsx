import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { AppProvider } from './app/provider'
import { routes } from './app/router'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
const root = container

// Evaluating the app's code and starting the router (matching every route, starting the page's loaders) are each a
// long piece of work on a phone: in one task they block the page for their sum, in two for the longer of them (the
// mobile Lighthouse goal, bench/src/goals.ts).
// The page's API answers do not wait: the server asked for them with the HTML.
setTimeout(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProvider>
    </StrictMode>,
  )
})
