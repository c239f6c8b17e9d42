import { LoaderCircle, WandSparkles } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { Segmented } from '@/components/ui/segmented'
import { buttonStyles, cardStyles, inputStyles } from '@/components/ui/styles'
import type { KitPreferences } from '@/lib/api-types'
import { BUDGETS, COMPLEXITIES, canSubmitPrompt, KIT_SIZES, MAX_PROMPT_LENGTH } from '../lib/kit'

const examplePrompts = [
  'Launch a YouTube channel about home cooking',
  'Start an online store for handmade jewelry',
  'Automate client reporting for my small marketing agency',
  'Write, design and self-publish a non-fiction book',
] as const

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

type KitFormProps = {
  prompt: string
  preferences: KitPreferences
  loading: boolean
  onPromptChange: (prompt: string) => void
  onPreferencesChange: (preferences: KitPreferences) => void
  onSubmit: () => void
}

/** The goal, example prompts and preferences. */
export function KitForm({ prompt, preferences, loading, onPromptChange, onPreferencesChange, onSubmit }: KitFormProps) {
  const promptId = useId()
  const hintId = useId()

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (canSubmitPrompt(prompt, loading)) onSubmit()
  }

  return (
    <form onSubmit={handleSubmit} className={`${cardStyles} space-y-8 p-5 sm:p-8`} aria-busy={loading}>
      <div>
        <label htmlFor={promptId} className="text-base font-semibold text-fg">
          What are you working on?
        </label>
        <p id={hintId} className="mt-1 text-sm text-muted">
          Describe your project or goal in a sentence or two. The more specific, the better the kit.
        </p>
        <textarea
          id={promptId}
          rows={4}
          maxLength={MAX_PROMPT_LENGTH}
          value={prompt}
          aria-describedby={hintId}
          placeholder="e.g. I want to launch a podcast about personal finance and grow it on social media"
          onChange={(event) => onPromptChange(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter submits from the textarea, where Enter alone makes a new line.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) handleSubmit(event)
          }}
          className={`${inputStyles} mt-3 resize-y text-base leading-7`}
        />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium text-muted">Try:</span>
          {examplePrompts.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => onPromptChange(example)}
              className="rounded-full border border-line bg-surface px-3 py-1 text-xs text-fg hover:border-brand-300 hover:bg-brand-50 dark:hover:border-brand-700 dark:hover:bg-brand-500/10"
            >
              {example}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <Segmented
          legend="Budget"
          name="budget"
          value={preferences.budget}
          options={BUDGETS.map((value) => ({ value, label: capitalize(value) }))}
          onChange={(budget) => onPreferencesChange({ ...preferences, budget })}
        />
        <Segmented
          legend="Complexity"
          name="complexity"
          value={preferences.complexity}
          options={COMPLEXITIES.map((value) => ({ value, label: capitalize(value) }))}
          onChange={(complexity) => onPreferencesChange({ ...preferences, complexity })}
        />
        <Segmented
          legend="Kit size"
          name="kit_size"
          value={String(preferences.kit_size) as `${(typeof KIT_SIZES)[number]}`}
          options={KIT_SIZES.map((size) => ({ value: `${size}` as const, label: `${size} tools` }))}
          onChange={(size) => onPreferencesChange({ ...preferences, kit_size: Number(size) })}
        />
      </div>
      {loading && (
        <p role="status" className="sr-only">
          Generating your perfect AI kit...
        </p>
      )}
      <button
        type="submit"
        className={`${buttonStyles.large} w-full sm:w-auto`}
        disabled={!canSubmitPrompt(prompt, loading)}
      >
        {loading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <WandSparkles aria-hidden="true" />}
        {loading ? 'Generating your perfect AI kit...' : 'Generate My Kit'}
      </button>
    </form>
  )
}
