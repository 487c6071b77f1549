import type { DelayedJob } from '../../jobs/delayed-job.ts';
import { notificationSchema, type PaymentNotification } from './notifications.ts';
import { deliverNotification, NOTIFICATION_JOB, succeededEvent } from './charges.ts';
import type { ServerServices } from '../../services.ts';

type NotificationData = PaymentNotification['data'];
const dataSchema = notificationSchema.shape.data;

/**
 * The sandbox provider's delayed notification as a queued job: queued by the charge with the
 * activation delay, delivered to our signed webhook by whichever process polls first. A refusal
 * (not 200) throws, so the queue retries with backoff, as a real provider retries its webhooks.
 */
export function notificationDeliveryJob(services: ServerServices): DelayedJob<NotificationData> {
  return {
    name: NOTIFICATION_JOB,
    retryLimit: 10,
    parse: (data) => dataSchema.parse(data),
    async run(data, { jobId, log }) {
      // The event id comes from the job id: a retried delivery is the same event (deduplicated).
      const status = await deliverNotification(services, succeededEvent(`evt_${jobId.replaceAll('-', '')}`, data));
      // 404: the payment is gone (its member was erased): retrying cannot help.
      if (status !== 200 && status !== 404) throw new Error(`payment notification answered ${status}`);
      log.info({ payment: data.paymentUid }, 'payment notification delivered');
    },
  };
}
