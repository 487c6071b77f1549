import type { PublicConfig } from '../../src/domain/public-config.ts';

/** A public configuration for tests of the head and payload (what toPublicConfig would build). */
export const testPublicConfig: PublicConfig = {
  siteName: 'Galant',
  subtitle: 'Le coaching en séduction',
  publisher: { name: 'Éditeur', address: 'Paris', registration: 'RCS' },
  bank: { name: 'Banque', address: 'Paris' },
  gtmId: null,
  translationScriptUrl: null,
  signupToken: 'galant-essai',
  siteUrl: 'https://galant.example',
  buildId: 'b1',
};
