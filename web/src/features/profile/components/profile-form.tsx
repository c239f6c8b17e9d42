import { type FormEvent, useState } from 'react'
import { TextAreaField, TextField } from '@/components/ui/field'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import type { Profile } from '@/lib/api-types'
import { isNetworkError, serverFieldErrors } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'
import { type ProfileChanges, updateProfile } from '../api/profile'

const fields = ['name', 'email', 'mobile_number', 'bio', 'date_of_birth', 'location'] as const

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
  const { values: form, setValues: setForm, setErrors, bind } = useFormFields(() => formFrom(profile))
  const [saving, setSaving] = useState(false)

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

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField label="Full Name" autoComplete="name" {...bind('name')} />
      <TextField label="Email Address" type="email" autoComplete="email" {...bind('email')} />
      <TextField label="Mobile Number" type="tel" autoComplete="tel" {...bind('mobile_number')} />
      <TextField label="Date of Birth" type="date" autoComplete="bday" {...bind('date_of_birth')} />
      <TextField label="Location" autoComplete="address-level2" className="sm:col-span-2" {...bind('location')} />
      <TextAreaField
        label="Bio"
        rows={4}
        placeholder="Tell us a little about yourself"
        className="sm:col-span-2"
        {...bind('bio')}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  )
}
