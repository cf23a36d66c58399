/**
 * Every external address the public pages link to, in one place.
 *
 * Tutorials: we have no video channel yet, so each card opens a YouTube search on its topic,
 * which shows real videos about it rather than a promise of ours.
 */
export const TUTORIAL_URLS = {
  searchLoad: 'https://www.youtube.com/results?search_query=how+to+find+truck+loads+online+india',
  postLoad: 'https://www.youtube.com/results?search_query=how+to+post+a+load+online+for+trucks+india',
  searchTruck: 'https://www.youtube.com/results?search_query=how+to+book+a+truck+online+india',
  addTruck: 'https://www.youtube.com/results?search_query=how+to+add+truck+on+online+load+board+app',
} as const;

export type TutorialId = keyof typeof TUTORIAL_URLS;

/** The company's accounts (a social network, a photo-sharing site, a professional network). */
export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/lorrybazaar',
  instagram: 'https://www.instagram.com/lorrybazaar',
  linkedin: 'https://www.linkedin.com/company/lorrybazaar',
} as const;

export type SocialNetwork = keyof typeof SOCIAL_LINKS;
