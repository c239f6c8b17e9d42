import { act, renderHook } from '@testing-library/react'
import type { ChangeEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { useFormFields } from './use-form-fields'

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>

describe('useFormFields', () => {
  it('editing a field clears its own message and the form message, not the others', () => {
    const { result } = renderHook(() => useFormFields({ email: '', name: '' }))
    act(() => {
      result.current.check({ email: 'Email is required', name: 'Name is required' })
      result.current.setFormError('Please fill in all required fields.')
    })
    act(() => result.current.bind('email').onChange(typed('ada@example.com')))
    expect(result.current.values).toEqual({ email: 'ada@example.com', name: '' })
    expect(result.current.errors).toEqual({ name: 'Name is required' })
    expect(result.current.formError).toBeNull()
    expect(result.current.bind('name')).toMatchObject({ value: '', error: 'Name is required' })
  })

  it('change sets several fields at once and clears their messages, keeping the form message', () => {
    const { result } = renderHook(() => useFormFields({ name: '', slug: '', summary: '' }))
    act(() => {
      result.current.check({ name: 'Name is required', slug: 'Slug is taken', summary: 'Summary is required' })
      result.current.setFormError('Failed to save tool: Slug is taken')
    })
    act(() => result.current.change({ name: 'Figma AI', slug: 'figma-ai' }))
    expect(result.current.values).toEqual({ name: 'Figma AI', slug: 'figma-ai', summary: '' })
    expect(result.current.errors).toEqual({ summary: 'Summary is required' })
    expect(result.current.formError).toBe('Failed to save tool: Slug is taken')
  })

  it('check says whether the form may be sent and clears an earlier form message', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }))
    act(() => result.current.setFormError('Network error. Please try again.'))
    let valid = true
    act(() => {
      valid = result.current.check({ email: 'Email is required' })
    })
    expect(valid).toBe(false)
    expect(result.current.formError).toBeNull()
    act(() => {
      valid = result.current.check({})
    })
    expect(valid).toBe(true)
    expect(result.current.errors).toEqual({})
  })

  it('reset goes back to the initial values, or to the given ones, without messages', () => {
    const { result } = renderHook(() => useFormFields(() => ({ rating: 5, title: '' })))
    act(() => {
      result.current.edit('rating', 2)
      result.current.check({ title: 'Too long' })
    })
    act(() => result.current.reset())
    expect(result.current.values).toEqual({ rating: 5, title: '' })
    expect(result.current.errors).toEqual({})
    act(() => result.current.reset({ rating: 4, title: 'Kept' }))
    expect(result.current.values).toEqual({ rating: 4, title: 'Kept' })
  })
})
