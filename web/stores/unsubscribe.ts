import { makeAutoObservable } from 'mobx';
import type { ApiUnsubscribeLink } from '../../bff/contract/unsubscribe-requests';
import type { Api } from '../api/endpoints';
import { NO_ANSWER, problemFrom, type Problem } from '../api/problem';

/** The shape of a link's token (bff/contract/unsubscribe-requests.ts): a link that is not one fails without a call. */
const TOKEN = /^\d{1,15}\.[a-z_]{1,40}\.[A-Za-z0-9_-]{20,100}$/;

/**
 * The footer's unsubscribe link (decision 0057): the page first reads what the link stops (a GET: a mail scanner that
 * opens the link changes nothing), then she confirms with one button. The token is the authority: no login needed.
 */
export class UnsubscribeConfirmation {
  state: 'loading' | 'ready' | 'busy' | 'done' | 'failed';
  /** A preference of SPEC §3, or 'all'. */
  topic = '';
  /** That mail is off already: nothing to confirm. */
  alreadyStopped = false;
  problem: Problem | null = null;
  private loaded = false;

  constructor(
    private readonly endpoints: Pick<Api, 'unsubscribeLink' | 'unsubscribe'>,
    private readonly token: string,
    /** What the server read for the page's HTML (null: not a valid link); undefined when it read nothing. */
    read?: ApiUnsubscribeLink | null,
  ) {
    const valid = TOKEN.test(token) && read !== null;
    this.state = valid ? 'loading' : 'failed';
    if (!valid) this.problem = { code: 'link_invalid', action: 'unsubscribeLink' };
    if (valid && read) {
      this.loaded = true;
      this.topic = read.topic;
      this.alreadyStopped = read.already_stopped;
      this.state = read.already_stopped ? 'done' : 'ready';
    }
    makeAutoObservable<this, 'endpoints' | 'token' | 'loaded'>(this, { endpoints: false, token: false, loaded: false });
  }

  /** Reads what the link stops, once (React's strict mode runs effects twice). */
  async load() {
    if (this.state !== 'loading' || this.loaded) return;
    this.loaded = true;
    const answer = await this.endpoints.unsubscribeLink({ token: this.token }).catch(() => undefined);
    if (answer === undefined || answer === false) this.fail({ code: NO_ANSWER, action: 'unsubscribeLink' });
    else if (answer.ok) this.opened(answer.data.topic, answer.data.already_stopped);
    else this.fail(this.asLinkProblem(problemFrom(answer.error, 'unsubscribeLink')));
  }

  /** Her one click. Safe to repeat: the server changes nothing more the second time. */
  async confirm() {
    if (this.state !== 'ready') return;
    this.state = 'busy';
    const answer = await this.endpoints.unsubscribe({ token: this.token, 'List-Unsubscribe': 'One-Click' }).catch(() => undefined);
    if (answer === undefined || answer === false) this.fail({ code: NO_ANSWER, action: 'unsubscribe' });
    else if (answer.ok) this.confirmed(answer.data.topic);
    else this.fail(this.asLinkProblem(problemFrom(answer.error, 'unsubscribe')));
  }

  /** A token the server refuses, whatever it says of it, is a link that does not work: one text for both. */
  private asLinkProblem(problem: Problem): Problem {
    return problem.code === 'invalid_input' && problem.field === 'token' ? { code: 'link_invalid', action: problem.action } : problem;
  }

  private opened(topic: string, alreadyStopped: boolean) {
    this.topic = topic;
    this.alreadyStopped = alreadyStopped;
    this.state = alreadyStopped ? 'done' : 'ready';
  }

  private confirmed(topic: string) {
    this.topic = topic;
    this.state = 'done';
  }

  private fail(problem: Problem) {
    this.state = 'failed';
    this.problem = problem;
  }
}
