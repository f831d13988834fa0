/**
 * What the permission record drawn on the home page shows besides its words: an illustrative moment
 * (written as each language writes a date and a time, by Intl) and the channels the request asks for.
 * Plain data, so that the pseudo-locale test can tell the formatted moment from a hard-coded word.
 */
export const permissionRecord = {
  recordedAt: '2026-11-12T14:32',
  /** The website, social media, ads: the request's three channels, as icons the home page already draws (a repeated icon costs almost no bytes). */
  scope: ['globe', 'instagram', 'target'],
} as const;
