import { makeAutoObservable } from 'mobx';
import type { z } from 'zod/mini';
import type { ApiRegion, ApiUser } from '../../bff/contract/api-types';
import { reactivationRequestBody } from '../../bff/contract/account-closure-requests';
import { signupRequest } from '../../bff/contract/signup-requests';
import { signupProblems } from '../../domain/accounts/signup-rules';
import { locationProblem } from '../../domain/profiles/location';
import type { Api } from '../api/endpoints';
import { fieldProblem } from '../api/problem';
import { FormState, type FieldProblems } from './form-state';
import type { SettingsStore } from './settings-store';

export const SIGNUP_FIELDS = [
  'email',
  'name',
  'password',
  'date_of_birth',
  'gender',
  'sexuality',
  'country',
  'region',
  'city',
  'signup_message',
  'invite_code',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** What the form holds: the date as YYYY-MM-DD, with empty parts while the member is still choosing. */
export type SignupInput = Omit<z.input<typeof signupRequest>, 'gender' | 'sexuality'> & { readonly gender: string; readonly sexuality: string };

/** A deleted account with this address: offered to reactivate it (POST /api/reactivate.php). */
export type DeletedAccountOffer = 'offer' | 'busy' | 'sent';

const complete = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date);

/** Signup step 0: the account and the profile's basics (POST /api/signup.php), checked first by the bff's own rules. */
export class SignupForm {
  readonly form = new FormState(SIGNUP_FIELDS);
  deleted: DeletedAccountOffer | null = null;

  constructor(
    private readonly endpoints: Pick<Api, 'signUp' | 'requestReactivation'>,
    private readonly settings: SettingsStore,
    private readonly today: () => Date = () => new Date(),
  ) {
    makeAutoObservable<this, 'endpoints' | 'settings' | 'today'>(this, { endpoints: false, settings: false, today: false, form: false });
  }

  /** SPEC §1: the form asks for an invite code up front when this visitor needs one. */
  get inviteRequired(): boolean {
    return this.settings.signupAccess === 'invite_required';
  }

  /** The request as the bff takes it: text trimmed, empty optional fields left out. */
  request(input: SignupInput): SignupInput {
    const message = input.signup_message?.trim();
    const invite = input.invite_code?.trim();
    return {
      ...input,
      email: input.email.trim(),
      name: input.name.trim(),
      city: input.city?.trim() ?? '',
      // An unfinished date is a missing one.
      date_of_birth: complete(input.date_of_birth) ? input.date_of_birth : '',
      signup_message: message || undefined,
      invite_code: invite || undefined,
    };
  }

  /** The domain's rules the bff applies after the schema (domain/accounts/signup-rules.ts, domain/profiles/location.ts). */
  private domainProblems(request: SignupInput, regions: Readonly<Record<string, readonly ApiRegion[]>>): FieldProblems<SignupField> {
    const settings = this.settings.settings;
    const found: Partial<Record<SignupField, ReturnType<typeof fieldProblem>>> = {};
    for (const problem of signupProblems(request, settings.min_age, this.today())) found[problem.field] ??= fieldProblem(problem.field, problem.reason);
    const place = locationProblem({ country: request.country, region: request.region ?? '', city: request.city ?? '' }, settings.countries, regions);
    if (place) found[place.field] = fieldProblem(place.field, request[place.field] ? place.reason : 'required');
    if (this.inviteRequired && !request.invite_code) found.invite_code = fieldProblem('invite_code', 'required');
    return found;
  }

  /** The new member, or undefined with every field at fault marked. */
  async signUp(input: SignupInput, regions: Readonly<Record<string, readonly ApiRegion[]>>): Promise<ApiUser | undefined> {
    this.deleted = null;
    const request = this.request(input);
    if (!this.form.check(signupRequest, request, this.domainProblems(request, regions))) return undefined;
    const answer = await this.form.send('signUp', () => this.endpoints.signUp(request as z.input<typeof signupRequest>));
    this.settle(Boolean(request.invite_code));
    return answer?.user;
  }

  private settle(inviteGiven: boolean) {
    const closed = this.form.problem?.code === 'signups_closed' || this.form.errors.invite_code?.code === 'signups_closed';
    if (this.form.problem?.code === 'account_deleted') {
      this.form.clear();
      this.deleted = 'offer';
    } else if (closed && this.inviteRequired) {
      // The code given is not one the site knows (or none was given).
      this.form.clear();
      this.form.mark('invite_code', fieldProblem('invite_code', inviteGiven ? 'invalid' : 'required'));
    } else if (closed) {
      // Signups closed since the form was shown, and it asks for no code: said for the whole form.
      this.form.clear();
      this.form.place({ code: 'signups_closed', action: 'signUp' });
    }
  }

  /** The address changed: the offer was for the old one. */
  forgetDeleted() {
    this.deleted = null;
  }

  async reactivate(email: string) {
    const request = { email: email.trim() };
    this.deleted = 'busy';
    const sent = this.form.check(reactivationRequestBody, request) && (await this.form.send('requestReactivation', () => this.endpoints.requestReactivation(request)));
    this.offered(Boolean(sent));
  }

  private offered(sent: boolean) {
    this.deleted = sent ? 'sent' : 'offer';
  }
}
