/**
 * Meilisearch's filter expressions, as far as the stand-in models them: `attr = v`, `!=`, `>`, `>=`, `<`, `<=`,
 * `attr IN [..]`, `attr NOT IN [..]`, `attr EXISTS`, `NOT`, `AND`, `OR` and parentheses; an array of expressions
 * is their AND, an inner array their OR. Strings compare without regard to case, booleans as "true"/"false".
 */
import { StandInError } from './errors.ts'

export type Document = Record<string, unknown>
type Test = (document: Document) => boolean

const invalidFilter = (message: string) => new StandInError(400, 'invalid_search_filter', message)

const TOKEN = /\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|!=|>=|<=|[=<>()[\],]|[^\s=<>!()[\],]+)/y

function tokenize(expression: string): string[] {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < expression.trim().length) {
    const match = TOKEN.exec(expression)
    if (!match?.[1]) throw invalidFilter(`Was expecting a value at \`${expression.slice(TOKEN.lastIndex)}\`.`)
    tokens.push(match[1])
  }
  return tokens
}

const unquote = (token: string) => (/^["']/.test(token) ? token.slice(1, -1).replace(/\\(.)/g, '$1') : token)

/** How a value compares: its text, lower-cased, numbers and booleans as written. */
const normalize = (value: unknown) => String(value).toLowerCase()

function values(document: Document, attribute: string): unknown[] {
  const value = document[attribute]
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

export function compileFilter(filter: unknown, filterable: readonly string[]): Test {
  if (filter === undefined || filter === null) return () => true
  if (typeof filter === 'string') return filter.trim() === '' ? () => true : parseExpression(filter, filterable)
  if (Array.isArray(filter)) {
    const parts = filter.map((part) =>
      Array.isArray(part)
        ? anyOf(part.map((inner) => compileFilter(inner, filterable)))
        : compileFilter(part, filterable),
    )
    return (document) => parts.every((test) => test(document))
  }
  throw invalidFilter('Invalid syntax for the filter parameter: `expected String, Array`.')
}

const anyOf =
  (tests: Test[]): Test =>
  (document) =>
    tests.some((test) => test(document))

function parseExpression(expression: string, filterable: readonly string[]): Test {
  const tokens = tokenize(expression)
  let at = 0
  const peek = () => tokens[at]
  const next = () => {
    const token = tokens[at++]
    if (token === undefined) throw invalidFilter(`Was expecting a value but instead got nothing in \`${expression}\`.`)
    return token
  }
  const keyword = (word: string) => {
    if (peek()?.toUpperCase() !== word) return false
    at++
    return true
  }

  const or = (): Test => {
    const parts = [and()]
    while (keyword('OR')) parts.push(and())
    return anyOf(parts)
  }
  const and = (): Test => {
    const parts = [not()]
    while (keyword('AND')) parts.push(not())
    return (document) => parts.every((test) => test(document))
  }
  const not = (): Test => {
    if (peek()?.toUpperCase() === 'NOT' && tokens[at + 2]?.toUpperCase() !== 'IN') {
      at++
      const inner = not()
      return (document) => !inner(document)
    }
    if (peek() === '(') {
      at++
      const inner = or()
      if (next() !== ')') throw invalidFilter(`Expression \`${expression}\` is missing a closing \`)\`.`)
      return inner
    }
    return condition()
  }
  const list = (): string[] => {
    if (next() !== '[') throw invalidFilter(`Expected \`[\` after \`IN\` in \`${expression}\`.`)
    const items: string[] = []
    while (peek() !== ']') {
      items.push(normalize(unquote(next())))
      if (peek() === ',') at++
    }
    at++
    return items
  }
  const condition = (): Test => {
    const attribute = unquote(next())
    if (!filterable.includes(attribute)) {
      const available = filterable.map((name) => `\`${name}\``).join(', ')
      throw invalidFilter(
        `Attribute \`${attribute}\` is not filterable. Available filterable attribute patterns are: ${available}.`,
      )
    }
    if (keyword('EXISTS')) return (document) => document[attribute] !== undefined
    if (keyword('IN')) {
      const items = list()
      return (document) => values(document, attribute).some((value) => items.includes(normalize(value)))
    }
    if (keyword('NOT')) {
      if (!keyword('IN')) throw invalidFilter(`Expected \`IN\` after \`NOT\` in \`${expression}\`.`)
      const items = list()
      return (document) => !values(document, attribute).some((value) => items.includes(normalize(value)))
    }
    const operator = next()
    const operand = normalize(unquote(next()))
    const compare = COMPARISONS[operator]
    if (!compare) throw invalidFilter(`Unknown operator \`${operator}\` in \`${expression}\`.`)
    return (document) => compare(values(document, attribute), operand)
  }

  const test = or()
  if (at < tokens.length)
    throw invalidFilter(`Found unexpected characters at the end of the filter: \`${tokens.slice(at).join(' ')}\`.`)
  return test
}

const numeric = (operand: string, check: (value: number, bound: number) => boolean) => (values: unknown[]) =>
  values.some((value) => typeof value === 'number' && check(value, Number(operand)))

const COMPARISONS: Record<string, (values: unknown[], operand: string) => boolean> = {
  '=': (values, operand) => values.some((value) => normalize(value) === operand),
  '!=': (values, operand) => !values.some((value) => normalize(value) === operand),
  '>': (values, operand) => numeric(operand, (value, bound) => value > bound)(values),
  '>=': (values, operand) => numeric(operand, (value, bound) => value >= bound)(values),
  '<': (values, operand) => numeric(operand, (value, bound) => value < bound)(values),
  '<=': (values, operand) => numeric(operand, (value, bound) => value <= bound)(values),
}
