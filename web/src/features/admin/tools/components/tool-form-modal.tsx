import { PRICING_MODELS, type PricingModel } from '@kitly/api/field-rules'
import { ImageUp, Trash2 } from 'lucide-react'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { Field, FormError, invalidStyles, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { Category } from '@/lib/api-types'
import { EditorActions, EditorModal } from '../../shell/components/editor-modal'
import { StatusField } from '../../shell/components/form-fields'
import { UploadButton } from '../../shell/components/upload-button'
import { useAdminForm } from '../../shell/components/use-admin-form'
import { type AdminTool, createTool, updateTool, uploadLogo, useTaskOptions } from '../api/admin-tools'
import {
  emptyTool,
  HAS_API_CHOICES,
  type HasApiChoice,
  NOTABILITY_LEVELS,
  suggestedTasks,
  type ToolField,
  type ToolFormValues,
  toolFields,
  toolToForm,
  toToolBody,
  validateTool,
} from '../lib/tool-form'
import { PlatformPicker } from './platform-picker'
import { TaskPicker } from './task-picker'
import { ToolMakerSection } from './tool-maker-section'
import { ToolPlansSection } from './tool-plans-section'
import { ToolTutorialsSection } from './tool-tutorials-section'

type ToolFormModalProps = {
  /** The tool being edited, `'new'` for Add AI Tool, null when closed. */
  tool: AdminTool | 'new' | null
  categories: readonly Category[]
  onClose: () => void
  onSaved: (tool: AdminTool) => void
}

/** Add and edit in one modal (/admin/tools), with every field and its checks. */
export function ToolFormModal({ tool, categories, onClose, onSaved }: ToolFormModalProps) {
  return (
    <EditorModal
      item={tool}
      titles={{ add: 'Add AI Tool', edit: 'Edit AI Tool' }}
      description={(editing) => `Live at /tools/${editing.slug}`}
      size="wide"
      onClose={onClose}
    >
      {(editing) => (
        <>
          {editing && <ToolMakerSection toolId={editing.id} />}
          {editing && <ToolTutorialsSection toolId={editing.id} />}
          {editing && <ToolPlansSection toolId={editing.id} />}
          <ToolForm tool={editing} categories={categories} onCancel={onClose} onSaved={onSaved} />
        </>
      )}
    </EditorModal>
  )
}

type ToolFormProps = {
  tool: AdminTool | null
  categories: readonly Category[]
  onCancel: () => void
  onSaved: (tool: AdminTool) => void
}

const selectStyles = `${inputStyles} ${invalidStyles} h-10`

function ToolForm({ tool, categories, onCancel, onSaved }: ToolFormProps) {
  const taskOptions = useTaskOptions().data ?? []
  const form = useAdminForm<ToolFormValues, ToolField>({
    initial: () => (tool ? toolToForm(tool) : emptyTool),
    fields: toolFields,
    validate: (values) => validateTool(values, taskOptions.length > 0),
    save: async (values) => {
      const body = toToolBody(values, tool?.slug)
      const saved = tool ? await updateTool(tool.id, body) : await createTool(body)
      toast.success(tool ? 'Tool updated successfully!' : 'Tool created successfully!')
      onSaved(saved)
    },
    failure: (message) => `Failed to save tool: ${message}`,
    networkError: 'Error saving tool',
  })
  const { values, errors, bind, change } = form

  return (
    <form onSubmit={form.submit} noValidate className="space-y-5">
      {form.formError && <FormError>{form.formError}</FormError>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Tool Name *" data-autofocus {...bind('name')} />
        <TextField label="Official Website URL *" type="url" placeholder="https://" {...bind('website_url')} />
      </div>
      <TextField label="Short Description *" maxLength={500} {...bind('short_description')} />
      <TextAreaField label="Description" {...bind('description')} />
      <LogoField
        value={values.logo_url}
        error={errors.logo_url}
        name={values.name}
        onChange={(logo_url) => change({ logo_url })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Category" error={errors.category_id}>
          {(control) => (
            <select
              {...control}
              className={selectStyles}
              value={values.category_id}
              onChange={(event) => change({ category_id: event.target.value })}
            >
              <option value="">Uncategorized</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Pricing Model" error={errors.pricing_model}>
          {(control) => (
            <select
              {...control}
              className={selectStyles}
              value={values.pricing_model}
              onChange={(event) => change({ pricing_model: event.target.value as PricingModel })}
            >
              {PRICING_MODELS.map((model) => (
                <option key={model}>{model}</option>
              ))}
            </select>
          )}
        </Field>
        <StatusField value={values.status} error={errors.status} onChange={(status) => change({ status })} />
      </div>
      <TaskPicker
        options={taskOptions}
        value={values.tasks}
        suggested={suggestedTasks(tool)}
        error={errors.tasks}
        onChange={(tasks) => change({ tasks })}
      />
      <TextField label="Free Credit Info" placeholder="e.g. 100 free credits a month" {...bind('free_credit_info')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Video URL" type="url" placeholder="https://" {...bind('video_url')} />
        <TextField label="PDF URL" type="url" placeholder="https://" {...bind('pdf_url')} />
      </div>
      <TextAreaField label="Screenshot URLs" hint="Comma-separated URLs" {...bind('screenshots')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Tags" hint="Comma-separated" {...bind('tags')} />
        <TextField label="Search Keywords" hint="Comma-separated" {...bind('search_keywords')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField label="Features" hint="One a line" {...bind('features')} />
        <TextAreaField label="Use Cases" hint="One a line" {...bind('use_cases')} />
      </div>
      <PlatformPicker
        value={values.platforms}
        error={errors.platforms}
        onChange={(platforms) => change({ platforms })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Has API"
          hint="Leave “Not known” unless a source says so"
          error={errors.has_api}
          value={values.has_api}
          options={HAS_API_CHOICES}
          onChange={(has_api) => change({ has_api: has_api as HasApiChoice })}
        />
        <TextField label="Company" placeholder="The maker's name" maxLength={120} {...bind('company')} />
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <CheckboxField
          label="Open source"
          checked={values.open_source}
          onChange={(open_source) => change({ open_source })}
        />
        {values.open_source && (
          <TextField label="Licence" hint="SPDX identifier, e.g. MIT" maxLength={60} {...bind('license')} />
        )}
      </div>
      <SelectField
        label="Notability"
        hint="Ranks a widely known tool first in Popular order until reviews and clicks take over"
        error={errors.notability}
        value={String(values.notability)}
        options={NOTABILITY_LEVELS}
        onChange={(notability) => change({ notability: Number(notability) })}
      />
      <CheckboxField
        label="Featured tool"
        checked={values.is_featured}
        onChange={(is_featured) => change({ is_featured })}
      />
      <EditorActions saving={form.saving} label={tool ? 'Update Tool' : 'Create Tool'} onCancel={onCancel} />
    </form>
  )
}

type LogoFieldProps = { value: string; error: string | undefined; name: string; onChange: (value: string) => void }

/** A logo by URL or uploaded (JPG, PNG, SVG, WebP), with a preview that can be removed. */
function LogoField({ value, error, name, onChange }: LogoFieldProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      {value && (
        <div className="flex items-center gap-2">
          <img
            src={value}
            alt={`${name || 'Tool'} logo preview`}
            className="size-14 rounded-xl border border-line bg-white object-contain"
          />
          <button type="button" className={buttonStyles.small} onClick={() => onChange('')}>
            <Trash2 aria-hidden="true" />
            Remove logo
          </button>
        </div>
      )}
      <div className="min-w-56 flex-1">
        <TextField
          label="Logo URL"
          placeholder="https:// or upload an image"
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <UploadButton
        what="Logo"
        accept="image/jpeg,image/png,image/svg+xml,image/webp"
        icon={ImageUp}
        upload={uploadLogo}
        onUploaded={onChange}
      />
    </div>
  )
}
