import type { FeaturePlugin } from '../../services.ts';
import { staffArticleRoutes } from './routes.ts';
import { publishDueJob, publishSweepJob } from './schedule.ts';

/** Publishing (docs/product.md#publishing): the staff articles API and the schedule's job and sweep. */
export const publishingModule: FeaturePlugin = async (app, { services }) => {
  services.jobs.define(publishDueJob());
  services.jobs.defineRecurring(publishSweepJob);
  await app.register(staffArticleRoutes, { services });
};
