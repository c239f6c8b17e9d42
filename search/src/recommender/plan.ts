/**
 * The kit planner: a goal becomes ordered steps (tasks). It recognises the project types the goal
 * describes ("plan my wedding") and the tasks it names ("translate my menu"), by phrase on stemmed words;
 * named tasks come first, then each project's steps in turn, then the tasks that share projects with those,
 * then what the goal's subject names, then the tasks that share their categories.
 */

import { FILLER_STEMS, type PlannerPhrase, type ProjectType, type Task, type TaskData } from './task-data.ts'
import type { Token } from './text.ts'

/**
 * goal: named by the goal; project: a step of a project type the goal describes; context: named (or a
 * project's step) in the goal's subject ("transcripts for my podcast"); related: fills the kit, from the
 * project types and categories of the steps above; words: from the tools matching the goal's words;
 * llm: proposed by the language model.
 */
export type StepSource = 'goal' | 'project' | 'context' | 'related' | 'words' | 'llm'

export type PlannedStep = { task: Task; source: StepSource; trigger: string | null }

export type Plan = {
  /** Best first; more than a kit needs, so a step no tool can serve (budget, complexity) gives way. */
  steps: PlannedStep[]
  /** The project types recognised in the goal's main ask, first named first. */
  projects: ProjectType[]
}

export type GoalReading = {
  tokens: readonly Token[]
  /** Per token: it describes the subject or audience, not the job (see contextMask in goal.ts). */
  inContext: readonly boolean[]
  /** Tokens that only set a preference ("on a zero budget"). */
  hintTokens: ReadonlySet<number>
}

export type Match = { start: number; end: number; words: number; phrase: PlannerPhrase }

/** How many steps a plan offers at most: enough for the largest kit, with room for steps that give way. */
const MAX_STEPS = 24

export function planSteps(reading: GoalReading, data: TaskData): Plan {
  const matches = findMatches(reading, data)
  const steps: PlannedStep[] = []
  const add = (task: Task | undefined, source: StepSource, trigger: string | null) => {
    if (task && !steps.some((step) => step.task.slug === task.slug)) steps.push({ task, source, trigger })
  }
  const inContext = (match: Match) => reading.inContext[match.start] === true
  const words = (match: Match) =>
    reading.tokens
      .slice(match.start, match.end)
      .map((token) => token.word)
      .join(' ')

  const taskMatches = matches.filter((m) => m.phrase.kind === 'task')
  const projectMatches = matches.filter((m) => m.phrase.kind === 'project')
  const projectsOf = (list: readonly Match[]) => [
    ...new Map(
      list.flatMap((m) => (m.phrase.kind === 'project' ? [[m.phrase.project.slug, m.phrase.project] as const] : [])),
    ).values(),
  ]
  const mainProjects = projectsOf(projectMatches.filter((m) => !inContext(m)))
  const contextProjects = projectsOf(projectMatches.filter(inContext)).filter((p) => !mainProjects.includes(p))

  for (const match of taskMatches.filter((m) => !inContext(m))) add(taskOf(match), 'goal', words(match))
  // Several projects in one goal take turns: each one's first step, then each one's second, ...
  const interleave = (projects: readonly ProjectType[], source: StepSource) => {
    const longest = Math.max(0, ...projects.map((p) => p.steps.length))
    for (let position = 0; position < longest; position++) {
      for (const project of projects) {
        const slug = project.steps[position]
        if (slug) add(data.tasksBySlug.get(slug), source, project.name)
      }
    }
  }
  interleave(mainProjects, 'project')
  // What the goal's subject names ("a podcast about personal finance", "for my startup") is not the job:
  // it leads only when the goal asks nothing else, and otherwise comes after the job's related tasks.
  const addContext = () => {
    for (const match of taskMatches.filter(inContext)) add(taskOf(match), 'context', words(match))
    interleave(contextProjects, 'context')
  }
  if (steps.length === 0) addContext()
  const related = relatedTasks(
    steps,
    steps.some((step) => step.source === 'context') ? contextProjects : mainProjects,
    data,
  )
  // Tasks that share projects with the steps come before the subject's; tasks that only share a category, after.
  for (const task of related.byProject) add(task, 'related', null)
  addContext()
  for (const task of related.byCategory) add(task, 'related', null)
  return { steps: steps.slice(0, MAX_STEPS), projects: mainProjects }
}

const taskOf = (match: Match) => (match.phrase.kind === 'task' ? match.phrase.task : undefined)

/** Words a phrase of several words may skip between its own ("summarize long YouTube videos"). */
const MAX_GAP = 2

/**
 * Every phrase of the task data found in the goal, filler words skipped on both sides and a few other words
 * allowed between a phrase's words. Overlapping matches compete: the one of more words wins, or on a tie
 * the one that holds the other ("podcast transcripts" asks for transcription, not for launching a podcast).
 * A word that names several tasks is ambiguous: where the goal has clearer matches, it stays only when it
 * agrees with one (a step of the project named, or a task of the same category), so "open source" in "run
 * an open source model locally" does not ask for recruiting.
 */
