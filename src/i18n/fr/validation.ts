/** §5 field messages and §8 field errors. */
export const validation = {
  required: 'Ce champ est obligatoire',
  emailFormat: 'Le format de l’adresse e\u2011mail est incorrect',
  passwordLength: 'Le mot de passe doit contenir entre 8 et 50 caractères',
  length: 'La longueur de ce champ est incorrecte',
  nameLength: 'Le nom doit contenir entre 1 et 24 caractères',
  nameFormat: 'Le nom ne peut contenir que des lettres, espaces, apostrophes, points et tirets',
  cardNumberInvalid: 'Le numéro de carte n’est pas valide',
  cardNumberDigits: 'Le numéro de carte ne doit contenir que des chiffres',
  yearFormat: 'L’année doit être au format aa et ne pas être passée',
  monthFormat: 'Le mois doit être compris entre 01 et 12',
  expiryPast: 'La date d’expiration doit être postérieure à aujourd’hui',
  cvvDigits: 'Le cryptogramme doit contenir 3 ou 4 chiffres',
  missing: 'Ce champ est obligatoire',
  invalid: 'Ce champ n’est pas valide',
  duplicate: 'Ce champ a déjà été utilisé',
  generic: 'Une erreur est survenue sur ce champ',
} as const;
