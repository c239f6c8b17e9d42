import type { Me } from '@/lib/api-types'

/** A signed-in account, as GET /api/users/session answers it. */
export const ada: Me = {
  id: 1,
  email: 'ada@example.com',
  name: 'Ada',
  role: 'user',
  avatar_url: null,
  created_at: '2025-01-05T12:00:00Z',
  email_verified: true,
  google_user_data: null,
}
