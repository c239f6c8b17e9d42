export type RowError = { row: number; message: string }

/** The rows an import rejected, each by its number in the file and why. */
export function RowErrorList({ errors }: { errors: readonly RowError[] }) {
  if (errors.length === 0) return null
  return (
    <section aria-label="Row errors">
      <h3 className="text-sm font-semibold text-red-700 dark:text-red-300">Rows not imported</h3>
      <ul className="mt-2 max-h-56 divide-y divide-line overflow-y-auto rounded-lg border border-line text-sm">
        {errors.map((error) => (
          <li key={`${error.row}-${error.message}`} className="px-3 py-2">
            <span className="font-medium">Row {error.row}:</span> {error.message}
          </li>
        ))}
      </ul>
    </section>
  )
}
