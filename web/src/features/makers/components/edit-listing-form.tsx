import { PRICING_MODELS, type PricingModel } from '@kitly/api/field-rules'
import { Save } from 'lucide-react'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useSWRConfig } from 'swr'
import { FormError, SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { buttonStyles, cardStyles } from '@/components/ui/styles'
import { toast } from '@/components/ui/toast'
import { ToolMediaFields } from '@/components/ui/tool-media-fields'
import type { ListingDetail } from '@/lib/api-types'
import { serverFieldErrors, submitErrorMessage } from '@/lib/form-errors'
import { useFormFields } from '@/lib/use-form-fields'
import { editListing, listingKey } from '../api/edit-listing'
import { listingsKey } from '../api/get-listings'
import { type ListingFormValues, listingFields, listingToForm, toListingBody } from '../lib/listing-form'

/**
 * The maker's "Edit listing" form: the cosmetic fields, saved to the listing at once, then the pricing facts,
 * which the reviewers check against the maker's source before they show.
 */
export function EditListingForm({ listing }: { listing: ListingDetail }) {
  const { mutate } = useSWRConfig()
  const form = useFormFields<ListingFormValues>(() => listingToForm(listing))
  const { values, errors, bind, change } = form
  const [saving, setSaving] = useState(false)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    form.setFormError(null)
    try {
      const saved = await editListing(listing.slug, toListingBody(values))
      await mutate(listingKey(listing.slug), saved, { revalidate: false })
      await mutate(listingsKey)
      form.reset(listingToForm(saved))
      // This save sent a pricing change to the queue when the request waiting there is a newer one.
      const sent = saved.edit_request
      const queued = sent?.state === 'submitted' && sent.submitted_at !== listing.edit_request?.submitted_at
      toast.success(queued ? 'Listing saved. Your pricing change is waiting for review.' : 'Listing saved.')
    } catch (error) {
      const found = serverFieldErrors(error, listingFields)
      form.setErrors(found)
      form.setFormError(
        Object.keys(found).length > 0
          ? 'Please fix the fields marked below, then save again.'
          : submitErrorMessage(error, {
              fallback: 'Could not save your listing. Please try again.',
              network: 'Network error. Please try again.',
            }),
      )
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Edit listing" className={`${cardStyles} space-y-8 p-5 sm:p-8`}>
      {form.formError && <FormError>{form.formError}</FormError>}
      <FormSection title="About the tool" hint="Saved to your listing at once.">
        <TextField
          label="Short description *"
          hint="One sentence on what it does, shown on its card."
          maxLength={500}
          {...bind('short_description')}
        />
        <TextAreaField label="Long description" rows={6} {...bind('description')} />
        <TextField label="Tags" hint="Separated by commas, e.g. video, editing" {...bind('tags')} />
        <ToolMediaFields bind={bind} />
      </FormSection>
      <FormSection
        title="Pricing facts"
        hint="Reviewed before they show: a changed pricing model or free credit goes to our reviewers with the page where you state it."
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Pricing model"
            error={errors.pricing_model}
            value={values.pricing_model}
            placeholder="Not known"
            options={PRICING_MODELS.map((model) => ({ value: model, label: model }))}
            onChange={(pricing_model) => change({ pricing_model: pricing_model as PricingModel })}
          />
          <TextField
            label="Free credit info"
            placeholder="e.g. 100 free credits a month"
            {...bind('free_credit_info')}
          />
        </div>
        <TextField
          label="Source URL"
          hint="The page of your site where this pricing is stated. Needed when you change a pricing fact."
          type="url"
          inputMode="url"
          placeholder="https://"
          {...bind('source_url')}
        />
      </FormSection>
      <div className="flex justify-end border-t border-line pt-5">
        <button type="submit" className={`${buttonStyles.primary} h-11`} disabled={saving}>
          <Save aria-hidden="true" />
          {saving ? 'Saving…' : 'Save listing'}
        </button>
      </div>
    </form>
  )
}

function FormSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-lg font-semibold tracking-tight text-fg">{title}</legend>
      <p className="-mt-3 text-sm text-muted">{hint}</p>
      {children}
    </fieldset>
  )
}
