/** Messages of the support API (/api/support/*, /api/staff/tickets/*); its e-mails are in ./mails.ts. */
export const supportServer = {
  /** Display name of staff replies when the staff account has no profile name. */
  staffName: 'Équipe {{siteName}}',
  /** Status labels (docs/product.md#states), as the e-mails and the staff console show them. */
  statusLabels: { active: 'En cours', closed: 'Fermé', locked: 'Terminé' },
  /** 409 on a contact reply to a locked ticket: the client offers a new ticket instead. */
  ticketLocked: 'Cette demande est terminée\u202F: vous ne pouvez plus y répondre. Ouvrez une nouvelle demande pour nous écrire.',
  /** 409 on a staff action the ticket machine refuses in this status. */
  actionRefused: 'L’action «\u202F{{action}}\u202F» n’est pas possible sur une demande au statut «\u202F{{status}}\u202F».',
  staffActions: {
    reply: 'Répondre',
    await: 'Attendre le contact',
    resume: 'Reprendre',
    close: 'Fermer',
    reopen: 'Rouvrir',
    lock: 'Terminer',
  },
  /** 400 on POST …/auth-token/refresh when the body's type is not the path's. */
  typeMismatch: 'Le type de support ne correspond pas à l’adresse de la requête',
  invalidCursor: 'Le curseur de pagination n’est pas valide\u202F: recommencez depuis la première page.',
  /** 409 on a staff reply or action written against an older version of the ticket (docs/product.md#shared-inbox). */
  ticketChanged: 'Cette demande a changé depuis votre lecture\u202F: relisez les nouveautés, puis confirmez l’envoi.',
  /** 400 on an assignment to someone who is not staff. */
  notColleague: 'Cette personne ne fait pas partie de l’équipe.',
  /** 409 on a canned reply whose title the team already uses. */
  cannedTitleTaken: 'Votre équipe a déjà une réponse enregistrée sous ce titre.',
} as const;
