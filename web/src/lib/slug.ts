/**
 * The slug rule of admin.md §5: lowercase the name, runs of non-alphanumerics become a hyphen, no hyphen
 * at either end. Accents are folded first ("Café" → "cafe"), as the API does (api/src/lib/tool-fields.ts).
 */
export const slugFromName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
