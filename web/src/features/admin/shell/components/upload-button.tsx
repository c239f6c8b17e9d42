import type { LucideIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { buttonStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { toastFailure } from '@/components/ui/toast-failure'

type UploadButtonProps = {
  /** What is uploaded, for the button and the toasts ('Logo', 'PDF'). */
  what: string
  accept: string
  icon: LucideIcon
  upload: (file: File) => Promise<string>
  onUploaded: (url: string) => void
}

/** A file picker styled as a button (keyboard focus shows on it): uploads the chosen file and hands back its URL. */
export function UploadButton({ what, accept, icon: Icon, upload, onUploaded }: UploadButtonProps) {
  const fileId = useId()
  const [uploading, setUploading] = useState(false)

  async function send(file: File) {
    setUploading(true)
    try {
      onUploaded(await upload(file))
      toast.success(`${what} uploaded successfully!`)
    } catch (uploadError) {
      toastFailure(
        uploadError,
        (message) => `Failed to upload ${what.toLowerCase()}: ${message}`,
        `Error uploading ${what.toLowerCase()}. Please try again.`,
      )
    } finally {
      setUploading(false)
    }
  }

  return (
    <div>
      <input
        id={fileId}
        type="file"
        accept={accept}
        className="peer sr-only"
        disabled={uploading}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void send(file)
        }}
      />
      <label
        htmlFor={fileId}
        className={`${buttonStyles.secondary} h-10 cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500`}
      >
        <Icon aria-hidden="true" />
        {uploading ? 'Uploading...' : `Upload ${what}`}
      </label>
    </div>
  )
}
