import type { MessageAttachment } from '../../domain/chat/attachment';
import { Model } from 'objection';

/** Objection models: one per table. `declare` keeps class fields from shadowing the row values. */
export class MemberModel extends Model {
  static override tableName = 'members';
  declare id: string | number;
  declare email: string;
  declare password_hash: string;
  declare status: string;
  declare credits: number;
  declare free_messages: number;
  declare paid_user: boolean;
  declare signup_date: Date;
  declare language: string;
  declare fictional: boolean;
  declare notifications_disabled: string[];
  declare invisible: boolean;
  declare deleted_at: Date | null;
  declare domain: string | null;
  static override jsonAttributes = ['notifications_disabled'];
}

export class ProfileModel extends Model {
  static override tableName = 'profiles';
  static override idColumn = 'member_id';
  declare member_id: string | number;
  declare name: string;
  declare gender: string;
  declare sexuality: string;
  declare birth_date: string;
  declare country: string;
  declare region: string;
  declare city: string;
  declare reason: string;
  declare hair_colour: string;
  declare eye_colour: string;
  declare body_type: string;
  declare relationship_status: string;
  declare tattoos: string;
  declare interests: string[];
  declare about: string;
  declare status: string;
  declare main_image: string | null;
  declare main_image_thumb: string | null;
  declare created_at: Date;
  static override jsonAttributes = ['interests'];
}

export class SessionModel extends Model {
  static override tableName = 'sessions';
  static override idColumn = 'token_digest';
  declare token_digest: string;
  declare member_id: string | number;
  declare expires_at: Date;
}

export class ConversationModel extends Model {
  static override tableName = 'conversations';
  declare id: string | number;
  declare member_low: string | number;
  declare member_high: string | number;
  declare created_at: Date;
  declare last_message_at: Date | null;
}

export class ConversationMemberModel extends Model {
  static override tableName = 'conversation_members';
  static override idColumn = ['conversation_id', 'member_id'];
  declare conversation_id: string | number;
  declare member_id: string | number;
  declare unread_count: number;
}

export class MessageModel extends Model {
  static override tableName = 'messages';
  declare id: string | number;
  declare conversation_id: string | number;
  declare sender_id: string | number;
  declare body: string;
  declare sent_at: Date;
  declare held: boolean;
  declare attachment: MessageAttachment | string | null;
}

export class CreditLedgerModel extends Model {
  static override tableName = 'credit_ledger';
  declare id: string | number;
  declare member_id: string | number;
  declare amount: number;
  declare reason: string;
  declare reference: string | null;
  declare created_at: Date;
}

export class SettingModel extends Model {
  static override tableName = 'settings';
  static override idColumn = ['domain', 'key'];
  declare domain: string;
  declare key: string;
  declare value: unknown;
}
