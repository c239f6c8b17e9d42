/** The items of a list typed as text (tags by commas, URLs one a line): trimmed, blanks dropped. */
export const splitList = (text: string, separator: string | RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean)
