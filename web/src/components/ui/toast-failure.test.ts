import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { toast } from './toast'
import { toastFailure } from './toast-failure'

describe('toastFailure', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the refusal text when the server answered, with its sentence when asked for', () => {
    const error = vi.spyOn(toast, 'error')
    toastFailure(new ApiError(409, 'Slug already taken'), 'Failed to save', 'Error saving')
    toastFailure(new ApiError(409, 'Slug already taken'), (message) => `Failed to save: ${message}`, 'Error saving')
    expect(error.mock.calls).toEqual([['Failed to save'], ['Failed to save: Slug already taken']])
  })

  it('shows the unanswered text when no answer came', () => {
    const error = vi.spyOn(toast, 'error')
    toastFailure(new TypeError('Failed to fetch'), (message) => message, 'Error saving')
    expect(error.mock.calls).toEqual([['Error saving']])
  })
})
