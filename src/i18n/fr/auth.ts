/**
 * Sign-in and account: what the app shell shows on every page (titles, header, session notices).
 * The texts of the pages themselves are in ./auth-pages.ts, loaded with those pages only, so the
 * entry bundle stays small (docs/decisions/0007-auth-client.md).
 */
export const auth = {
  titles: {
    login: 'Connexion',
    account: 'Mon compte',
    resetPassword: 'Mot de passe oublié',
    resetPasswordUpdate: 'Nouveau mot de passe',
  },
  descriptions: {
    login: 'Connectez-vous à votre espace membre Galant\u202F: articles complets et coaching VIP.',
    resetPassword: 'Recevez par e\u2011mail un lien pour choisir un nouveau mot de passe.',
  },
  nav: {
    signOut: 'Se déconnecter',
    signingOut: 'Déconnexion…',
  },
  session: {
    signedOut: 'Vous êtes déconnecté. À bientôt\u202F!',
    lost: 'Votre session a expiré, veuillez vous reconnecter.',
  },
} as const;
