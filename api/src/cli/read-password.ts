/**
 * Reads a password for a command: typed at a hidden prompt (twice, to catch typos) on a terminal, or the
 * first line of standard input when it is piped (`echo "$PASSWORD" | pnpm kitly admin:create ...`).
 */
import { text } from 'node:stream/consumers'

export async function readPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) return ((await text(process.stdin)).split(/\r?\n/)[0] ?? '').trimEnd()
  const first = await promptHidden(question)
  const second = await promptHidden('Repeat it: ')
  if (first !== second) throw new PasswordInputError('The two passwords do not match.')
  return first
}

export class PasswordInputError extends Error {}

/** A prompt that does not echo what is typed (raw mode: we see each key, the terminal shows nothing). */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin
    process.stdout.write(question)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    let typed = ''
    const done = (error?: Error) => {
      stdin.setRawMode(false)
      stdin.pause()
      stdin.removeListener('data', onData)
      process.stdout.write('\n')
      if (error) reject(error)
      else resolve(typed)
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done()
        if (char === '\u0003') return done(new PasswordInputError('Cancelled.'))
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1)
        else if (char >= ' ') typed += char
      }
    }
    stdin.on('data', onData)
  })
}
