import { slugFromName } from '@kitly/api/field-rules'
import { useState } from 'react'
import { FormError, TextField } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import type { Category } from '@/lib/api-types'
import type { FieldErrors } from '@/lib/form-errors'
import { EditorActions, EditorModal } from '../../shell/components/editor-modal'
import { useAdminForm } from '../../shell/components/use-admin-form'
import { type CategoryBody, createCategory, updateCategory } from '../api/admin-categories'

type Field = keyof CategoryBody
const fields = ['name', 'slug', 'description', 'icon', 'tags'] as const satisfies readonly Field[]
const SLUG = /^[a-z0-9-]+$/

function validateCategory(values: CategoryBody): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {}
  if (!values.name.trim()) errors.name = 'Name is required'
  if (!values.slug.trim()) errors.slug = 'Slug is required'
  else if (!SLUG.test(values.slug.trim())) errors.slug = 'Slug may only contain lowercase letters, digits and hyphens'
  return errors
}

type CategoryFormModalProps = {
  category: Category | 'new' | null
  onClose: () => void
  onSaved: (category: Category) => void
}

/** Add and edit a category. */
export function CategoryFormModal({ category, onClose, onSaved }: CategoryFormModalProps) {
  return (
    <EditorModal item={category} titles={{ add: 'Add Category', edit: 'Edit Category' }} onClose={onClose}>
      {(editing) => <CategoryForm category={editing} onCancel={onClose} onSaved={onSaved} />}
    </EditorModal>
  )
}

type CategoryFormProps = { category: Category | null; onCancel: () => void; onSaved: (category: Category) => void }

function CategoryForm({ category, onCancel, onSaved }: CategoryFormProps) {
  // A new category's slug follows its name until the admin edits the slug themselves.
  const [slugEdited, setSlugEdited] = useState(category !== null)
  const form = useAdminForm<CategoryBody, Field>({
    initial: () => ({
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      icon: category?.icon ?? '',
      tags: category?.tags.join(', ') ?? '',
    }),
    fields,
    validate: validateCategory,
    save: async (values) => {
      const saved = category ? await updateCategory(category.id, values) : await createCategory(values)
      toast.success(category ? 'Category updated successfully!' : 'Category created successfully!')
      onSaved(saved)
    },
    failure: (message) => `Failed to save category: ${message}`,
    networkError: 'Error saving category. Please try again.',
  })
  const name = form.bind('name')
  const slug = form.bind('slug')

  return (
    <form onSubmit={form.submit} noValidate className="space-y-4">
      {form.formError && <FormError>{form.formError}</FormError>}
      <TextField
        label="Name *"
        data-autofocus
        {...name}
        onChange={(event) =>
          form.change(
            slugEdited
              ? { name: event.target.value }
              : { name: event.target.value, slug: slugFromName(event.target.value) },
          )
        }
      />
      <TextField
        label="Slug *"
        hint="Lowercase letters, digits and hyphens"
        {...slug}
        onChange={(event) => {
          setSlugEdited(true)
          slug.onChange(event)
        }}
      />
      <TextField label="Description" {...form.bind('description')} />
      <TextField label="Icon" hint="An emoji, or an image URL starting with http" {...form.bind('icon')} />
      <TextField label="Tags (SEO)" hint="Comma-separated" {...form.bind('tags')} />
      <EditorActions
        saving={form.saving}
        label={category ? 'Update Category' : 'Create Category'}
        onCancel={onCancel}
      />
    </form>
  )
}
