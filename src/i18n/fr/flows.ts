/**
 * The flows as analysts read them: for each machine of scripts/machines-registry.ts, a
 * title, a paragraph on what it means for a member (docs/flows/README.md), and the business name of
 * each state (by its path in the machine), of each event (by its readable trigger: 'payment.submit',
 * 'done: payCard', 'after busyRetryDelay') and of each condition (by guard name). Technical names stay
 * in the developer diagrams; tests/unit/diagrams.test.ts checks that every one has its label here.
 */
export interface FlowWords {
  title: string;
  summary: string;
  states: Readonly<Record<string, string>>;
  events: Readonly<Record<string, string>>;
  guards: Readonly<Record<string, string>>;
  /**
   * What it means that a guard did NOT hold, by guard name ('hasTrial' → 'sans essai'): the label of
   * the branch taken when the conditions before it failed (else « dans les autres cas »).
   */
  otherwise?: Readonly<Record<string, string>>;
}

const account = {
  title: 'Profil du membre',
  summary:
    'La page Profil (/account)\u202F: le membre y voit son e‑mail, change son nom affiché ou son mot de passe, et se déconnecte. Les deux formulaires fonctionnent indépendamment l’un de l’autre.',
  states: {
    starting: 'Ouverture du profil',
    loading: 'Chargement du profil',
    loadFailed: 'Profil indisponible',
    ready: 'Profil affiché',
    'ready.profile': 'Nom affiché',
    'ready.profile.idle': 'Nom affiché',
    'ready.profile.saving': 'Enregistrement du nom',
    'ready.profile.failed': 'Échec de l’enregistrement du nom',
    'ready.password': 'Mot de passe',
    'ready.password.idle': 'Formulaire du mot de passe',
    'ready.password.saving': 'Changement du mot de passe',
    'ready.password.failed': 'Échec du changement de mot de passe',
  },
  events: {
    'account.signOut': 'Se déconnecte',
    'account.edit': 'Modifie un champ',
    'done: loadUser': 'Profil chargé',
    'error: loadUser': 'Chargement impossible',
    'account.retry': 'Réessaie',
    'account.saveName': 'Enregistre son nom',
    'done: saveDisplayName': 'Nom enregistré',
    'error: saveDisplayName': 'Nom refusé',
    'account.changePassword': 'Change son mot de passe',
    'done: changePassword': 'Mot de passe changé',
    'error: changePassword': 'Changement refusé',
  },
  guards: {
    hasUser: 'profil déjà connu',
    hasUid: 'membre identifié',
    nameInvalid: 'nom invalide',
    rejectedWithIssues: 'champ à corriger',
    passwordChangeInvalid: 'saisie invalide',
  },
} as const satisfies FlowWords;

const auth = {
  title: 'Connexion du membre',
  summary:
    'Qui est connecté, pour chaque fournisseur (membre ou contact du support). Une page ouverte avec une session se reconnecte d’elle‑même. Un jeton invalide ou expiré déconnecte le membre, un jeton valide met à jour ses informations.',
  states: {
    starting: 'Ouverture du site',
    notAuthenticated: 'Non connecté',
    reconnecting: 'Reconnexion',
    validating: 'Vérification du jeton',
    connected: 'Connecté',
    'connected.untilExpiry': 'Connecté jusqu’à expiration',
    'connected.withoutExpiry': 'Connecté sans expiration',
    disconnecting: 'Déconnexion',
    disconnected: 'Déconnecté',
  },
  events: {
    'auth.connect': 'Se connecte',
    'auth.disconnect': 'Se déconnecte',
    'done: restoreSession': 'Session retrouvée',
    'error: restoreSession': 'Session perdue',
    'auth.refresh': 'Jeton renouvelé',
    'auth.metadataUpdated': 'Profil mis à jour',
    'after tokenLifetime': 'Jeton expiré',
    'done: endSession': 'Session fermée',
    'error: endSession': 'Session fermée localement',
  },
  guards: {
    serverSawSession: 'session ouverte',
    pendingUndecodable: 'jeton illisible',
    pendingExpired: 'jeton expiré',
    pendingHasExpiration: 'jeton à durée limitée',
    refreshNotForAnotherUser: 'même membre',
  },
} as const satisfies FlowWords;

const login = {
  title: 'Formulaire de connexion',
  summary:
    'La page de connexion (/login)\u202F: identifiant et mot de passe sont vérifiés puis envoyés. Réussie, la connexion mène à la page demandée si elle est permise, sinon à la page prévue. Un compte jamais payé est mené à l’étape du paiement. Échouée, elle affiche le message du catalogue d’erreurs.',
  states: {
    editing: 'Saisie des identifiants',
    submitting: 'Connexion en cours',
    failed: 'Connexion refusée',
    succeeded: 'Connecté',
    finishingPayment: 'Vers le paiement à terminer',
  },
  events: {
    'login.submit': 'Se connecte',
    'login.edit': 'Modifie un champ',
    'done: signIn': 'Identifiants acceptés',
    'error: signIn': 'Identifiants refusés',
  },
  guards: { credentialsInvalid: 'saisie invalide', mustFinishPayment: 'compte jamais payé' },
  otherwise: { mustFinishPayment: 'compte ouvert' },
} as const satisfies FlowWords;

