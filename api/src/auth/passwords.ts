/**
 * Password hashing with argon2id (the library's default algorithm).
 * https://github.com/napi-rs/node-rs/tree/main/packages/argon2
 */
import { hash, verify } from '@node-rs/argon2'

export const hashPassword = (password: string): Promise<string> => hash(password)

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false)

/** A random password that is easy to copy from a terminal: 24 URL-safe characters (144 bits). */
export const generatePassword = (): string =>
  Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64url')

let dummyHash: Promise<string> | undefined

/**
 * Checks a sign-in password against the account's hash, or against a throwaway hash when there is no
 * account or it has no password, so an unknown email takes as long to refuse as a wrong password.
 */
export async function checkSignInPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password)
  dummyHash ??= hashPassword(generatePassword())
  await verifyPassword(await dummyHash, password)
  return false
}
