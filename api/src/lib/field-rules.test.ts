/** The plain rules the web forms check say exactly what the API's zod fields built from them answer. */
import { describe, expect, it } from 'vitest'
import { SettingsFields } from '../routes/admin/settings/schemas.ts'
import { passwordField } from '../routes/users/password-rules.ts'
import { emailField } from '../routes/users/schemas.ts'
import { emailProblem, passwordProblem, slugFromName, type TrackingField, trackingIdProblem } from './field-rules.ts'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null)

describe('field rules', () => {
  it.each(['', '   ', 'ada', 'ada@example', 'a b@example.com', ' ada@example.com ', `${'a'.repeat(250)}@x.io`])(
    'emailProblem(%j) is what the API answers',
    (email) => {
      expect(emailProblem(email)).toBe(firstMessage(emailField.safeParse(email)))
    },
  )

  it.each(['', 'short', '12345678', ' '.repeat(8), 'x'.repeat(1000), 'x'.repeat(1001)])(
    'passwordProblem(%j) is what the API answers',
    (password) => {
      for (const label of ['Password', 'New password'] as const) {
        expect(passwordProblem(password, label)).toBe(firstMessage(passwordField(label).safeParse(password)))
      }
    },
  )

  it.each([
    ['google_analytics_code', 'g-abc123'],
    ['google_analytics_code', 'GA-1'],
    ['meta_pixel_id', '123456789012345'],
    ['meta_pixel_id', '12345'],
    ['google_tag_manager_code', ' gtm-ab12 '],
    ['google_tag_manager_code', 'GTM-'],
  ] as const)('trackingIdProblem(%s, %j) is what the API answers', (field: TrackingField, value) => {
    expect(trackingIdProblem(field, value)).toBe(firstMessage(SettingsFields.shape[field].safeParse(value)))
  })

  it('turns names into lowercase hyphenated slugs, folding accents and keeping to 120 characters', () => {
    expect(slugFromName('  Café AI -- Pro! ')).toBe('cafe-ai-pro')
    expect(slugFromName('ChatGPT 4o')).toBe('chatgpt-4o')
    expect(slugFromName('!!!')).toBe('')
    expect(slugFromName(`${'a'.repeat(119)} b`)).toBe('a'.repeat(119))
  })
})
