// Admins paste tracking codes into site settings: sometimes the bare id, sometimes the vendor's whole
// snippet. Only a well-formed id is taken from either, so nothing an admin typed is ever run as script.

export const googleAnalyticsId = (code: string | null) =>
  code?.match(/\b(G-[A-Z0-9]{4,}|UA-\d{4,}-\d{1,4})\b/)?.[1] ?? null

export const tagManagerId = (code: string | null) => code?.match(/\b(GTM-[A-Z0-9]{4,})\b/)?.[1] ?? null

export const metaPixelId = (code: string | null) => code?.match(/\b(\d{6,20})\b/)?.[1] ?? null
