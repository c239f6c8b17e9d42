import { type FormEvent, useState } from 'react'
import { TextAreaField, TextField } from '@/components/ui/field'
import { PasswordField } from '@/components/ui/password-input'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { ApiError } from '@/lib/api-client'
import type { Profile } from '@/lib/api-types'
import { isNetworkError, serverFieldErrors } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'
import { type ProfileChanges, updateProfile } from '../api/profile'
import { ConfirmWithGoogle } from './confirm-with-google'

const fields = ['name', 'email', 'mobile_number', 'bio', 'date_of_birth', 'location', 'current_password'] as const

const formFrom = ({ user, profile }: Profile): Required<ProfileChanges> => ({
  name: user.name ?? '',
  email: user.email,
  mobile_number: profile.mobile_number ?? '',
  bio: profile.bio ?? '',
  date_of_birth: profile.date_of_birth ?? '',
  location: profile.location ?? '',
  current_password: '',
})

/**
 * Tab Profile Information: every field, 'Save Changes' / 'Saving...'. A new email address asks
 * for the current password (or, without one, a confirmation with Google) and stays pending until the
 * link mailed to it is followed.
 */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { values: form, setValues: setForm, setErrors, bind } = useFormFields(() => formFrom(profile))
  const [saving, setSaving] = useState(false)
  const { has_password, pending_email } = profile.kitly_user
  const emailChanged = form.email.trim().toLowerCase() !== profile.user.email.toLowerCase()

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form.name.trim()) return setErrors({ name: 'Full name is required' })
    setSaving(true)
    try {
      // The password goes only with a new address.
      const { current_password: _password, ...changes } = form
      const saved = await updateProfile(emailChanged && has_password ? form : changes)
      setForm(formFrom(saved))
      toast.success(
        emailChanged && saved.kitly_user.pending_email
          ? `Profile updated. We sent a confirmation link to ${saved.kitly_user.pending_email}.`
          : 'Profile updated successfully!',
      )
    } catch (error) {
      console.error(error)
      setErrors(serverFieldErrors(error, fields))
      if (error instanceof ApiError && (error.status === 403 || error.status === 429)) toast.error(error.message)
      else toast.error(isNetworkError(error) ? 'Error updating profile' : 'Failed to update profile')
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
      <TextField label="Full Name" autoComplete="name" {...bind('name')} />
      <TextField
        label="Email Address"
        type="email"
        autoComplete="email"
        hint={
          pending_email &&
          `Confirmation sent to ${pending_email}. Your address changes once you follow the link in that email.`
        }
        {...bind('email')}
      />
      {emailChanged &&
        (has_password ? (
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            hint="Needed to change your email address."
            {...bind('current_password')}
          />
        ) : (
          <div className="sm:col-span-2">
            <ConfirmWithGoogle before="change your email address" />
          </div>
        ))}
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
