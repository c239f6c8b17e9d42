import { Outlet, ScrollRestoration } from 'react-router-dom'
import { Toaster } from '@/components/ui/toast'

/** The frame of every /admin page: none of the public header, footer or compare bar; the toasts stay. */
export function AdminRootRoute() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  )
}
