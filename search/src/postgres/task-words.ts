/**
 * The jobs a query names in the task data's words: a phrase of several words that is a task's name, synonym or
 * trigger ("build an app", "remove background", "chatgpt alternative"), found as the Magic Kit planner finds them
 * in a goal (recommender/plan.ts). A tool doing that task is credited with the phrase's words whether or not its
 * own text has them: the task data holds the other ways of saying the job.
 */
import { findMatches } from '../recommender/plan.ts'
import { FILLER_STEMS, type TaskData } from '../recommender/task-data.ts'
import { tokenize } from '../recommender/text.ts'

/** A word of the query (normalized as parsed) and a task whose phrase in the query holds it. */
export type TaskWord = { word: string; taskId: number }

/**
 * The words of `text` that belong to a phrase naming a task, each with that task. Phrases of one word are left out:
 * the text matches the word already, and one word often names several jobs ("website", "security").
 */
export function findTaskWords(text: string, data: TaskData): TaskWord[] {
  const tokens = tokenize(text)
  const matches = findMatches({ tokens, inContext: tokens.map(() => false), hintTokens: new Set() }, data)
  const found = new Map<string, TaskWord>()
  for (const match of matches) {
    if (match.phrase.kind !== 'task' || match.words < 2) continue
    const { task, stems } = match.phrase
    const span = tokens.slice(match.start, match.end)
    // The phrase's words together, only fillers between them: a goal's phrase may have other words between its own
    // ("open source model" in "open source music generation model"), a query's is then a different job.
    if (span.some((token) => !stems.includes(token.stem) && !FILLER_STEMS.has(token.stem))) continue
    for (const token of span) {
      if (stems.includes(token.stem)) found.set(`${token.word} ${task.id}`, { word: token.word, taskId: task.id })
    }
  }
  return [...found.values()]
}
