import type { ReactNode } from 'react'
import { buttonStyles } from './styles'

type LoadMoreButtonProps = { loading: boolean; onClick: () => void; children: ReactNode }

/** The button under a list that shows its next page; it says Loading… (and waits) while that page loads. */
export function LoadMoreButton({ loading, onClick, children }: LoadMoreButtonProps) {
  return (
    <button type="button" className={buttonStyles.secondary} disabled={loading} onClick={onClick}>
      {loading ? 'Loading…' : children}
    </button>
  )
}
