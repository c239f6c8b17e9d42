export { type IndexableTool, ToolDocument, toToolDocument } from './document.ts'
export * from './engine.ts'
export { escapeHtml, highlight } from './highlight.ts'
export { createPostgresEngine } from './postgres/index.ts'
