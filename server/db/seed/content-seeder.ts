import type { ContentImport } from '../../modules/content/content-import.ts';
import { storeContent } from '../../modules/content/content-store.ts';
import { demoContent } from './content/index.ts';
import type { Seeder } from './index.ts';

/** A demo seeder storing `content` through the content store (validated, HTML sanitised on the way in). */
export function contentSeeder(name: string, content: ContentImport): Seeder {
  return {
    name,
    demo: true,
    async run({ db }) {
      // storeContent skips uids already present: running it again (seed_runs reset) adds nothing.
      await storeContent(db, content);
    },
  };
}

/** Demo: the French articles, authors, categories, tags and pages written for Galant. */
export const demoContentSeeder: Seeder = contentSeeder('demo/content', demoContent);
