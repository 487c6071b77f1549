import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from '../../src/domain/lazy-schema.ts';
import { fieldMessage } from '../../src/i18n/field-message.ts';
import { emailSchema, passwordSchema } from '../../src/domain/field-rules.ts';

const buildSignIn = () => z.object({ email: emailSchema, password: passwordSchema, remember: z.boolean().optional() });

const inputs: unknown[] = [
  { email: 'jean@example.fr', password: 'motdepasse' },
  { email: '  jean@example.fr ', password: 'motdepasse', remember: true },
  { email: 'pas-une-adresse', password: 'court' },
  { email: '', password: '' },
  { password: 'motdepasse' },
  'pas un objet',
  null,
];

describe('a schema built on first use', () => {
  it('is not built until something uses it, then built once', () => {
    let builds = 0;
    const schema = lazySchema(() => {
      builds += 1;
      return buildSignIn();
    });
    expect(builds).toBe(0);
    schema.safeParse(inputs[0]);
    schema.parse(inputs[0]);
    void schema.shape;
    expect(builds).toBe(1);
  });

  it('accepts and refuses exactly what the schema built at once does, with the same field messages', () => {
    const eager = buildSignIn();
    const lazy = lazySchema(buildSignIn);
    for (const input of inputs) {
      const [a, b] = [eager.safeParse(input), lazy.safeParse(input)];
      expect(b.success).toBe(a.success);
      expect(b.data).toEqual(a.data);
      const messages = (result: typeof a) => result.error?.issues.map((issue) => [issue.path.join('.'), fieldMessage(issue.message)]);
      expect(messages(b)).toEqual(messages(a));
    }
  });

  it('works wherever this project uses a schema: nested, extended, picked, its shape, instanceof', () => {
    const lazy = lazySchema(buildSignIn);
    const page = z.object({ form: lazy, forms: z.array(lazy) });
    expect(page.safeParse({ form: inputs[0], forms: [inputs[1]] }).success).toBe(true);
    expect(page.safeParse({ form: inputs[2], forms: [] }).success).toBe(false);

    const extended = lazy.extend({ name: z.string() });
    expect(extended.safeParse({ ...(inputs[0] as object), name: 'Jean' }).success).toBe(true);
    expect(extended.safeParse(inputs[0]).success).toBe(false);
    expect(Object.keys(lazy.pick({ email: true }).shape)).toEqual(['email']);
    expect(Object.keys(lazy.shape)).toEqual(['email', 'password', 'remember']);
    expect(lazy).toBeInstanceOf(z.ZodObject);
    // Its own keys and descriptors are the schema's (a spread or a deep comparison sees the same).
    expect(Object.keys(lazySchema(buildSignIn))).toEqual(Object.keys(buildSignIn()));
    // Freezing is refused rather than breaking the proxy: it still parses and lists its keys after.
    expect(() => Object.freeze(lazy)).toThrow(TypeError);
    expect(Object.keys(lazy)).toContain('def');
    expect(lazy.safeParse(inputs[0]).success).toBe(true);
  });
});
