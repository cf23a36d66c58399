/** The `achievements` namespace (locales/<lng>/achievements.json). */
export const ACHIEVEMENTS_NS = 'achievements';
