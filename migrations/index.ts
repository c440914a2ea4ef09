import type { Knex } from 'knex';
import * as walkingSkeleton from './20261122_0001_walking_skeleton';
import * as signupActivation from './20261122_0002_signup_activation';
import * as loginSecurity from './20261122_0003_login_security';
import * as profileMedia from './20261122_0004_profile_media';
import * as accountClosure from './20261122_0005_account_closure';
import * as serverSecrets from './20261122_0006_server_secrets';
import * as rateLimitsFromFirstHit from './20261123_0007_rate_limits_from_first_hit';
import * as idempotencyKeys from './20261123_0008_idempotency_keys';
import * as searchAtScale from './20261124_0009_search_at_scale';
import * as photoOrderAndPrivacy from './20261124_0010_photo_order_and_privacy';
import * as reportsAndComplaints from './20261124_0011_reports_and_complaints';
import * as likes from './20261124_0012_likes';
import * as swipePasses from './20261124_0013_swipe_passes';
import * as conversationRemoval from './20261124_0014_conversation_removal';
import * as messageAttachments from './20261124_0015_message_attachments';
import * as payments from './20261126_0016_payments';
import * as outboxAndSchedules from './20261127_0017_outbox_and_schedules';
import * as discountReservationsAndSweep from './20261127_0018_discount_reservations_and_sweep';
import * as privateMedia from './20261127_0019_private_media';
import * as emailPreferences from './20261127_0020_email_preferences';
import * as noticesAndPush from './20261127_0021_notices_and_push';
import * as mailHeaders from './20261127_0022_mail_headers';
import * as reminders from './20261127_0024_reminders';
import * as pushOnEveryDevice from './20261127_0025_push_on_every_device';
import * as unconfirmedProfilesDisabled from './20261127_0026_unconfirmed_profiles_disabled';
import * as profileViews from './20261127_0027_profile_views';
import * as operatorsAndAudit from './20261207_0028_operators_and_audit';
import * as reportQueueAndSuspensions from './20261207_0029_report_queue_and_suspensions';
import * as memberSearch from './20261207_0030_member_search';
import * as photoModeration from './20261207_0031_photo_moderation';
import * as refundsAndReversals from './20261207_0032_refunds_and_reversals';
import * as operatorAccountsDisabled from './20261207_0033_operator_accounts_disabled';
import * as dashboardAndDiscountLimits from './20261207_0034_dashboard_and_discount_limits';
import * as memberErasureAndSystemAudit from './20261207_0035_member_erasure_and_system_audit';
import * as complaints from './20261207_0036_complaints';
import * as complaintsAssigned from './20261207_0037_complaints_assigned';
import * as operatorSetupLinks from './20261207_0038_operator_setup_links';

/** Migrations are listed, not globbed, so they load the same under tsx, vitest and a bundle. Append only. */
const migrations: Record<string, Knex.Migration> = {
  '20261122_0001_walking_skeleton': walkingSkeleton,
  '20261122_0002_signup_activation': signupActivation,
  '20261122_0003_login_security': loginSecurity,
  '20261122_0004_profile_media': profileMedia,
  '20261122_0005_account_closure': accountClosure,
  '20261122_0006_server_secrets': serverSecrets,
  '20261123_0007_rate_limits_from_first_hit': rateLimitsFromFirstHit,
  '20261123_0008_idempotency_keys': idempotencyKeys,
  '20261124_0009_search_at_scale': searchAtScale,
  '20261124_0010_photo_order_and_privacy': photoOrderAndPrivacy,
  '20261124_0011_reports_and_complaints': reportsAndComplaints,
  '20261124_0012_likes': likes,
  '20261124_0013_swipe_passes': swipePasses,
  '20261124_0014_conversation_removal': conversationRemoval,
  '20261124_0015_message_attachments': messageAttachments,
  '20261126_0016_payments': payments,
  '20261127_0017_outbox_and_schedules': outboxAndSchedules,
  '20261127_0018_discount_reservations_and_sweep': discountReservationsAndSweep,
  '20261127_0019_private_media': privateMedia,
  '20261127_0020_email_preferences': emailPreferences,
  '20261127_0021_notices_and_push': noticesAndPush,
  '20261127_0022_mail_headers': mailHeaders,
  '20261127_0024_reminders': reminders,
  '20261127_0025_push_on_every_device': pushOnEveryDevice,
  '20261127_0026_unconfirmed_profiles_disabled': unconfirmedProfilesDisabled,
  '20261127_0027_profile_views': profileViews,
  '20261207_0028_operators_and_audit': operatorsAndAudit,
  '20261207_0029_report_queue_and_suspensions': reportQueueAndSuspensions,
  '20261207_0030_member_search': memberSearch,
  '20261207_0031_photo_moderation': photoModeration,
  '20261207_0032_refunds_and_reversals': refundsAndReversals,
  '20261207_0033_operator_accounts_disabled': operatorAccountsDisabled,
  '20261207_0034_dashboard_and_discount_limits': dashboardAndDiscountLimits,
  '20261207_0035_member_erasure_and_system_audit': memberErasureAndSystemAudit,
  '20261207_0036_complaints': complaints,
  '20261207_0037_complaints_assigned': complaintsAssigned,
  '20261207_0038_operator_setup_links': operatorSetupLinks,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name],
};