const passwordReset = {
  title: 'Mot de passe oublié',
  summary:
    'Le membre demande un lien par e‑mail (la réponse est la même que le compte existe ou non), puis, depuis ce lien, choisit un nouveau mot de passe et retourne à la connexion. Un lien utilisé, expiré ou inconnu le dit et propose d’en demander un autre.',
  states: {
    starting: 'Ouverture de la page',
    request: 'Demande de lien',
    'request.editing': 'Saisie de l’e‑mail',
    'request.sending': 'Envoi de la demande',
    'request.sent': 'Lien envoyé',
    'request.failed': 'Demande en échec',
    update: 'Nouveau mot de passe',
    'update.checking': 'Vérification du lien',
    'update.checkFailed': 'Vérification impossible',
    'update.editing': 'Saisie du nouveau mot de passe',
    'update.saving': 'Enregistrement du mot de passe',
    'update.failed': 'Enregistrement en échec',
    'update.tokenRejected': 'Lien invalide',
    'update.done': 'Mot de passe changé',
  },
  events: {
    'passwordReset.request': 'Demande un lien',
    'passwordReset.edit': 'Modifie un champ',
    'done: requestReset': 'Demande enregistrée',
    'error: requestReset': 'Demande impossible',
    'passwordReset.restart': 'Recommence',
    'done: checkResetToken': 'Lien valide',
    'error: checkResetToken': 'Lien refusé',
    'passwordReset.retry': 'Réessaie',
    'passwordReset.update': 'Enregistre le mot de passe',
    'done: updatePassword': 'Mot de passe enregistré',
    'error: updatePassword': 'Enregistrement refusé',
  },
  guards: {
    isRequestMode: 'demande de lien',
    hasToken: 'lien fourni',
    formInvalid: 'saisie invalide',
    tokenRejected: 'lien invalide',
    passwordRejected: 'mot de passe refusé',
  },
} as const satisfies FlowWords;

const buildWatcher = {
  title: 'Mise à jour du site',
  summary:
    'La page ouverte suit la version déployée du site\u202F: elle recharge quand une nouvelle version est en ligne, ou vers la page visée quand une partie du site ne se charge pas. Jamais deux rechargements en moins de 10 secondes.',
  states: {
    watching: 'Surveillance',
    'watching.reloadGuard': 'Garde de rechargement',
    'watching.reloadGuard.starting': 'Démarrage de la garde',
    'watching.reloadGuard.armed': 'Rechargement récent',
    'watching.reloadGuard.released': 'Rechargement permis',
    'watching.polling': 'Recherche de version',
    'watching.polling.idle': 'En attente',
    'watching.polling.checking': 'Vérification de la version',
    'watching.polling.updatePending': 'Nouvelle version en attente',
    'watching.chunks': 'Chargement du code',
    'watching.chunks.loaded': 'Code chargé',
    'watching.chunks.reloadRefused': 'Rechargement différé',
    reloading: 'Rechargement',
  },
  events: {
    'after reloadGuardRemaining': 'Délai de garde écoulé',
    'after pollInterval': 'Intervalle écoulé',
    'done: fetchLatestBuild': 'Version lue',
    'error: fetchLatestBuild': 'Version illisible',
    'chunk.loadFailed': 'Échec de chargement du code',
  },
  guards: {
    reloadedRecently: 'rechargé il y a peu',
    isRunningBuild: 'même version',
    reloadAllowed: 'rechargement permis',
  },
} as const satisfies FlowWords;

const articleFilter = {
  title: 'Filtres des articles',
  summary:
    'Les filtres de la liste d’articles par catégories, auteurs et étiquettes. Le lecteur prépare sa sélection dans un panneau, l’applique ou l’annule, et peut tout effacer. Panneau fermé, retirer un filtre met la liste à jour aussitôt.',
  states: { closed: 'Liste filtrée', editing: 'Panneau des filtres' },
  events: {
    'filter.open': 'Ouvre les filtres',
    'filter.remove': 'Retire un filtre',
    'filter.clearAll': 'Efface tout',
    'filter.toggle': 'Coche un filtre',
    'filter.cancel': 'Annule',
    'filter.apply': 'Applique',
  },
  guards: {
    isApplied: 'filtre appliqué',
    hasApplied: 'filtres appliqués',
    draftUnchanged: 'sans changement',
  },
} as const satisfies FlowWords;

const copyLink = {
  title: 'Copie du lien d’un article',
  summary: 'Le bouton qui copie l’adresse d’un article\u202F; un message confirme la copie ou dit qu’elle a échoué.',
  states: { idle: 'Article affiché', copying: 'Copie en cours' },
  events: { 'link.copy': 'Copie le lien', 'done: writeLink': 'Lien copié', 'error: writeLink': 'Copie impossible' },
  guards: {},
} as const satisfies FlowWords;

const pager = {
  title: 'Liste page par page',
  summary:
    'Une liste lue page par page (10 éléments)\u202F: la page suivante se charge tant qu’il en reste. Une page en échec garde la liste et peut être redemandée.',
  states: {
    settled: 'Page reçue',
    loading: 'Chargement d’une page',
    more: 'D’autres pages à lire',
    complete: 'Liste complète',
    failed: 'Chargement en échec',
  },
  events: {
    'done: fetchPage': 'Page reçue',
    'error: fetchPage': 'Page indisponible',
    'pager.loadMore': 'Affiche la suite',
    'pager.retry': 'Réessaie',
  },
  guards: { nothingLoaded: 'rien de chargé', hasMorePages: 'pages restantes' },
} as const satisfies FlowWords;

