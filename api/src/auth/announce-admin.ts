import type { AdminSetup } from '../seed/admin.ts'

/**
 * Tells the person who started Kitly how to sign in as admin. A generated password is written to the
 * terminal exactly once (it is not logged and cannot be shown again); env credentials are never printed.
 */
export function announceAdmin(setup: AdminSetup, publicUrl: string): void {
  if (setup.kind === 'unchanged') return
  const lines =
    setup.kind === 'generated'
      ? [
          `An admin account was created. Sign in at ${publicUrl}/admin with:`,
          `  email:    ${setup.email}`,
          `  password: ${setup.password}`,
          'This password is shown only once: save it now.',
        ]
      : setup.kind === 'invited'
        ? [
            `${setup.email} (KITLY_ADMIN_EMAIL) has an account whose address is not verified, so it was not made admin: an invitation was mailed to that address instead.`,
          ]
        : [`Admin account ${setup.email} is ready (password from KITLY_ADMIN_PASSWORD).`]
  process.stdout.write(`\n${lines.join('\n')}\n`)
}
