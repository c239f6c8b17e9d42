import './index.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { AppProvider } from './app/provider'
import { routes } from './app/router'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProvider>
  </StrictMode>,
)