const registration = {
  title: 'Inscription',
  summary:
    'La création du compte (/registration)\u202F: le visiteur arrive par un lien d’inscription qui désigne la formule\u202F; il saisit son e‑mail, son mot de passe et accepte les conditions, puis il est connecté. Il paie ensuite par carte sur le site ou sur la page de paiement du prestataire, ou s’abonne sans redirection. Un compte déjà payé passe directement à la page de bienvenue.',
  states: {
    readingAffiliate: 'Lecture de l’affiliation',
    gettingToken: 'Lecture du lien d’inscription',
    'gettingToken.fromQuery': 'Lien dans l’adresse',
    'gettingToken.fromStorage': 'Lien d’inscription gardé',
    noToken: 'Sans lien d’inscription',
    validatingToken: 'Vérification du lien',
    invalidToken: 'Lien expiré',
    loadingFormula: 'Chargement de la formule',
    checkingAccount: 'Vérification du compte',
    paid: 'Déjà payé',
    loadFailed: 'Chargement impossible',
    editing: 'Formulaire d’inscription',
    registering: 'Création du compte',
    signedIn: 'Compte créé et connecté',
    paymentRequired: 'Choix du paiement',
    toCardPayment: 'Vers le paiement par carte',
    requestingPaymentLink: 'Demande du lien de paiement',
    paymentLinkWaiting: 'Autre paiement en cours',
    leavingPaid: 'Déjà payé',
    redirecting: 'Vers la page de paiement',
    subscribing: 'Abonnement sans redirection',
    subscribeWaiting: 'Autre abonnement en cours',
    subscribeFailed: 'Abonnement en échec',
    subscribed: 'Abonné',
  },
  events: {
    'done: readStoredToken': 'Lien relu',
    'error: readStoredToken': 'Lecture impossible',
    'done: validateToken': 'Lien vérifié',
    'error: validateToken': 'Vérification impossible',
    'done: loadFormula': 'Formule chargée',
    'error: loadFormula': 'Formule indisponible',
    'done: readAccount': 'Compte vérifié',
    'error: readAccount': 'Compte non vérifié',
    'registration.retry': 'Réessaie',
    'registration.submit': 'Valide l’inscription',
    'registration.edit': 'Modifie un champ',
    'done: register': 'Compte créé',
    'error: register': 'Inscription refusée',
    'registration.payByCard': 'Choisit la carte',
    'registration.payByLink': 'Choisit la page de paiement',
    'done: requestPaymentLink': 'Lien de paiement reçu',
    'error: requestPaymentLink': 'Lien refusé',
    'after busyRetryDelay': 'Nouvel essai',
    'done: subscribe': 'Abonnement accepté',
    'error: subscribe': 'Abonnement refusé',
  },
  guards: {
    affiliationValid: 'affiliation valide',
    hasQueryToken: 'lien dans l’adresse',
    tokenFound: 'lien gardé',
    tokenValid: 'lien valable',
    tokenRejected: 'lien refusé',
    isVip: 'déjà VIP',
    isRegisteredAndPaid: 'déjà inscrit et payé',
    isRegistered: 'déjà inscrit',
    isResumed: 'compte jamais payé, reconnecté',
    formInvalid: 'saisie invalide',
    paymentRequired: 'paiement requis',
    isAlreadyPaid: 'déjà payé',
    mayRetryBusy: 'autre paiement en cours',
    isInProgress: 'paiement en cours ailleurs',
  },
  otherwise: {
    affiliationValid: 'sans affiliation',
    hasQueryToken: 'pas de lien dans l’adresse',
    tokenFound: 'aucun lien gardé',
    tokenValid: 'lien expiré',
    tokenRejected: 'serveur indisponible',
    isVip: 'pas encore VIP',
    isRegisteredAndPaid: 'pas encore payé',
    isRegistered: 'nouveau visiteur',
    formInvalid: 'saisie complète',
    isResumed: 'nouvelle inscription',
    paymentRequired: 'sans paiement à faire',
    isAlreadyPaid: 'pas encore payé',
    mayRetryBusy: 'plus d’essai automatique',
    isInProgress: 'autre refus',
  },
} as const satisfies FlowWords;

const payment = {
  title: 'Paiement par carte',
  summary:
    'Le formulaire de carte avec cashback (/registration/payment)\u202F: le membre saisit sa carte et paie. Accepté, il passe à la confirmation du paiement. En attente, le site attend la réponse du prestataire. Refusé, le code d’erreur décide\u202F: un code récupérable signale le champ à corriger, un autre met fin au paiement. Un compte déjà payé va directement à la page de bienvenue.',
  states: {
    editing: 'Saisie de la carte',
    paying: 'Paiement en cours',
    otherAttempt: 'Autre tentative en cours',
    alreadyPaid: 'Déjà payé',
    pending: 'En attente du prestataire',
    stillPending: 'Toujours en attente',
    classifying: 'Analyse du refus',
    failed: 'Paiement en échec',
    succeeded: 'Paiement accepté',
  },
  events: {
    'payment.submit': 'Valide le paiement',
    'payment.edit': 'Modifie un champ',
    'done: payCard': 'Paiement envoyé',
    'error: payCard': 'Paiement refusé',
    'after busyRetryDelay': 'Nouvel essai',
    'done: awaitPayment': 'Réponse du prestataire',
    'error: awaitPayment': 'Pas de réponse',
    'done: paymentError': 'Refus analysé',
    'error: paymentError': 'Analyse impossible',
  },
  guards: {
    formInvalid: 'saisie invalide',
    isSuccess: 'accepté',
    isAlreadyPaid: 'déjà payé',
    mayRetryBusy: 'autre tentative en cours',
    isInProgress: 'tentative en cours ailleurs',
    isDeclined: 'carte refusée',
    isRejected: 'champ refusé',
    isRecoverable: 'erreur récupérable',
  },
  otherwise: {
    formInvalid: 'saisie complète',
    isSuccess: 'en attente',
    isAlreadyPaid: 'autre refus',
    mayRetryBusy: 'autre refus',
    isInProgress: 'autre refus',
    isDeclined: 'autre refus',
    isRejected: 'autre refus',
    isRecoverable: 'erreur définitive',
  },
} as const satisfies FlowWords;

const paymentError = {
  title: 'Analyse d’un refus de paiement',
  summary:
    'Un refus de paiement est classé par son code\u202F: un code récupérable désigne le champ de la carte à corriger et le membre réessaie\u202F; tout autre code met fin au paiement avec ce code.',
  states: {
    classifying: 'Lecture du code',
    recoverable: 'Erreur récupérable',
    unrecoverable: 'Erreur définitive',
  },
  events: {},
  guards: { isRecoverable: 'code récupérable' },
  otherwise: { isRecoverable: 'code définitif' },
} as const satisfies FlowWords;

