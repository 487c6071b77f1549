import { describe, expect, it } from 'vitest';
import { emailSchema, nameSchema, passwordSchema } from '../../src/domain/field-rules.ts';
import { fieldMessage } from '../../src/i18n/field-message.ts';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : fieldMessage(result.error?.issues[0]?.message ?? '');
}

describe('Field rules (docs/product.md#validation)', () => {
  it('accepts a standard e-mail address and explains a malformed one in French', () => {
    expect(emailSchema.safeParse('paul.martin@exemple.fr').success).toBe(true);
    expect(firstMessage(emailSchema.safeParse('paul.martin@'))).toBe('Le format de l’adresse e\u2011mail est incorrect');
    expect(firstMessage(emailSchema.safeParse('paul martin@exemple.fr'))).toBe('Le format de l’adresse e\u2011mail est incorrect');
    expect(firstMessage(emailSchema.safeParse('   '))).toBe('Ce champ est obligatoire');
  });

  it('refuses what the HTML standard or mail servers refuse, and keeps what people type', () => {
    for (const refused of [
      '<script>x</script>@example.com',
      'a(b)@example.com',
      'a<b@example.com',
      'a@-b.com',
      'a..b@example.com',
      "o'@example.com",
      `${'a'.repeat(65)}@example.com`,
    ]) {
      expect(firstMessage(emailSchema.safeParse(refused)), refused).toBe('Le format de l’adresse e\u2011mail est incorrect');
    }
    for (const kept of ["o'brien@example.com", 'jean-paul.dupont+galant@mail.example.fr', `${'a'.repeat(64)}@example.com`]) {
      expect(emailSchema.safeParse(kept).success, kept).toBe(true);
    }
  });

  it('counts an address in characters the mail servers count: 254 at most, emoji and other non-ASCII refused at any length', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(3)}.fr`;
    expect(longest.length).toBe(254);
    expect(emailSchema.safeParse(longest).success).toBe(true);
    expect(firstMessage(emailSchema.safeParse(longest.replace('.fr', '.fra')))).toBe('Le format de l’adresse e\u2011mail est incorrect');
    for (const emoji of ['😀'.repeat(127), '😀'.repeat(128), `${'😀'.repeat(40)}@example.com`, 'jean@exemple.😀']) {
      expect(firstMessage(emailSchema.safeParse(emoji)), emoji).toBe('Le format de l’adresse e\u2011mail est incorrect');
    }
  });

  it('wants a password of 8 to 50 characters', () => {
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
    expect(passwordSchema.safeParse('x'.repeat(50)).success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse('1234567'))).toBe('Le mot de passe doit contenir entre 8 et 50 caractères');
    expect(firstMessage(passwordSchema.safeParse('x'.repeat(51)))).toBe('Le mot de passe doit contenir entre 8 et 50 caractères');
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('Ce champ est obligatoire');
  });

  it('takes names with accents, spaces, apostrophes, periods and hyphens, 1 to 24 long', () => {
    for (const name of ['Éloïse', "D'Artagnan", 'D’Artagnan', 'Jean-Loup M.', 'Zoé']) expect(nameSchema.safeParse(name).success).toBe(true);
    expect(firstMessage(nameSchema.safeParse('R2D2'))).toBe(
      'Le nom ne peut contenir que des lettres, espaces, apostrophes, points et tirets',
    );
    expect(firstMessage(nameSchema.safeParse('a'.repeat(25)))).toBe('Le nom doit contenir entre 1 et 24 caractères');
  });

  it('leaves a message that is not a rule key untouched', () => {
    expect(fieldMessage('metadata type is not correct')).toBe('metadata type is not correct');
  });
});
