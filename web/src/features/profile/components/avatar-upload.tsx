import { Camera, LoaderCircle, UserRound } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { submitErrorMessage } from '@/lib/form-errors'
import { uploadAvatar } from '../api/profile'
import { avatarProblem } from '../lib/rules'

/** The avatar with its upload control: the chosen picture shows at once, before the upload finishes. */
export function AvatarUpload({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const inputId = useId()
  const [preview, setPreview] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)

  // The object URL lives as long as the preview shows.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview)
    },
    [preview],
  )

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = avatarProblem(file)
    if (problem) return void toast.error(problem)
    setPreview(URL.createObjectURL(file))
    setUploading(true)
    try {
      await uploadAvatar(file)
      toast.success('Profile photo updated successfully!')
    } catch (error) {
      setPreview(null)
      console.error(error)
      toast.error(submitErrorMessage(error, { network: 'Error uploading photo', fallback: 'Failed to upload photo' }))
    } finally {
      setUploading(false)
    }
  }

  const shown = preview ?? imageUrl
  return (
    <div className="relative size-28 shrink-0">
      {shown ? (
        <img
          src={shown}
          alt={name}
          className="size-full rounded-full border-4 border-surface object-cover shadow-md"
          referrerPolicy="no-referrer"
        />
      ) : (
        <span className="flex size-full items-center justify-center rounded-full border-4 border-surface bg-subtle text-muted shadow-md">
          <UserRound aria-hidden="true" className="size-12" />
        </span>
      )}
      {uploading && (
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-zinc-950/40">
          <LoaderCircle aria-label="Uploading photo" className="size-7 animate-spin text-white" />
        </span>
      )}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        onChange={handleChange}
        disabled={uploading}
      />
      <label
        htmlFor={inputId}
        title="Change photo"
        className="absolute right-0 bottom-0 flex size-9 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-white shadow-md hover:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500"
      >
        <Camera aria-hidden="true" className="size-4" />
        <span className="sr-only">Upload profile photo</span>
      </label>
    </div>
  )
}
