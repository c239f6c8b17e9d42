import { lazyNamed } from '@/lib/lazy-named'

// The tool form and the bulk upload open on few visits of the list, and their code (the form's checks, the API's
// schemas it reads plans with, the import jobs) would otherwise be evaluated before the list's first rows are shown.
// Each downloads when its button is reached for (preloadOn) or at the latest when it first opens.
export const loadToolForm = () => import('./tool-form-modal')
export const ToolFormModal = lazyNamed(loadToolForm, 'ToolFormModal')
export const loadToolBulkUpload = () => import('./tool-bulk-upload')
export const ToolBulkUpload = lazyNamed(loadToolBulkUpload, 'ToolBulkUpload')
