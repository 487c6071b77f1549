/** Messages of the content API (/api/content/*): field errors a client may show. */
export const contentServer = {
  invalidCursor: 'Le curseur de pagination n’est pas valide pour ce tri\u202F: recommencez depuis la première page.',
  invalidMimeType: 'Le type de média doit avoir la forme type/sous-type, par exemple image/svg+xml ou image/*.',
} as const;
