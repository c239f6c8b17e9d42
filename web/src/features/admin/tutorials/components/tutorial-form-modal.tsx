import { DIFFICULTY_LABELS, DIFFICULTY_LEVELS, isHttpUrl, TUTORIAL_DURATION_MAX } from '@kitly/api/field-rules'
import { FileUp } from 'lucide-react'
import { Field, FormError, invalidStyles, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { inputStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { FieldErrors } from '@/lib/form-errors'
import { EditorActions, EditorModal } from '../../shell/components/editor-modal'
import { UploadButton } from '../../shell/components/upload-button'
import { useAdminForm } from '../../shell/components/use-admin-form'
import { ToolSearchSelect } from '../../tools/components/tool-search-select'
import {
  type AdminTutorial,
  createTutorial,
  type TutorialBody,
  updateTutorial,
  uploadTutorialPdf,
} from '../api/admin-tutorials'

type TutorialField = keyof TutorialBody

const DURATION_MESSAGE = `Duration must be a whole number of minutes from 1 to ${TUTORIAL_DURATION_MAX}`
const DIFFICULTY_OPTIONS = DIFFICULTY_LEVELS.map((level) => ({ value: level, label: DIFFICULTY_LABELS[level] }))

function validateTutorial(values: TutorialBody): FieldErrors<TutorialField> {
  const errors: FieldErrors<TutorialField> = {}
  if (!values.tool_id) errors.tool_id = 'Please choose the tool this tutorial is for'
  if (!values.title.trim()) errors.title = 'Title is required'
  const minutes = values.duration_minutes.trim()
  if (minutes && !(/^\d+$/.test(minutes) && Number(minutes) >= 1 && Number(minutes) <= TUTORIAL_DURATION_MAX)) {
    errors.duration_minutes = DURATION_MESSAGE
  }
  if (values.video_url.trim() && !isHttpUrl(values.video_url.trim())) errors.video_url = 'Video URL must be a valid URL'
  return errors
}

const toValues = (tutorial: AdminTutorial | null, toolId: number | undefined): TutorialBody => ({
  tool_id: String(tutorial?.tool_id ?? toolId ?? ''),
  title: tutorial?.title ?? '',
  description: tutorial?.description ?? '',
  difficulty_level: tutorial?.difficulty_level ?? 'beginner',
  duration_minutes: tutorial?.duration_minutes?.toString() ?? '',
  video_url: tutorial?.video_url ?? '',
  pdf_url: tutorial?.pdf_url ?? '',
})
const fields = Object.keys(toValues(null, undefined)) as TutorialField[]

type TutorialFormModalProps = {
  tutorial: AdminTutorial | 'new' | null
  /** The tool a new tutorial starts with (the list's tool filter), and its name. */
  toolId: number | undefined
  toolName: string | undefined
  onClose: () => void
  onSaved: (tutorial: AdminTutorial) => void
}

/** Add and edit a tutorial: tool and title required; Markdown description; video link; PDF by link or upload. */
export function TutorialFormModal({ tutorial, toolId, toolName, onClose, onSaved }: TutorialFormModalProps) {
  return (
    <EditorModal
      item={tutorial}
      titles={{ add: 'Add Tutorial', edit: 'Edit Tutorial' }}
      description={(editing) => `A tutorial of ${editing.tool_name}`}
      size="wide"
      onClose={onClose}
    >
      {(editing) => (
        <TutorialForm tutorial={editing} toolId={toolId} toolName={toolName} onCancel={onClose} onSaved={onSaved} />
      )}
    </EditorModal>
  )
}

type TutorialFormProps = Omit<TutorialFormModalProps, 'tutorial' | 'onClose'> & {
  tutorial: AdminTutorial | null
  onCancel: () => void
}

function TutorialForm({ tutorial, toolId, toolName, onCancel, onSaved }: TutorialFormProps) {
  const form = useAdminForm<TutorialBody, TutorialField>({
    initial: () => toValues(tutorial, toolId),
    fields,
    validate: validateTutorial,
    save: async (values) => {
      const saved = tutorial ? await updateTutorial(tutorial.id, values) : await createTutorial(values)
      toast.success(tutorial ? 'Tutorial updated successfully!' : 'Tutorial created successfully!')
      onSaved(saved)
    },
    failure: (message) => `Failed to save tutorial: ${message}`,
    networkError: 'Error saving tutorial. Please try again.',
  })
  const { values, errors, bind, change } = form

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      {form.formError && <FormError>{form.formError}</FormError>}
      <Field label="Tool *" error={errors.tool_id}>
        {(control) => (
          <ToolSearchSelect
            control={control}
            selectClassName={`${inputStyles} ${invalidStyles} h-10`}
            value={values.tool_id}
            chosenName={tutorial?.tool_name ?? toolName}
            onChange={(tool_id) => change({ tool_id })}
          />
        )}
      </Field>
      <TextField label="Title *" data-autofocus {...bind('title')} />
      <TextAreaField
        label="Description"
        hint="Markdown: **bold**, lists, links. Shown on the tool page, sanitized."
        rows={5}
        {...bind('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Difficulty"
          error={errors.difficulty_level}
          value={values.difficulty_level}
          options={DIFFICULTY_OPTIONS}
          onChange={(difficulty_level) => change({ difficulty_level })}
        />
        <TextField label="Duration (minutes)" inputMode="numeric" {...bind('duration_minutes')} />
      </div>
      <TextField
        label="Video URL"
        hint="YouTube and Vimeo links play on the tool page; other links open in a new tab"
        placeholder="https://"
        {...bind('video_url')}
      />
      <div className="flex flex-wrap items-end gap-4">
        <div className="min-w-56 flex-1">
          <TextField label="PDF" placeholder="https:// or upload a PDF" {...bind('pdf_url')} />
        </div>
        <UploadButton
          what="PDF"
          accept="application/pdf"
          icon={FileUp}
          upload={uploadTutorialPdf}
          onUploaded={(pdf_url) => change({ pdf_url })}
        />
      </div>
      <EditorActions
        saving={form.saving}
        label={tutorial ? 'Update Tutorial' : 'Create Tutorial'}
        onCancel={onCancel}
      />
    </form>
  )
}
