import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/build-info.ts';

/** The layers' rules (eslint.config.js) are only as good as their zones: each is tried on purpose. */
const eslint = new ESLint({ cwd: PROJECT_ROOT });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${PROJECT_ROOT}/${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint configuration keeps the layers apart', () => {
  it('refuses a view importing an actor factory, a service or the API client, and accepts a hook', async () => {
    expect(
      await rulesBroken(
        'views/pages/x-page.tsx',
        "import { startedWithSession } from '../../src/app/auth/auth-actors.ts';\nexport const x = startedWithSession;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'views/pages/x-page.tsx',
        "import { createBrowserServices } from '../../src/app/browser-services.ts';\nexport const x = createBrowserServices;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'views/pages/x-page.tsx',
        "import { createHttpClient } from '../../src/api/http-client.ts';\nexport const x = createHttpClient;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'views/pages/x-page.tsx',
        "import { useLoginActor } from '../../src/app/auth/use-login-actor.ts';\nexport const x = useLoginActor;\n",
      ),
    ).toEqual([]);
  });

  it('lets views take only hooks and paths from src/app: a helper, a loader or the route table is refused', async () => {
    const view = 'views/components/x/x-panel.tsx';
    for (const [module, name] of [
      ['src/app/signup/payment-setup.ts', 'readPaymentSetup'],
      ['src/app/content/loaders.ts', 'loadArticles'],
      ['src/app/route-table.ts', 'findRouteByName'],
      ['src/app/breadcrumbs.ts', 'buildBreadcrumbs'],
    ]) {
      expect(await rulesBroken(view, `import { ${name} } from '../../../${module}';\nexport const x = ${name};\n`), module).toContain(
        'import-x/no-restricted-paths',
      );
    }
    for (const [module, name] of [
      ['src/app/content/use-route-data.ts', 'useArticlesData'],
      ['src/app/signup/use-payment-setup.ts', 'usePaymentSetup'],
      ['src/app/paths.ts', 'routePath'],
      ['src/app/content/paths.ts', 'articlesPath'],
      ['src/app/app-context.tsx', 'useAuthActor'],
    ]) {
      expect(await rulesBroken(view, `import { ${name} } from '../../../${module}';\nexport const x = ${name};\n`), module).toEqual([]);
    }
  });

  it('refuses a machine doing I/O or importing React, and the contract importing anything but zod', async () => {
    expect(await rulesBroken('machines/x.machine.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toContain(
      'no-restricted-imports',
    );
    expect(
      await rulesBroken(
        'machines/x.machine.ts',
        "import { createHttpClient } from '../src/api/http-client.ts';\nexport const x = createHttpClient;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken('src/domain/x.ts', "import { fr } from '../i18n/fr/index.ts';\nexport const x = fr;\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a schema built when a page loads, and accepts one built on first use', async () => {
    const header =
      "import { z } from 'zod';\nimport { lazySchema } from './lazy-schema.ts';\nimport { pageInfoSchema } from './page.ts';\n";
    for (const atLoad of [
      'export const x = z.string().min(1);',
      'const fields = { email: z.string() };\nexport const x = fields;',
      'export const x = lazySchema(() => z.string()).optional();',
      'export const x = pageInfoSchema.shape;',
    ]) {
      expect(await rulesBroken('src/domain/x.ts', `${header}${atLoad}\n`), atLoad).toContain('no-restricted-syntax');
    }
    for (const onFirstUse of [
      'export const x = lazySchema(() => z.object({ page: pageInfoSchema, n: z.number().optional() }));',
      'export function pages(value: unknown) {\n  return pageInfoSchema.shape.hasNextPage.parse(value);\n}',
    ]) {
      expect(await rulesBroken('src/domain/x.ts', `${header}${onFirstUse}\n`), onFirstUse).not.toContain('no-restricted-syntax');
    }
  });
}, 60_000);
