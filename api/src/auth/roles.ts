/** Account roles (users.role). Plain zod, so that browser code importing the API's schemas can use it. */
import { z } from 'zod'

export const Role = z.enum(['user', 'admin', 'moderator'])
export type Role = z.infer<typeof Role>
