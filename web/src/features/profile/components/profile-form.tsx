import { type FormEvent, useState } from 'react'
import { Field, invalidStyles, TextField } from '@/components/ui/field'
import { buttonStyles, inputStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { Profile } from '@/lib/api-types'
import { type FieldErrors, isNetworkError, serverFieldErrors, withoutError } from '@/lib/form-errors'
import { type ProfileChanges, updateProfile } from '../api/profile'

const fields = ['name', 'email', 'mobile_number', 'bio', 'date_of_birth', 'location'] as const
type ProfileField = (typeof fields)[number]

const formFrom = ({ user, profile }: Profile): ProfileChanges => ({
  name: user.name ?? '',
  email: user.email,
  mobile_number: profile.mobile_number ?? '',
  bio: profile.bio ?? '',
  date_of_birth: profile.date_of_birth ?? '',
  location: profile.location ?? '',
})

/** Tab Profile Information (spec §2): every field, 'Save Changes' / 'Saving...'. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const [form, setForm] = useState(() => formFrom(profile))
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({})
  const [saving, setSaving] = useState(false)

  const bind = (field: ProfileField) => ({
    value: form[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [field]: event.target.value }))
      setErrors((current) => withoutError(current, field))
    },
  })

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form.name.trim()) return setErrors({ name: 'Full name is required' })
    setSaving(true)
    try {
      setForm(formFrom(await updateProfile(form)))
      toast.success('Profile updated successfully!')
    } catch (error) {
      console.error(error)
      setErrors(serverFieldErrors(error, fields))
      toast.error(isNetworkError(error) ? 'Error updating profile' : 'Failed to update profile')
    } finally {
      setSaving(false)
    }
  }

  const bio = bind('bio')
  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField label="Full Name" autoComplete="name" {...bind('name')} />
      <TextField label="Email Address" type="email" autoComplete="email" {...bind('email')} />
      <TextField label="Mobile Number" type="tel" autoComplete="tel" {...bind('mobile_number')} />
      <TextField label="Date of Birth" type="date" autoComplete="bday" {...bind('date_of_birth')} />
      <TextField label="Location" autoComplete="address-level2" className="sm:col-span-2" {...bind('location')} />
      <Field label="Bio" error={bio.error} className="sm:col-span-2">
        {(control) => (
          <textarea
            {...control}
            rows={4}
            value={bio.value}
            onChange={bio.onChange}
            placeholder="Tell us a little about yourself"
            className={`${inputStyles} ${invalidStyles}`}
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  )
}
