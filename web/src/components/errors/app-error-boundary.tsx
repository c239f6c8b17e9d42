import { Component, type ErrorInfo, type ReactNode } from 'react'

type State = { failed: boolean }

/**
 * Last line of defence around the providers and router. Route errors are caught by each
 * route's RouteError; this only renders if the app shell itself fails, so it uses plain
 * markup (no router, no theme hook) that cannot fail in turn.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Kitly failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <main role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-3 text-zinc-600 dark:text-zinc-400">Please reload the page.</p>
        <a href="/" className="mt-6 inline-block text-brand-600 underline dark:text-brand-400">
          Go to home page
        </a>
      </main>
    )
  }
}
