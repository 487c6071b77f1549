/** Messages of the support API (/api/support/*, /api/staff/tickets/*) and of the e-mails it sends. */
export const supportServer = {
  /** Display name of staff replies when the staff account has no profile name. */
  staffName: 'Équipe {{siteName}}',
  /** §4 status labels, as the e-mails and the staff console show them. */
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
  /** Sent when a ticket is opened: the follow-up link carries a support token. */
  receivedMailSubject: 'Votre demande «\u202F{{title}}\u202F» a bien été reçue',
  receivedMailText:
    'Bonjour {{name}},\n\nNous avons bien reçu votre demande «\u202F{{title}}\u202F» et vous répondrons dès que possible.\n\nPour suivre vos demandes et nous répondre, ouvrez ce lien (valable {{days}} jours, ne le partagez pas)\u202F:\n\n{{link}}\n\nL’équipe {{siteName}}\n',
  /** Sent when staff answer a ticket. */
  repliedMailSubject: 'Nouvelle réponse à votre demande «\u202F{{title}}\u202F»',
  repliedMailText:
    'Bonjour {{name}},\n\n{{staffName}} a répondu à votre demande «\u202F{{title}}\u202F» (statut\u202F: {{status}})\u202F:\n\n{{message}}\n\nPour lire la conversation et répondre, ouvrez ce lien (valable {{days}} jours, ne le partagez pas)\u202F:\n\n{{link}}\n\nL’équipe {{siteName}}\n',
  /** Coaching (docs/decisions/0014-coaching.md): the link opens the discussion once signed in, no token. */
  coachingReceivedMailSubject: 'Votre discussion «\u202F{{title}}\u202F» a bien été transmise à nos coachs',
  coachingReceivedMailText:
    'Bonjour {{name}},\n\nVotre discussion «\u202F{{title}}\u202F» est bien arrivée\u202F: un coach vous répondra dès que possible, et vous en serez prévenu par e\u2011mail.\n\nRetrouvez-la dans votre espace coaching (connexion requise)\u202F:\n\n{{link}}\n\nL’équipe {{siteName}}\n',
  coachingRepliedMailSubject: '{{staffName}} vous a répondu\u202F: «\u202F{{title}}\u202F»',
  coachingRepliedMailText:
    'Bonjour {{name}},\n\n{{staffName}} a répondu à votre discussion «\u202F{{title}}\u202F» (statut\u202F: {{status}})\u202F:\n\n{{message}}\n\nPour lire la discussion et répondre, rendez-vous dans votre espace coaching (connexion requise)\u202F:\n\n{{link}}\n\nL’équipe {{siteName}}\n',
  /** Sent by POST …/auth-token/refresh to a known address. */
  linkMailSubject: 'Votre lien de suivi {{siteName}}',
  linkMailText:
    'Bonjour {{name}},\n\nVoici votre lien pour suivre vos demandes auprès de {{siteName}} et y répondre (valable {{days}} jours, ne le partagez pas)\u202F:\n\n{{link}}\n\nSi vous n’avez rien demandé, ignorez cet e\u2011mail.\n\nL’équipe {{siteName}}\n',
} as const;
