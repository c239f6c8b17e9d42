import { useRef, useState } from 'react'
import type { KitPreferences } from '@/lib/api-types'
import { generateKit } from '../api/generate-kit'
import { defaultPreferences, fallbackKit, type KitView } from '../lib/kit'
import { KitForm } from './kit-form'
import { KitResult } from './kit-result'

/** The Magic Kit Builder's three states: form, loading, result. */
export function KitBuilder() {
  const [prompt, setPrompt] = useState('')
  const [preferences, setPreferences] = useState<KitPreferences>(defaultPreferences)
  const [loading, setLoading] = useState(false)
  const [kit, setKit] = useState<KitView | null>(null)
  const top = useRef<HTMLDivElement>(null)

  async function generate() {
    const goal = prompt.trim()
    setLoading(true)
    try {
      const answer = await generateKit(goal, preferences)
      setKit({ ...answer, prompt: goal, preferences: answer.preferences })
    } catch (error) {
      // A failed generation is logged and shown as an empty kit named after the prompt.
      console.error('Kit generation failed', error)
      setKit(fallbackKit(goal, preferences))
    } finally {
      setLoading(false)
      top.current?.scrollIntoView({ block: 'start' })
    }
  }

  function restart() {
    setKit(null)
    setPrompt('')
  }

  return (
    <div ref={top} className="scroll-mt-24">
      {kit ? (
        <KitResult kit={kit} onRestart={restart} />
      ) : (
        <KitForm
          prompt={prompt}
          preferences={preferences}
          loading={loading}
          onPromptChange={setPrompt}
          onPreferencesChange={setPreferences}
          onSubmit={generate}
        />
      )}
    </div>
  )
}
