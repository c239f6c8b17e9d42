import { ArrowRight } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { TextField } from '@/components/ui/field'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { ApiError } from '@/lib/api-client'
import { submitErrorMessage } from '@/lib/form-errors'
import { checkSubmissionUrl, createSubmission, type Submission } from '../api/submissions'
import { ListedNotice, type Listing, listingOf } from './listed-notice'

/**
 * The first step: the tool's website. A site the catalog lists stops here with a link to its page; any other
 * starts a draft, pre-filled with what the catalog knows of the site.
 */
export function SubmitUrlStep({ onStarted }: { onStarted: (draft: Submission) => void }) {
  const [url, setUrl] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [listing, setListing] = useState<Listing | null>(null)
  const [checking, setChecking] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!url.trim()) {
      setError('Please enter your tool’s website')
      return
    }
    setChecking(true)
    setListing(null)
    try {
      const check = await checkSubmissionUrl(url.trim())
      if (check.listed && check.tool_slug) {
        setListing({ tool_slug: check.tool_slug, discontinued: check.discontinued })
        return
      }
      onStarted(await createSubmission({ ...(check.prefill ?? {}), website_url: check.url }))
    } catch (failure) {
      const listed = failure instanceof ApiError ? listingOf(failure) : null
      if (listed) setListing(listed)
      else
        setError(
          submitErrorMessage(failure, {
            fallback: 'Could not check this website. Please try again.',
            network: 'Network error. Please try again.',
          }),
        )
    } finally {
      setChecking(false)
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={`${cardStyles} space-y-5 p-6 sm:p-8`}>
      <TextField
        label="Tool website"
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://yourtool.ai"
        hint="We check whether it is listed already, and fill in what we know of it."
        value={url}
        error={error ?? undefined}
        onChange={(event) => {
          setUrl(event.target.value)
          setError(null)
          setListing(null)
        }}
      />
      {listing && <ListedNotice listing={listing} />}
      <button type="submit" className={`${buttonStyles.primary} h-11 w-full sm:w-auto`} disabled={checking}>
        {checking ? 'Checking…' : 'Continue'}
        <ArrowRight aria-hidden="true" />
      </button>
    </form>
  )
}