const paymentCallback = {
  title: 'Résultat du paiement',
  summary:
    'Le retour du paiement (/callback/payment)\u202F: un paiement annulé sur la page du prestataire ramène à l’étape du paiement sans message\u202F; sinon le site demande au serveur où en est le paiement. Reçu, le message de réussite s’affiche\u202F; rien de payé, le message d’échec, ou le chemin pour payer si l’adresse annonçait une réussite\u202F; un visiteur non connecté est invité à se connecter ou à s’inscrire. Puis le membre continue vers la page de bienvenue ou d’échec.',
  states: {
    reading: 'Lecture du résultat',
    checking: 'Vérification du paiement',
    confirming: 'Nouvelle vérification',
    anonymous: 'Visiteur non connecté',
    unpaid: 'Paiement à terminer',
    unknown: 'Vérification impossible',
    cancelled: 'Paiement annulé',
    succeeded: 'Paiement réussi',
    declined: 'Paiement échoué',
    leavingSucceeded: 'Vers la page de bienvenue',
    leavingDeclined: 'Vers la page d’échec',
  },
  events: {
    'paymentCallback.continue': 'Continue',
    'after continueDelay': 'Délai écoulé',
    'done: readPaymentState': 'État du paiement reçu',
    'error: readPaymentState': 'État du paiement indisponible',
    'after confirmDelay': 'Vérifie à nouveau',
    'paymentCallback.retry': 'Réessaie',
  },
  guards: {
    cancelled: 'paiement annulé',
    anonymous: 'non connecté',
    taken: 'paiement reçu',
    mayConfirmAgain: 'réussite annoncée, pas encore reçue',
    announcedSuccess: 'réussite annoncée',
  },
  otherwise: {
    cancelled: 'paiement terminé',
    anonymous: 'connecté',
    taken: 'rien de payé',
    mayConfirmAgain: 'vérifications faites',
    announcedSuccess: 'échec annoncé',
  },
} as const satisfies FlowWords;

const activation = {
  title: 'Activation du compte',
  summary:
    'Sur la page de bienvenue, le site demande d’abord où en est le paiement\u202F: rien de payé, il offre de terminer le paiement. Sinon il attend la confirmation du prestataire pour activer le compte VIP\u202F: activé, le membre lit les articles complets\u202F; plus lent (jusqu’à 5 minutes), un e‑mail le préviendra\u202F; déconnecté, il se connecte une fois l’e‑mail reçu.',
  states: {
    checking: 'Vérification du paiement',
    unpaid: 'Paiement à terminer',
    waiting: 'Attente de l’activation',
    active: 'Compte VIP actif',
    slow: 'Activation plus longue',
    signedOut: 'À reconnecter',
  },
  events: {
    'done: awaitActivation': 'Compte activé',
    'error: awaitActivation': 'Pas encore activé',
    'activation.retry': 'Vérifie à nouveau',
    'done: readPaymentState': 'État du paiement reçu',
    'error: readPaymentState': 'État du paiement indisponible',
  },
  guards: { signedOut: 'déconnecté', isAnonymous: 'non connecté', isUnpaid: 'rien de payé' },
  otherwise: { signedOut: 'toujours connecté', isAnonymous: 'connecté', isUnpaid: 'paiement reçu' },
} as const satisfies FlowWords;

const snackbar = {
  title: 'Messages éphémères',
  summary:
    'Les messages courts en bas de l’écran\u202F: un à la fois, les autres attendent leur tour\u202F; chacun disparaît après 5 secondes ou quand le visiteur le ferme. Un même message n’est jamais affiché deux fois.',
  states: { hidden: 'Aucun message', visible: 'Message affiché', advancing: 'Message suivant' },
  events: { 'snackbar.show': 'Nouveau message', 'snackbar.dismiss': 'Ferme le message', 'after messageTimeout': 'Délai écoulé' },
  guards: { isAlreadyShownOrQueued: 'déjà affiché ou en attente', hasQueuedMessage: 'message en attente' },
} as const satisfies FlowWords;

const articleLifecycle = {
  title: 'Vie d’un article',
  summary:
    'Un article naît brouillon, peut être programmé (il paraît seul à son heure) ou publié aussitôt, puis dépublié et republié. Les modifications d’un article publié attendent, enregistrées mais invisibles des lecteurs, jusqu’à ce qu’il soit republié.',
  states: {
    draft: 'Brouillon',
    scheduled: 'Programmé',
    published: 'Publié',
    'published.live': 'En ligne',
    'published.pendingChanges': 'Modifications en attente',
    unpublished: 'Dépublié',
  },
  events: {
    'article.save': 'Enregistre',
    'article.restore': 'Restaure une révision',
    'article.publish': 'Publie',
    'article.schedule': 'Programme',
    'article.unschedule': 'Annule la programmation',
    'article.due': 'Heure de publication atteinte',
    'article.unpublish': 'Dépublie',
  },
  guards: {},
} as const satisfies FlowWords;

