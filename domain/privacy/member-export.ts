/**
 * The machine-readable copy of a member's own data (GDPR Art. 15 and 20). snake_case like the rest of the API,
 * so the file reads the same as what the member sees in the app.
 */
export interface MemberExport {
  readonly format: 'hartslag-export/1';
  readonly exported_at: string;
  readonly account: {
    readonly id: number;
    readonly email: string;
    readonly status: string;
    readonly credits: number;
    readonly paid_user: boolean;
    readonly signup_date: string;
    readonly language: string;
    readonly invisible: boolean;
    readonly notifications_disabled: readonly string[];
  };
  readonly profile: {
    readonly name: string;
    readonly age: number;
    readonly gender: string;
    readonly sexuality: string;
    readonly country: string;
    readonly region: string;
    readonly city: string;
    readonly reason: string;
    readonly hair_colour: string;
    readonly eye_colour: string;
    readonly body_type: string;
    readonly relationship_status: string;
    readonly tattoos: string;
    readonly interests: readonly string[];
    readonly about: string;
    readonly status: string;
  };
  readonly photos: readonly { readonly url: string }[];
  readonly blocked_profiles: readonly number[];
  readonly likes: { readonly given: readonly ExportedLike[]; readonly received: readonly ExportedLike[] };
  readonly conversations: readonly ExportedConversation[];
  readonly ledger: readonly { readonly amount: number; readonly reason: string; readonly reference: string | null; readonly at: string }[];
  readonly payments: readonly ExportedPayment[];
}

export interface ExportedLike {
  readonly profile_id: number;
  readonly name: string;
}

export interface ExportedPayment {
  readonly payment_id: string;
  readonly credits: number;
  readonly amount_cents: number;
  readonly currency: string;
  readonly method: string;
  readonly status: string;
  readonly discount_code: string | null;
  readonly created_at: string;
  readonly paid_at: string | null;
}

export interface ExportedConversation {
  readonly id: number;
  readonly with_profile: { readonly id: number; readonly name: string };
  readonly messages: readonly { readonly id: number; readonly from_me: boolean; readonly body: string; readonly sent_at: string; readonly held: boolean }[];
}
