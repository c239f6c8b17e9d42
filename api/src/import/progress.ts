/**
 * How far an import got, told to whoever runs it (the job that the back office polls, the CLI's progress bar).
 * The importers count every row here; the listener decides how often to pass it on.
 */
import type { ImportStage } from '../routes/admin/import-jobs/schemas.ts'

export type ImportProgress = {
  stage: ImportStage
  /** Data rows read from the file. */
  parsed: number
  /** Rows checked by the import's rules, whether accepted or rejected. */
  validated: number
  /** Rows written to the database (known once the set-based write is done, for tools). */
  written: number
}

export type ImportProgressListener = (progress: Readonly<ImportProgress>) => void

/** The running counts of one import; every change is passed to `listener`, which must be cheap. */
export class ProgressCounter {
  readonly #progress: ImportProgress = { stage: 'reading', parsed: 0, validated: 0, written: 0 }
  readonly #listener: ImportProgressListener

  constructor(listener: ImportProgressListener = () => {}) {
    this.#listener = listener
  }

  /** A data row read and checked (the importers check each row as they read it). */
  rowChecked(): void {
    this.#progress.parsed += 1
    this.#progress.validated += 1
    this.#listener(this.#progress)
  }

  stage(stage: ImportStage): void {
    this.#progress.stage = stage
    this.#listener(this.#progress)
  }

  wrote(rows: number): void {
    this.#progress.written += rows
    this.#listener(this.#progress)
  }
}