const articleEditor = {
  title: 'Éditeur d’article',
  summary:
    'L’éditeur de la console ne perd jamais un texte\u202F: enregistrement automatique deux secondes après la dernière frappe («\u202FEnregistré à 14\u00A0h\u00A002\u202F»)\u202F; si quelqu’un a enregistré une version plus récente, les deux textes sont gardés et le rédacteur choisit de recharger la sienne ou d’écraser après confirmation\u202F; sans réseau, une copie reste dans le navigateur et repart au retour de la connexion\u202F; publier ou programmer enregistre d’abord les modifications.',
  states: {
    open: 'Éditeur ouvert',
    'open.starting': 'Ouverture de l’éditeur',
    'open.recovering': 'Copie locale proposée',
    'open.editing': 'Rédaction',
    'open.editing.clean': 'Tout est enregistré',
    'open.editing.dirty': 'Modifications non enregistrées',
    'open.editing.refused': 'Enregistrement refusé',
    'open.saving': 'Enregistrement',
    'open.offline': 'Hors ligne, copie locale',
    'open.conflict': 'Version plus récente enregistrée par un autre',
    'open.conflict.loading': 'Chargement de l’autre version',
    'open.conflict.loadFailed': 'Autre version indisponible',
    'open.conflict.choosing': 'Choix entre les deux versions',
    'open.conflict.confirmOverwrite': 'Confirmation de l’écrasement',
    'open.acting': 'Publication ou programmation',
    left: 'Éditeur quitté',
  },
  events: {
    'editor.change': 'Écrit',
    'editor.save': 'Enregistre',
    'editor.act': 'Publie, programme ou dépublie',
    'editor.leave': 'Quitte l’éditeur',
    'network.online': 'Connexion revenue',
    'local.restore': 'Reprend la copie locale',
    'local.discard': 'Ignore la copie locale',
    'conflict.retry': 'Recharge l’autre version',
    'conflict.reload': 'Reprend l’autre version',
    'conflict.overwrite': 'Veut écraser l’autre version',
    'conflict.confirm': 'Confirme l’écrasement',
    'conflict.cancel': 'Renonce à écraser',
    'after autosave': 'Deux secondes sans frappe',
    'after retry': 'Nouvel essai',
    'done: saveArticle': 'Enregistré',
    'error: saveArticle': 'Enregistrement impossible',
    'done: loadArticle': 'Autre version chargée',
    'error: loadArticle': 'Autre version indisponible',
    'done: changeStatus': 'Publication faite',
    'error: changeStatus': 'Publication refusée',
  },
  guards: {
    hasLocalCopy: 'copie locale trouvée',
    changedMeanwhile: 'écrit pendant l’enregistrement',
    hasPendingAction: 'publication demandée',
    isConflict: 'version plus récente',
    isOffline: 'sans réseau',
    hasTheirs: 'autre version chargée',
  },
  otherwise: { hasLocalCopy: 'aucune copie locale', isOffline: 'refusé par le serveur' },
} as const satisfies FlowWords;

const subscription = {
  title: 'Abonnement',
  summary:
    'La vie de l’abonnement\u202F: période d’essai, puis actif et renouvelé automatiquement à chaque période. Un renouvellement refusé est retenté, puis met fin à l’abonnement. Le membre peut demander la résiliation\u202F: l’abonnement reste actif jusqu’à la fin de la période payée puis se termine. Dans les 14 jours du premier paiement, le membre peut se rétracter\u202F: l’abonnement se termine aussitôt. Il ne peut pas être réactivé\u202F; le membre doit s’inscrire à nouveau.',
  states: {
    pending: 'Payé, en attente d’activation',
    trial: 'Période d’essai',
    active: 'Actif',
    retrying: 'Renouvellement retenté',
    cancellationRequested: 'Résiliation demandée',
    ended: 'Terminé',
    erased: 'Profil supprimé',
  },
  events: {
    'subscription.activate': 'Paiement confirmé',
    'subscription.renewed': 'Renouvelé',
    'subscription.renewalFailed': 'Renouvellement refusé',
    'subscription.unsubscribe': 'Demande la résiliation',
    'subscription.periodEnded': 'Fin de la période payée',
    'subscription.erase': 'Suppression du profil',
    'subscription.withdraw': 'Rétractation (fin immédiate)',
  },
  guards: { hasTrial: 'avec essai', retriesLeft: 'essais restants' },
  otherwise: { hasTrial: 'sans essai', retriesLeft: 'plus d’essai' },
} as const satisfies FlowWords;

const subscriptionPage = {
  title: 'Page de l’abonnement',
  summary:
    'La page Abonnement (/account/subscription)\u202F: le membre voit son abonnement\u202F; «\u202Farrêter le renouvellement\u202F» ouvre une fenêtre dont la confirmation demande de cocher une case, puis la demande part au serveur (message d’erreur en cas d’échec).',
  states: {
    starting: 'Ouverture de la page',
    loading: 'Chargement de l’abonnement',
    loadFailed: 'Chargement impossible',
    none: 'Aucun abonnement',
    shown: 'Abonnement affiché',
    'shown.idle': 'Abonnement affiché',
    'shown.confirming': 'Confirmation de l’arrêt',
    'shown.cancelling': 'Arrêt en cours',
    'shown.failed': 'Arrêt en échec',
  },
  events: {
    'done: loadSubscription': 'Abonnement chargé',
    'error: loadSubscription': 'Chargement impossible',
    'subscriptionPage.retry': 'Réessaie',
    'subscriptionPage.stopRenewal': 'Arrête le renouvellement',
    'subscriptionPage.check': 'Coche la confirmation',
    'subscriptionPage.confirm': 'Confirme l’arrêt',
    'subscriptionPage.dismiss': 'Renonce',
    'subscriptionPage.requestStop': 'Arrive par «\u202FRésilier mon abonnement\u202F» du pied de page',
    'done: unsubscribe': 'Résiliation enregistrée',
    'error: unsubscribe': 'Résiliation impossible',
  },
  guards: {
    loaderFound: 'abonnement fourni par la page',
    loaderFoundNone: 'aucun abonnement selon la page',
    hasSubscription: 'abonnement trouvé',
    stoppable: 'renouvellement actif',
    confirmed: 'case cochée',
    stopRequested: 'demandé depuis le pied de page',
    stopRequestedAndStoppable: 'demandé depuis le pied de page, renouvellement actif',
  },
  otherwise: {
    loaderFound: 'à charger',
    loaderFoundNone: 'abonnement à charger',
    hasSubscription: 'aucun abonnement',
  },
} as const satisfies FlowWords;

