/**
 * Server-only texts of the page <head> (src/app/head.ts): the meta description of pages whose
 * route names none, so every page has one (Lighthouse SEO). By route name, else the site's.
 */
export const head = {
  defaultDescription:
    'Galant, le coaching en séduction pour les hommes\u202F: des conseils concrets et des coachs qui vous répondent en ligne.',
  descriptions: {
    contact: 'Une question sur Galant ou sur votre abonnement\u202F? Écrivez à notre support, nous vous répondons par e\u2011mail.',
    'contact-new-ticket': 'Posez votre question au support de Galant\u202F: un lien personnel vous permet ensuite de suivre votre demande.',
    'contact-link': 'Recevez par e\u2011mail un nouveau lien pour suivre vos demandes au support de Galant.',
    'reset-password-update': 'Choisissez un nouveau mot de passe pour votre compte Galant.',
    'privacy-policy': 'Ce que Galant garde de vos données, pourquoi, combien de temps, qui les reçoit, et comment exercer vos droits.',
  } as Readonly<Record<string, string>>,
} as const;
