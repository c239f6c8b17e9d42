import { isHttpUrl } from '@kitly/api/field-rules'
import { FormError, TextAreaField, TextField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import type { FieldErrors } from '@/lib/form-errors'
import { EditorActions, EditorModal } from '../../shell/components/editor-modal'
import { type Status, StatusField } from '../../shell/components/form-fields'
import { useAdminForm } from '../../shell/components/use-admin-form'
import { type AdminBundle, type BundleBody, createBundle, updateBundle } from '../api/admin-bundles'
import { ToolPicker } from './tool-picker'

type BundleValues = Omit<BundleBody, 'slug' | 'tool_ids' | 'popularity' | 'status'> & {
  tool_ids: number[]
  popularity: string
  status: Status
}
type BundleField = keyof BundleValues

function validateBundle(values: BundleValues): FieldErrors<BundleField> {
  const errors: FieldErrors<BundleField> = {}
  if (!values.name.trim()) errors.name = 'Name is required'
  if (!values.summary.trim()) errors.summary = 'Summary is required'
  if (values.downloadable_resource.trim() && !isHttpUrl(values.downloadable_resource.trim()))
    errors.downloadable_resource = 'Please enter a valid URL (https://…)'
  return errors
}

/** Popularity is a whole number of at least 0; anything else becomes 0. */
const popularity = (text: string) => {
  const number = Number(text)
  return Number.isInteger(number) && number >= 0 ? number : 0
}

const toValues = (bundle: AdminBundle | null): BundleValues => ({
  name: bundle?.name ?? '',
  summary: bundle?.summary ?? '',
  description: bundle?.description ?? '',
  icon: bundle?.icon ?? '',
  tags: bundle?.tags.join(', ') ?? '',
  tool_ids: [...(bundle?.tool_ids ?? [])],
  use_case_guidance: bundle?.use_case_guidance ?? '',
  downloadable_resource: bundle?.downloadable_resource ?? '',
  status: bundle?.status ?? 'active',
  popularity: String(bundle?.popularity ?? 0),
})

const fields = Object.keys(toValues(null)) as BundleField[]

type BundleFormModalProps = {
  bundle: AdminBundle | 'new' | null
  onClose: () => void
  onSaved: () => void
}

/** Create and edit a bundle (/admin/bundles) with the tool picker. */
export function BundleFormModal({ bundle, onClose, onSaved }: BundleFormModalProps) {
  return (
    <EditorModal
      item={bundle}
      titles={{ add: 'Create Bundle', edit: 'Edit Bundle' }}
      description={(editing) => `Live at /bundles/${editing.slug}`}
      size="wide"
      onClose={onClose}
    >
      {(editing) => <BundleForm bundle={editing} onCancel={onClose} onSaved={onSaved} />}
    </EditorModal>
  )
}

type BundleFormProps = {
  bundle: AdminBundle | null
  onCancel: () => void
  onSaved: () => void
}

function BundleForm({ bundle, onCancel, onSaved }: BundleFormProps) {
  const form = useAdminForm<BundleValues, BundleField>({
    initial: () => toValues(bundle),
    fields,
    validate: validateBundle,
    save: async (values) => {
      // A blank slug is derived from the name by the API; an edited bundle keeps its own.
      const body: BundleBody = {
        ...values,
        slug: bundle?.slug ?? '',
        tool_ids: JSON.stringify(values.tool_ids),
        popularity: popularity(values.popularity),
      }
      await (bundle ? updateBundle(bundle.id, body) : createBundle(body))
      toast.success(bundle ? 'Bundle updated successfully!' : 'Bundle created successfully!')
      onSaved()
    },
    failure: (message) => `Failed to save bundle: ${message}`,
    networkError: 'Error saving bundle',
  })
  const { values, errors, bind, change } = form

  return (
    <form onSubmit={form.submit} noValidate className="space-y-5">
      {form.formError && <FormError>{form.formError}</FormError>}
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <TextField label="Name *" data-autofocus {...bind('name')} />
        <TextField label="Icon" hint="An emoji" {...bind('icon')} />
      </div>
      <TextField label="Summary *" {...bind('summary')} />
      <TextAreaField label="Use Case Description" {...bind('description')} />
      <ToolPicker value={values.tool_ids} onChange={(tool_ids) => change({ tool_ids })} />
      <TextAreaField label="Use Case Guidance" {...bind('use_case_guidance')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Tags" hint="Comma-separated" {...bind('tags')} />
        <TextField label="Downloadable Resource" type="url" placeholder="https://" {...bind('downloadable_resource')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <StatusField value={values.status} error={errors.status} onChange={(status) => change({ status })} />
        <TextField label="Popularity" type="number" min={0} step={1} {...bind('popularity')} />
      </div>
      <EditorActions saving={form.saving} label={bundle ? 'Update Bundle' : 'Create Bundle'} onCancel={onCancel} />
    </form>
  )
}