const changeCard = {
  title: 'Changement de carte',
  summary:
    'Le membre remplace sa carte (page Abonnement, ou lien de l’e‑mail de renouvellement refusé, sans connexion) : les règles de la carte d’abord, puis une vérification à 0 € par le prestataire ; un refus garde la saisie, une absence de réponse se réessaie sans double vérification.',
  states: {
    editing: 'Saisie de la carte',
    saving: 'Vérification de la carte',
    failed: 'Sans réponse',
    saved: 'Nouvelle carte enregistrée',
    linkInvalid: 'Lien expiré',
  },
  events: {
    'changeCard.edit': 'Modifie un champ',
    'changeCard.submit': 'Enregistre la carte',
    'changeCard.retry': 'Réessaie',
    'changeCard.again': 'Change encore de carte',
    'done: saveCard': 'Réponse du prestataire',
    'error: saveCard': 'Aucune réponse',
  },
  guards: {
    cardValid: 'carte valide',
    saved: 'carte acceptée',
    declined: 'carte refusée par la banque',
    refused: 'champ à corriger',
    linkInvalid: 'lien plus valable',
  },
} as const satisfies FlowWords;

const withdrawal = {
  title: 'Rétractation',
  summary:
    'La rubrique «\u202FDroit de rétractation\u202F» de la page Abonnement\u202F: dans les 14\u00a0jours du premier paiement, elle dit ce qui serait remboursé aujourd’hui et propose d’exercer ce droit\u202F; une fenêtre de confirmation dit ce que fait le bouton\u202F; puis la demande part au serveur, qui rembourse et met fin à l’abonnement. Hors délai, ou si le serveur refuse, la raison s’affiche.',
  states: {
    loading: 'Calcul du remboursement',
    loadFailed: 'Calcul impossible',
    closed: 'Rétractation impossible',
    offered: 'Rétractation proposée',
    confirming: 'Confirmation demandée',
    withdrawing: 'Rétractation en cours',
    failed: 'Échec, réessayer',
    done: 'Rétractation enregistrée',
  },
  events: {
    'withdrawal.retry': 'Réessaie le calcul',
    'withdrawal.open': 'Exerce son droit de rétractation',
    'withdrawal.confirm': 'Confirme la rétractation',
    'withdrawal.dismiss': 'Garde son abonnement',
    'done: loadQuote': 'Remboursement calculé',
    'error: loadQuote': 'Aucune réponse',
    'done: withdraw': 'Remboursé, abonnement terminé',
    'error: withdraw': 'Refus ou aucune réponse',
  },
  guards: {
    available: 'dans le délai',
    refused: 'refusée par le serveur',
  },
} as const satisfies FlowWords;

const accountPrivacy = {
  title: 'Mes données (profil)',
  summary:
    'Sur la page Profil, le membre télécharge ses données (un fichier JSON) et peut supprimer son compte en deux temps : il coche « je comprends que c’est définitif », puis appuie sur « Supprimer définitivement mon compte ». Le serveur refuse tant qu’un abonnement court, en disant pourquoi.',
  states: {
    export: 'Téléchargement des données',
    'export.idle': 'Bouton de téléchargement',
    'export.exporting': 'Préparation du fichier',
    'export.done': 'Fichier téléchargé',
    'export.failed': 'Échec du téléchargement',
    deletion: 'Suppression du compte',
    'deletion.closed': 'Bouton de suppression',
    'deletion.confirming': 'Confirmation demandée',
    'deletion.deleting': 'Suppression en cours',
    'deletion.refused': 'Suppression refusée',
    'deletion.failed': 'Sans réponse',
    'deletion.deleted': 'Compte supprimé',
  },
  events: {
    'privacy.export': 'Télécharge ses données',
    'done: exportData': 'Fichier enregistré',
    'error: exportData': 'Téléchargement impossible',
    'privacy.startDeletion': 'Veut supprimer son compte',
    'privacy.tick': 'Coche ou décoche la confirmation',
    'privacy.confirmDeletion': 'Supprime définitivement',
    'privacy.cancelDeletion': 'Renonce',
    'done: deleteAccount': 'Réponse du serveur',
    'error: deleteAccount': 'Aucune réponse',
  },
  guards: {
    ticked: 'case cochée',
    deleted: 'compte supprimé',
    refused: 'suppression refusée',
  },
} as const satisfies FlowWords;

const flowsPage = {
  title: 'Page des parcours (analystes)',
  summary:
    'L’analyste choisit une période, la compare ou non à la précédente et lit un parcours à la fois\u202F: son schéma aux flèches aussi larges que leurs passages, ses tableaux, et le même chiffrage en CSV.',
  states: {
    loading: 'Chargement des chiffres',
    failed: 'Chiffres indisponibles',
    ready: 'Chiffres affichés',
    'ready.diagram': 'Schéma',
    'ready.diagram.choosing': 'Choix du parcours',
    'ready.diagram.loading': 'Chargement du schéma',
    'ready.diagram.shown': 'Schéma affiché',
    'ready.diagram.missing': 'Sans schéma',
    'ready.csv': 'Export CSV',
    'ready.csv.idle': 'Export prêt',
    'ready.csv.downloading': 'Téléchargement du CSV',
  },
  events: {
    'flows.period': 'Choisit une période',
    'flows.compare': 'Compare à la période précédente',
    'done: loadReport': 'Chiffres reçus',
    'error: loadReport': 'Chiffres refusés',
    'flows.retry': 'Réessaie',
    'flows.select': 'Choisit un parcours',
    'done: loadDiagram': 'Schéma reçu',
    'error: loadDiagram': 'Schéma introuvable',
    'flows.download': 'Télécharge le CSV',
    'done: downloadCsv': 'CSV enregistré',
    'error: downloadCsv': 'Téléchargement impossible',
  },
  guards: {
    validPeriod: 'période valable',
    otherFlow: 'autre parcours listé',
    hasFlow: 'un parcours à montrer',
  },
} as const satisfies FlowWords;

