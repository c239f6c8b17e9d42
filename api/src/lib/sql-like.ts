/** Text for a LIKE pattern: its `%`, `_` and `\` match themselves, not any text. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)
