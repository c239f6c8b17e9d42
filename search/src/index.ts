export { type IndexableTool, ToolDocument, toToolDocument } from './document.ts'
