import { Star } from 'lucide-react'
import { useId } from 'react'

/** Rating by star click: five radio buttons drawn as stars, so arrow keys work too. */
export function StarInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const name = useId()
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg">Your Rating</legend>
      <div className="mt-1.5 flex gap-1">
        {[1, 2, 3, 4, 5].map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-7 ${star <= value ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-zinc-300 dark:text-zinc-600'}`}
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
