/** A one-line progress bar on stderr for long CLI jobs: redrawn in place on a terminal, a line per 10 % otherwise. */
const WIDTH = 30

export function progressBar(label: string): (done: number, total: number) => void {
  let lastTenth = -1
  return (done, total) => {
    const share = total === 0 ? 1 : done / total
    const filled = Math.round(share * WIDTH)
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${Math.round(share * 100)}% ${done}/${total}`
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}`)
    } else if (Math.floor(share * 10) !== lastTenth) {
      lastTenth = Math.floor(share * 10)
      process.stderr.write(`${line}\n`)
    }
  }
}
