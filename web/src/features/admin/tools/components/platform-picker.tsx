import type { ToolPlatform } from '@kitly/search/schemas'
import { CheckboxField } from '@/components/ui/checkbox-field'
import { labelStyles } from '@/components/ui/styles'
import { PLATFORM_LABELS, PLATFORMS } from '@/lib/listing-labels'

type PlatformPickerProps = {
  value: readonly ToolPlatform[]
  error: string | undefined
  onChange: (platforms: ToolPlatform[]) => void
}

/** Where the tool runs, one checkbox per platform; kept in the directory's order whatever the order ticked. */
export function PlatformPicker({ value, error, onChange }: PlatformPickerProps) {
  const toggle = (platform: ToolPlatform, checked: boolean) =>
    onChange(PLATFORMS.filter((each) => (each === platform ? checked : value.includes(each))))
  return (
    <fieldset>
      <legend className={labelStyles}>Platforms</legend>
      <div className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
        {PLATFORMS.map((platform) => (
          <CheckboxField
            key={platform}
            label={PLATFORM_LABELS[platform]}
            checked={value.includes(platform)}
            onChange={(checked) => toggle(platform, checked)}
          />
        ))}
      </div>
      {error && <p className="mt-1.5 text-sm text-red-600 dark:text-red-400">{error}</p>}
    </fieldset>
  )
}
