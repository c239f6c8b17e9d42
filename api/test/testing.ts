/** `@kitly/api/testing`: the local stand-ins the browser tests start beside a real server (mail, Google sign-in). */
export { linkIn, type MailServer, startMailServer } from './mail-server.ts'
export { type FakeGoogle, startFakeGoogle } from './oauth-server.ts'