const ticket = {
  title: 'Statut d’un ticket',
  summary:
    'Le statut d’une demande au support\u202F: nouvelle tant que personne n’a répondu, en cours quand l’équipe répond, en attente quand elle attend le contact, de nouveau en cours quand le contact répond\u202F; fermée par l’équipe ou après une période sans réponse, rouverte par une réponse, terminée pour de bon. Le contact voit «\u202FEn cours\u202F», «\u202FFermé\u202F» ou «\u202FTerminé\u202F».',
  states: {
    new: 'Nouvelle demande',
    pending: 'Prise en charge',
    waiting: 'En attente du contact',
    closed: 'Fermée',
    locked: 'Terminée',
  },
  events: {
    'ticket.contact.reply': 'Le contact répond',
    'ticket.staff.reply': 'L’équipe répond',
    'ticket.staff.close': 'L’équipe ferme',
    'ticket.staff.lock': 'L’équipe termine',
    'ticket.staff.await': 'L’équipe attend le contact',
    'ticket.staff.resume': 'L’équipe reprend',
    'ticket.system.expire': 'Sans réponse du contact',
    'ticket.staff.reopen': 'L’équipe rouvre',
  },
  guards: {},
} as const satisfies FlowWords;

const contactAccess = {
  title: 'Accès au support',
  summary:
    'Les pages des tickets demandent le lien reçu par e‑mail ou un membre connecté\u202F; sinon, le visiteur va sur /contact/link, qui envoie un nouveau lien et répond de la même façon que l’adresse soit connue ou non.',
  states: {
    starting: 'Ouverture de la page',
    granted: 'Accès accordé',
    member: 'Accès du membre connecté',
    redirecting: 'Vers la demande de lien',
    link: 'Demande de lien',
    'link.editing': 'Saisie de l’e‑mail',
    'link.sending': 'Envoi de la demande',
    'link.sent': 'Lien envoyé',
    'link.failed': 'Demande en échec',
  },
  events: {
    'contactAccess.request': 'Demande un lien',
    'contactAccess.edit': 'Modifie un champ',
    'done: requestLink': 'Demande enregistrée',
    'error: requestLink': 'Demande impossible',
    'contactAccess.restart': 'Recommence',
  },
  guards: { isLinkPage: 'page de demande de lien', hasToken: 'lien fourni', isSignedIn: 'membre connecté', formInvalid: 'saisie invalide' },
  otherwise: { isLinkPage: 'autre page', hasToken: 'sans lien', isSignedIn: 'sans session', formInvalid: 'saisie complète' },
} as const satisfies FlowWords;

const ticketList = {
  title: 'Liste des tickets',
  summary:
    'Les demandes au support page par page\u202F; une page en échec garde la liste et affiche un message d’erreur, un lien refusé arrête la liste. L’équipe filtre par statut.',
  states: {
    loading: 'Chargement des tickets',
    settled: 'Page reçue',
    more: 'D’autres tickets à lire',
    complete: 'Liste complète',
    failed: 'Chargement en échec',
    rejected: 'Accès refusé',
  },
  events: {
    'ticketList.filter': 'Change de filtre',
    'ticketList.add': 'Nouveau ticket',
    'done: fetchTickets': 'Tickets reçus',
    'error: fetchTickets': 'Chargement impossible',
    'ticketList.loadMore': 'Affiche la suite',
    'ticketList.retry': 'Réessaie',
  },
  guards: { isNewFilter: 'autre filtre', accessRefused: 'accès refusé', hasMorePages: 'pages restantes' },
  otherwise: { accessRefused: 'autre erreur', hasMorePages: 'dernière page' },
} as const satisfies FlowWords;

const ticketThread = {
  title: 'Échanges d’un ticket',
  summary:
    'Un ticket et ses messages, 10 à la fois\u202F; la réponse et les changements de statut offerts sont ceux que le statut du ticket permet à la personne qui le lit (contact ou équipe).',
  states: {
    loading: 'Chargement du ticket',
    loadFailed: 'Chargement impossible',
    rejected: 'Accès refusé',
    ready: 'Ticket affiché',
    'ready.messages': 'Messages',
    'ready.messages.settled': 'Messages reçus',
    'ready.messages.more': 'D’autres messages à lire',
    'ready.messages.loadingMore': 'Chargement des messages',
    'ready.messages.complete': 'Tous les messages',
    'ready.conversation': 'Conversation',
    'ready.conversation.checking': 'Droits de réponse',
    'ready.conversation.open': 'Réponse possible',
    'ready.conversation.readOnly': 'Lecture seule',
    'ready.conversation.locked': 'Ticket terminé',
    'ready.conversation.sending': 'Envoi de la réponse',
    'ready.conversation.changingStatus': 'Changement de statut',
  },
  events: {
    'done: fetchThread': 'Ticket reçu',
    'error: fetchThread': 'Chargement impossible',
    'thread.retry': 'Réessaie',
    'thread.loadMore': 'Affiche la suite',
    'done: fetchMore': 'Messages reçus',
    'error: fetchMore': 'Messages indisponibles',
    'thread.reply': 'Répond',
    'thread.edit': 'Modifie sa réponse',
    'thread.changeStatus': 'Change le statut',
    'done: sendReply': 'Réponse envoyée',
    'error: sendReply': 'Réponse refusée',
    'done: changeStatus': 'Statut changé',
    'error: changeStatus': 'Changement refusé',
  },
  guards: {
    accessRefused: 'accès refusé',
    hasMorePages: 'pages restantes',
    catchingUp: 'rattrapage après un changement',
    canReply: 'réponse permise',
    isLocked: 'ticket terminé',
    replyInvalid: 'réponse invalide',
    actionAllowed: 'action permise',
    isConflict: 'ticket modifié entre-temps',
    isInvalid: 'réponse refusée',
  },
  otherwise: {
    accessRefused: 'autre erreur',
    hasMorePages: 'dernière page',
    catchingUp: 'pas de rattrapage',
    canReply: 'lecture seule',
    isLocked: 'ticket ouvert',
    replyInvalid: 'réponse complète',
    isConflict: 'autre refus',
    isInvalid: 'autre refus',
  },
} as const satisfies FlowWords;

