/** `@kitly/api/import`: the spreadsheet import as the benchmarks drive it, outside the admin routes. */
export { ToolFieldsSchema } from '../content/tool-fields.ts'
export { openCopySession } from './copy-session.ts'
export { readSheet, type SheetRow } from './sheet.ts'
export { importTools } from './tool-import.ts'
