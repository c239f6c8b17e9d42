/**
 * G16's measured process: imports an .xlsx into the tools table either streaming (the product's reader) or
 * after loading the whole workbook (ExcelJS readFile), and prints rows, seconds and its own peak RSS as JSON.
 * A process of its own, so the peak RSS is this import's alone. ExcelJS is loaded only to load the workbook: the product
 * reader does not use it, and merely loading it (its zip writer's dependencies) let the streaming import's heap grow.
 * Usage: node import-xlsx-child.ts stream|load <file.xlsx> <database url>
 */
import { createReadStream } from 'node:fs'
import { importTools, readSheet, type SheetRow } from '@kitly/api/import'

const [mode, file, databaseUrl] = process.argv.slice(2) as [string, string, string]

async function* loadedRows(): AsyncGenerator<SheetRow> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.readFile(file)
  const sheet = workbook.worksheets[0]
  if (!sheet) return
  for (let number = 1; number <= sheet.rowCount; number++) {
    const values = sheet.getRow(number).values as unknown[]
    yield { number, cells: values.slice(1).map((value) => String(value ?? '')) }
  }
}

const started = performance.now()
const rows = mode === 'stream' ? readSheet(createReadStream(file), 'xlsx') : loadedRows()
const result = await importTools(databaseUrl, rows, { override: false })
process.stdout.write(
  JSON.stringify({
    rows: result.successCount,
    errors: result.errorCount,
    seconds: (performance.now() - started) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  }),
)
