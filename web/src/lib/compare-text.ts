/**
 * Alphabetical order for names, ignoring case ('ai Agents' before 'Audio'). Not `localeCompare`: its first call
 * loads the browser's collation data, a few hundred milliseconds on a phone-speed CPU (the mobile Lighthouse goal,
 * bench/src/goals.ts), and the catalog's names are plain English.
 */
export function compareText(a: string, b: string): number {
  const [left, right] = [a.toLowerCase(), b.toLowerCase()]
  if (left !== right) return left < right ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}
