import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../server/build-info.ts';

/** The data router's APIs are refused (docs/decisions/0024-router-lite.md), from either package. */
const eslint = new ESLint({ cwd: PROJECT_ROOT });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${PROJECT_ROOT}/${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint loads the typed configuration: seconds on a busy machine, not a figure under test.
describe('the lint configuration refuses the data router', { timeout: 60_000 }, () => {
  it.each([
    ['views/pages/x-page.tsx', "import { useLoaderData } from 'react-router-dom';\nexport const x = useLoaderData;\n"],
    ['views/pages/x-page.tsx', "import { useLoaderData } from 'react-router';\nexport const x = useLoaderData;\n"],
    ['views/pages/x-page.tsx', "import { useBlocker } from 'react-router';\nexport const x = useBlocker;\n"],
    ['src/app/x.ts', "import { redirectDocument } from 'react-router-dom';\nexport const x = redirectDocument;\n"],
    ['tests/unit/app/x.test.ts', "import { createHashRouter } from 'react-router';\nexport const x = createHashRouter;\n"],
  ])('%s: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('no-restricted-imports');
  });

  it('accepts the declarative mode’s APIs', async () => {
    expect(
      await rulesBroken('views/pages/x-page.tsx', "import { Link, useParams } from 'react-router';\nexport const x = [Link, useParams];\n"),
    ).toEqual([]);
  });
});
