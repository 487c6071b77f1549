/** The footer's link to the consent choices (in the entry: kept apart from the banner's texts). */
export const consentLink = { label: 'Gérer les cookies' } as const;
