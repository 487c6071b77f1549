/**
 * Texts of the sign-in, account and password pages (docs/product.md#routes /login, /account, password reset; docs/product.md#errors login
 * messages). Imported by those pages only (lazy chunks), not registered in the entry's dictionary.
 */
export const authPages = {
  form: {
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    passwordHint: 'Entre 8 et 50 caractères.',
  },
  fields: {
    passwordMismatch: 'Les deux mots de passe ne correspondent pas',
    oldPasswordWrong: 'Le mot de passe actuel est incorrect',
  },
  login: {
    heading: 'Connexion',
    intro: 'Accédez à votre espace membre\u202F: articles complets et échanges avec votre coach.',
    identifier: 'Adresse e\u2011mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion…',
    // docs/product.md#routes: the waiting message of /login.
    waitingTitle: 'Vous venez de vous abonner\u202F?',
    waiting:
      'Le traitement du paiement peut prendre jusqu’à 5 minutes. Si la connexion ne fonctionne pas encore, patientez quelques instants puis réessayez\u202F: un e\u2011mail vous confirmera l’activation de votre compte.',
    forgotten: 'Mot de passe oublié\u202F?',
    noAccount: 'Pas encore membre\u202F?',
    register: 'Créer un compte',
    passwordUpdated: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    errors: {
      // docs/product.md#errors, quoted exactly.
      unauthorized: 'Nom d’utilisateur et/ou mot de passe incorrects',
      forbidden: 'Une erreur est survenue, veuillez contacter le support client.',
      server: 'Une erreur est survenue lors de la connexion du compte, veuillez réessayer plus tard',
      // 403 account_pending / account_ended of /api/auth_check.
      accountPending:
        'Votre compte est en cours d’activation\u202F: le traitement du paiement peut prendre jusqu’à 5 minutes. Veuillez réessayer dans quelques instants\u202F; un e\u2011mail vous préviendra dès que votre compte sera prêt.',
      accountEnded:
        'Votre abonnement est terminé et ce compte n’est plus actif. Pour profiter à nouveau de Galant, inscrivez-vous à nouveau.',
      tooManyAttempts: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.',
    },
  },
  resetRequest: {
    heading: 'Mot de passe oublié',
    intro: 'Indiquez l’adresse e\u2011mail de votre compte\u202F: nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    email: 'Adresse e\u2011mail',
    submit: 'Envoyer le lien',
    submitting: 'Envoi…',
    sentTitle: 'Vérifiez votre boîte de réception',
    sent: 'Si un compte existe avec cette adresse, un e\u2011mail contenant un lien de réinitialisation vient de lui être envoyé. Ce lien est valable une heure et ne sert qu’une fois.',
    again: 'Envoyer un autre lien',
    failed: 'Votre demande n’a pas pu être envoyée, veuillez réessayer plus tard.',
    backToLogin: 'Retour à la connexion',
  },
  resetUpdate: {
    heading: 'Choisir un nouveau mot de passe',
    intro: 'Votre nouveau mot de passe remplacera l’ancien sur tous vos appareils.',
    checking: 'Vérification du lien…',
    checkFailed: 'Le lien n’a pas pu être vérifié. Vérifiez votre connexion puis réessayez.',
    retry: 'Réessayer',
    password: 'Nouveau mot de passe',
    confirmation: 'Confirmer le nouveau mot de passe',
    submit: 'Enregistrer le mot de passe',
    submitting: 'Enregistrement…',
    failed: 'Le mot de passe n’a pas pu être enregistré, veuillez réessayer plus tard.',
    tokenTitle: 'Ce lien ne fonctionne plus',
    tokenProblems: {
      used: 'Ce lien a déjà été utilisé\u202F: chaque lien ne sert qu’une fois.',
      expired: 'Ce lien a expiré\u202F: il n’est valable qu’une heure.',
      invalid: 'Ce lien n’est pas valide. Vérifiez que vous avez copié l’adresse en entier.',
      missing: 'Ce lien est incomplet\u202F: il manque le code de réinitialisation.',
    },
    requestNew: 'Demander un nouveau lien',
  },
  account: {
    heading: 'Mon compte',
    loading: 'Chargement de votre profil…',
    loadFailed: 'Votre profil n’a pas pu être chargé.',
    retry: 'Réessayer',
    identityTitle: 'Identifiant',
    email: 'Adresse e\u2011mail',
    profileTitle: 'Profil',
    displayName: 'Nom d’affichage',
    displayNameHint: 'Le prénom ou le pseudo que voient les coachs. Laissez vide pour ne pas en afficher.',
    saveName: 'Enregistrer',
    savingName: 'Enregistrement…',
    nameSaved: 'Votre nom d’affichage a été enregistré.',
    nameFailed: 'Votre nom d’affichage n’a pas pu être enregistré, veuillez réessayer plus tard.',
    passwordTitle: 'Mot de passe',
    passwordIntro: 'Après le changement, vos autres appareils devront se reconnecter.',
    oldPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmation: 'Confirmer le nouveau mot de passe',
    changePassword: 'Changer le mot de passe',
    changingPassword: 'Modification…',
    passwordChanged: 'Votre mot de passe a été modifié.',
    passwordFailed: 'Votre mot de passe n’a pas pu être modifié, veuillez réessayer plus tard.',
    signOutTitle: 'Déconnexion',
    signOutText: 'Vous quitterez votre espace membre sur cet appareil.',
    signOut: 'Se déconnecter',
  },
} as const;
