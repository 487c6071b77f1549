/** Messages of the staff publishing API (/api/staff/articles, /api/staff/users/{uid}/roles): fields a console shows. */
export const publishingServer = {
  ownAdminRole: 'Vous ne pouvez pas retirer votre propre rôle d’administrateur\u202F: demandez-le à un autre administrateur.',
  staleVersion:
    'Cet article a été modifié par {{name}} à {{time}} (version {{version}})\u202F: rechargez-le avant d’enregistrer, vos modifications sont conservées dans l’éditeur.',
  slugTaken: 'Cette adresse est déjà utilisée par un autre article.',
  slugFormat: 'L’adresse ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets (3 à 120 caractères).',
  scheduleInPast: 'La date de publication programmée doit être dans le futur.',
  notAllowed: 'Cette action n’est pas possible pour un article dans l’état «\u202F{{status}}\u202F».',
  titleRequired: 'Le titre est obligatoire (200 caractères au plus).',
  unknownAuthor: 'Cet auteur n’existe pas.',
  unknownMedia: 'Cette image n’existe pas.',
  noRevision: 'Cette révision n’existe pas pour cet article.',
  status: {
    draft: 'brouillon',
    scheduled: 'programmé',
    published: 'publié',
    unpublished: 'dépublié',
  },
} as const;