export function findMatches({ tokens, hintTokens }: GoalReading, data: TaskData): Match[] {
  // The goal's stems without fillers, each remembering its token.
  const kept = tokens.flatMap((token, index) =>
    FILLER_STEMS.has(token.stem) || hintTokens.has(index) ? [] : [{ stem: token.stem, index }],
  )
  const found: Match[] = []
  kept.forEach((start, at) => {
    for (const phrase of data.phraseIndex.get(start.stem) ?? []) {
      const last = phraseEnd(kept, at, phrase.stems)
      if (last === -1) continue
      const end = (kept[last]?.index ?? start.index) + 1
      // A phrase does not reach across punctuation ("… my menu. Dishes …").
      if (crossesBreak(tokens, start.index + 1, end)) continue
      found.push({ start: start.index, end, words: phrase.stems.length, phrase })
    }
  })
  const overlaps = (a: Match, b: Match) => a.start < b.end && b.start < a.end
  const holds = (a: Match, b: Match) => a.start <= b.start && a.end >= b.end && a.end - a.start > b.end - b.start
  const beats = (a: Match, b: Match) => overlaps(a, b) && (a.words > b.words || (a.words === b.words && holds(a, b)))
  const accepted = found.filter((match) => !found.some((other) => other !== match && beats(other, match)))
  // A word that names several tasks ("source": fact-checking or recruiting) is ambiguous on its own.
  const targets = new Map<string, Set<string>>()
  for (const m of accepted.filter((m) => m.words === 1)) {
    const key = `${m.start}`
    targets.set(
      key,
      (targets.get(key) ?? new Set()).add(m.phrase.kind === 'task' ? m.phrase.task.slug : m.phrase.project.slug),
    )
  }
  const ambiguous = (m: Match) => m.words === 1 && (targets.get(`${m.start}`)?.size ?? 0) > 1
  const clear = accepted.filter((m) => !ambiguous(m))
  const agrees = (task: Task) =>
    clear.some((m) =>
      m.phrase.kind === 'project'
        ? m.phrase.project.steps.includes(task.slug)
        : m.phrase.task.category_slug === task.category_slug,
    )
  return accepted
    .filter((m) => !ambiguous(m) || clear.length === 0 || (m.phrase.kind === 'task' && agrees(m.phrase.task)))
    .sort((a, b) => a.start - b.start || b.words - a.words)
}

/**
 * Where in `kept` the phrase starting at `at` ends, each of its words at most MAX_GAP words after the one
 * before; -1 when the words are not there. Index loops, not slices: tool texts are matched by the thousand.
 */
function phraseEnd(kept: readonly { stem: string }[], at: number, stems: readonly string[]): number {
  let position = at
  for (let word = 1; word < stems.length; word++) {
    const limit = Math.min(kept.length, position + 2 + MAX_GAP)
    let next = -1
    for (let i = position + 1; i < limit && next === -1; i++) if (kept[i]?.stem === stems[word]) next = i
    if (next === -1) return -1
    position = next
  }
  return position
}

function crossesBreak(tokens: readonly Token[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (tokens[i]?.breakBefore) return true
  return false
}

/**
 * Tasks to fill a kit after the planned steps, most related first: those sharing project types with the
 * steps (a project with more of the steps counts more), then those only in the steps' categories; only
 * tasks some tool does. Ties go to the task more tools do.
 */
export function relatedTasks(
  steps: readonly PlannedStep[],
  projects: readonly ProjectType[],
  data: TaskData,
): { byProject: Task[]; byCategory: Task[] } {
  const planned = new Set(steps.map((step) => step.task.slug))
  const byProject = new Map<string, number>()
  for (const project of data.projectTypes) {
    const shared = project.steps.filter((slug) => planned.has(slug)).length
    const named = projects.includes(project)
    if (shared === 0 && !named) continue
    // A project that shares a single step with a longer plan says little; its other steps count less.
    const weight = named ? 3 : shared >= 2 || planned.size === 1 ? shared : 0.5
    for (const slug of project.steps) byProject.set(slug, (byProject.get(slug) ?? 0) + weight)
  }
  const categories = new Map<string, number>()
  for (const step of steps) {
    const category = step.task.category_slug
    if (category) categories.set(category, (categories.get(category) ?? 0) + 1)
  }
  const byCategory = new Map<string, number>()
  for (const task of data.tasks) {
    const shared = task.category_slug ? (categories.get(task.category_slug) ?? 0) : 0
    if (shared > 0) byCategory.set(task.slug, shared)
  }
  const ranked = (scores: ReadonlyMap<string, number>) =>
    [...scores.entries()]
      .flatMap(([slug, value]) => {
        const task = data.tasksBySlug.get(slug)
        return task && task.tool_count > 0 && !planned.has(slug) ? [{ task, value }] : []
      })
      .sort(
        (a, b) => b.value - a.value || b.task.tool_count - a.task.tool_count || a.task.slug.localeCompare(b.task.slug),
      )
      .map(({ task }) => task)
  const first = ranked(byProject)
  return { byProject: first, byCategory: ranked(byCategory).filter((task) => !first.includes(task)) }
}
