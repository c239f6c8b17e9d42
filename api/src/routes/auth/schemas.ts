/** Shapes of /api/auth's mailed-link routes (verification, email change, password reset, admin invitation). */
import { z } from 'zod'
import { emailField, SignUpFields } from '../users/schemas.ts'

export const VERIFICATION_LINK_INVALID =
  'This verification link is invalid or has expired. Sign in and ask for a new one from your dashboard.'

export const VerifyFields = z.object({ token: z.string(VERIFICATION_LINK_INVALID).min(1, VERIFICATION_LINK_INVALID) })

export const Resent = z.object({ ok: z.literal(true), email_verified: z.boolean() })

export const EMAIL_CHANGE_LINK_INVALID =
  'This confirmation link is invalid, was already used or has expired. Please change your email address again from your profile.'

export const ConfirmFields = z.object({ token: z.string(EMAIL_CHANGE_LINK_INVALID).min(1, EMAIL_CHANGE_LINK_INVALID) })

export const Confirmed = z.object({ ok: z.literal(true), email: z.string() })

export const RESET_REQUESTED =
  'If an account exists for that address, we have sent it a link to reset the password. It works for 1 hour.'

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.'

export const ResetRequestFields = z.object({ email: emailField })

export const ResetConfirmFields = z.object({
  token: z.string(RESET_LINK_INVALID).min(1, RESET_LINK_INVALID),
  password: SignUpFields.shape.password,
})

export const ResetRequested = z.object({ ok: z.literal(true), message: z.string() })

export const INVITATION_LINK_INVALID =
  'This invitation link is invalid or has expired. Please ask an administrator to send a new one.'

export const PASSWORD_REQUIRED = 'Password is required'

export const InvitationFields = z.object({
  token: z.string(INVITATION_LINK_INVALID).min(1, INVITATION_LINK_INVALID).max(200, INVITATION_LINK_INVALID),
})

export const AcceptFields = InvitationFields.extend({ password: SignUpFields.shape.password.optional() })

export const InvitationSummary = z.object({ email: z.string() })