const newTicket = {
  title: 'Nouveau ticket',
  summary:
    'Une nouvelle demande au support\u202F: e‑mail et nom pour les contacts anonymes seulement, sujet et message toujours, catégorie au choix. Une fois envoyée, le lien de suivi part par e‑mail.',
  states: {
    editing: 'Saisie de la demande',
    sending: 'Envoi de la demande',
    sent: 'Demande envoyée',
    rejected: 'Accès refusé',
  },
  events: {
    'newTicket.submit': 'Envoie la demande',
    'newTicket.edit': 'Modifie un champ',
    'done: createTicket': 'Demande enregistrée',
    'error: createTicket': 'Demande refusée',
    'newTicket.restart': 'Nouvelle demande',
  },
  guards: {
    formInvalid: 'saisie invalide',
    fieldsRejected: 'champ à corriger',
    fallsBackToAnonymous: 'lien refusé, mode anonyme',
    accessRefused: 'accès refusé',
  },
  otherwise: {
    formInvalid: 'saisie complète',
    fieldsRejected: 'autre refus',
    fallsBackToAnonymous: 'autre refus',
    accessRefused: 'autre refus',
  },
} as const satisfies FlowWords;

const coachingProfile = {
  title: 'Nom montré aux coachs',
  summary:
    'Le prénom ou pseudonyme qu’un membre VIP montre aux coachs\u202F: la fenêtre s’ouvre tant qu’il n’en a pas\u202F; il peut la remettre à plus tard ou changer de nom ensuite.',
  states: {
    starting: 'Ouverture de l’espace coaching',
    loading: 'Chargement du profil',
    loadFailed: 'Chargement impossible',
    deciding: 'Nom connu ou non',
    asking: 'Fenêtre du nom',
    saving: 'Enregistrement du nom',
    saveFailed: 'Enregistrement en échec',
    postponed: 'Remis à plus tard',
    named: 'Nom choisi',
  },
  events: {
    'done: loadProfile': 'Profil chargé',
    'error: loadProfile': 'Chargement impossible',
    'coachingProfile.retry': 'Réessaie',
    'coachingProfile.submit': 'Enregistre son nom',
    'coachingProfile.edit': 'Modifie son nom',
    'coachingProfile.dismiss': 'Ferme la fenêtre',
    'done: saveNickname': 'Nom enregistré',
    'error: saveNickname': 'Nom refusé',
    'coachingProfile.open': 'Change de nom',
  },
  guards: {
    knowsMetadata: 'profil déjà connu',
    hasUid: 'membre identifié',
    hasNickname: 'nom déjà choisi',
    wasPostponed: 'remis à plus tard',
    nicknameInvalid: 'nom invalide',
    nameRejected: 'nom refusé',
  },
} as const satisfies FlowWords;

/** Keyed as scripts/machines-registry.ts. */
export const flows = {
  account,
  auth,
  login,
  'password-reset': passwordReset,
  'build-watcher': buildWatcher,
  'article-filter': articleFilter,
  'article-lifecycle': articleLifecycle,
  'article-editor': articleEditor,
  'copy-link': copyLink,
  pager,
  registration,
  payment,
  'payment-error': paymentError,
  'payment-callback': paymentCallback,
  activation,
  snackbar,
  subscription,
  'subscription-page': subscriptionPage,
  'change-card': changeCard,
  'account-privacy': accountPrivacy,
  withdrawal,
  'flows-page': flowsPage,
  ticket,
  'contact-access': contactAccess,
  'ticket-list': ticketList,
  'ticket-thread': ticketThread,
  'new-ticket': newTicket,
  'coaching-profile': coachingProfile,
} as const satisfies Record<string, FlowWords>;

/** The journeys drawn from several flows (scripts/lib/flow-journeys.ts): titles, paragraphs, links, legend. */
export const flowJourneys = {
  'journey-member': {
    title: 'Parcours du membre',
    summary:
      'De l’inscription à la fin de l’abonnement\u202F: création du compte, paiement par carte ou sur la page du prestataire, refus ou retour du paiement, activation du compte VIP, période d’essai, abonnement actif, résiliation demandée, abonnement terminé.',
    links: {
      cardForm: 'Formulaire de carte',
      hostedReturn: 'Retour de la page de paiement',
      subscribedReturn: 'Paiement réussi (success=1)',
      welcome: 'Page de bienvenue',
      errorCode: 'Code du refus',
      fieldToFix: 'Champ à corriger',
      paymentOver: 'Fin du paiement',
      paymentReturn: 'Retour du paiement',
      subscription: 'Abonnement du membre',
      cancelledReturn: 'Paiement annulé (cancelled=1) : retour au choix du paiement',
    },
  },
  'journey-support': {
    title: 'Parcours d’une demande au support',
    summary:
      'Une demande au support, de sa création par un membre connecté ou un visiteur anonyme à sa fin\u202F: chaque changement de statut est coloré selon qui le fait — le contact (en bleu), l’équipe, coach ou support (en vert), ou l’expiration automatique (en brun).',
    links: { created: 'Ticket créé' },
  },
} as const;

/** Who moves a ticket, in the legend of the diagrams that colour its moves by actor. */
export const flowActors = {
  contact: 'Contact (membre connecté ou visiteur anonyme)',
  staff: 'Équipe (coach ou support)',
  system: 'Automatique (sans réponse du contact)',
} as const;
