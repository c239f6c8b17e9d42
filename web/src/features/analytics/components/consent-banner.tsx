import { Link } from 'react-router-dom'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { paths } from '@/config/paths'

export type Consent = 'granted' | 'denied'

const CONSENT_KEY = 'kitly-analytics-consent'

/** The visitor's earlier answer, or null when they have not answered (or storage is off). */
export function storedConsent(): Consent | null {
  try {
    const answer = localStorage.getItem(CONSENT_KEY)
    return answer === 'granted' || answer === 'denied' ? answer : null
  } catch {
    return null
  }
}

function rememberConsent(consent: Consent) {
  try {
    localStorage.setItem(CONSENT_KEY, consent)
  } catch {
    // Storage off (private mode): the answer holds for this page only, and is asked again next time.
  }
}

/**
 * Asks before analytics load: a region at the foot of the screen, not a modal, so the page stays usable;
 * the answer is remembered in this browser.
 */
export function ConsentBanner({ onAnswer }: { onAnswer: (consent: Consent) => void }) {
  const answer = (consent: Consent) => {
    rememberConsent(consent)
    onAnswer(consent)
  }
  return (
    <section
      aria-label="Analytics consent"
      className={`${cardStyles} fixed inset-x-3 bottom-3 z-40 mx-auto max-w-2xl p-4 shadow-lg sm:flex sm:items-center sm:gap-4`}
    >
      <p className="text-sm text-fg">
        May we use analytics cookies to learn how the site is used? Nothing loads unless you accept. See our{' '}
        <Link to={paths.privacy.href()} className="font-medium text-brand-600 underline dark:text-brand-400">
          Privacy Policy
        </Link>
        .
      </p>
      <div className="mt-3 flex shrink-0 gap-2 sm:mt-0">
        <button type="button" className={buttonStyles.secondary} onClick={() => answer('denied')}>
          Decline
        </button>
        <button type="button" className={buttonStyles.primary} onClick={() => answer('granted')}>
          Accept
        </button>
      </div>
    </section>
  )
}
