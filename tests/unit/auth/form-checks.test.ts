import { describe, expect, it } from 'vitest';
import { checkDisplayName, checkPasswordChange, displayNameOf } from '../../../machines/auth/account.machine.ts';
import { withoutIssue } from '../../../machines/auth/form-issues.ts';
import { checkCredentials, toLoginFailure } from '../../../machines/auth/login.machine.ts';
import { checkEmail, checkNewPassword, toResetFailure } from '../../../machines/auth/password-reset.machine.ts';
import { issueMessage } from '../../../views/components/form/issue-message.ts';

describe('Rules (docs/product.md#validation) of the auth forms, and their French messages', () => {
  it('login: the identifier is an e-mail address, the password 8 to 50 characters', () => {
    expect(checkCredentials({ identifier: 'vip@galant.test', password: 'Galant-VIP-2026' })).toEqual({});
    const issues = checkCredentials({ identifier: 'vip@galant', password: 'x'.repeat(51) });
    expect(issueMessage(issues.identifier)).toBe('Le format de l’adresse e\u2011mail est incorrect');
    expect(issueMessage(issues.password)).toBe('Le mot de passe doit contenir entre 8 et 50 caractères');
    expect(issueMessage(checkCredentials({ identifier: ' ', password: '' }).identifier)).toBe('Ce champ est obligatoire');
  });

  it('reset: e-mail required and well formed; new password confirmed', () => {
    expect(checkEmail('  vip@galant.test ')).toEqual({});
    expect(checkEmail('')).toEqual({ email: { rule: 'required' } });
    expect(checkNewPassword('Nouveau-Mot-2026', 'Nouveau-Mot-2026')).toEqual({});
    expect(issueMessage(checkNewPassword('Nouveau-Mot-2026', 'Nouveau-Mot-2025').confirmation)).toBe(
      'Les deux mots de passe ne correspondent pas',
    );
    // The confirmation is compared only once the password itself is acceptable.
    expect(checkNewPassword('court', 'autre')).toEqual({ password: { rule: 'passwordLength' } });
  });

  it('account: the display name follows the name rule, empty clears it', () => {
    expect(displayNameOf('  ')).toBeNull();
    expect(displayNameOf(' Julien ')).toBe('Julien');
    expect(checkDisplayName('')).toEqual({});
    expect(checkDisplayName("Jean-Éric O'Neil")).toEqual({});
    expect(issueMessage(checkDisplayName('J3an').name)).toBe(
      'Le nom ne peut contenir que des lettres, espaces, apostrophes, points et tirets',
    );
    expect(issueMessage(checkDisplayName('x'.repeat(25)).name)).toBe('Le nom doit contenir entre 1 et 24 caractères');
  });

  it('account: change of password needs the current one and a confirmed new one', () => {
    expect(checkPasswordChange({ old: 'a', new: 'Nouveau-Mot-2026', confirmation: 'Nouveau-Mot-2026' })).toEqual({});
    expect(checkPasswordChange({ old: '', new: 'Nouveau-Mot-2026', confirmation: 'Autre' })).toEqual({
      old: { rule: 'required' },
      confirmation: { rule: 'passwordMismatch' },
    });
    expect(issueMessage({ rule: 'oldPasswordWrong' })).toBe('Le mot de passe actuel est incorrect');
  });

  it('correcting a field clears its message only', () => {
    const issues = { old: { rule: 'required' as const }, new: { text: 'Trop court' } };
    expect(withoutIssue(issues, 'old')).toEqual({ new: { text: 'Trop court' } });
    expect(withoutIssue(issues, 'confirmation' as 'old')).toBe(issues);
  });

  it('unknown failures become server errors (the message people can act on)', () => {
    expect(toLoginFailure(new Error('boom'))).toEqual({ reason: 'server' });
    expect(toLoginFailure({ reason: 'nope' })).toEqual({ reason: 'server' });
    expect(toLoginFailure({ reason: 'tooManyAttempts' })).toEqual({ reason: 'tooManyAttempts' });
    expect(toResetFailure({ reason: 'tokenRejected', problem: 'weird' })).toEqual({ reason: 'tokenRejected', problem: 'invalid' });
    expect(toResetFailure(null)).toEqual({ reason: 'server' });
  });
});
