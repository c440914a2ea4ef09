import type { DashboardFigure, DashboardFigures, DayCount } from '../../domain/operators/dashboard/dashboard';
import { dayOf } from '../../domain/operators/dashboard/dashboard';
import type { InMemorySupportCases } from './in-memory-support-cases';
import type { InMemoryStore } from './in-memory-store';

/** The dashboard's figures counted over the memory store, as PostgresDashboardFigures counts them over the tables. */
export class InMemoryDashboardFigures implements DashboardFigures {
  constructor(
    private readonly store: InMemoryStore,
    private readonly cases: InMemorySupportCases,
    private readonly configured: readonly string[] = [],
  ) {}

  async countPerDay(query: { start: Date; end: Date; domain?: string }): Promise<readonly DayCount[]> {
    const { start, end, domain } = query;
    const inRange = (at: Date | null | undefined): at is Date => !!at && at.getTime() >= start.getTime() && at.getTime() < end.getTime();
    const counts = new Map<string, number>();
    const add = (figure: DashboardFigure, at: Date, value = 1) => counts.set(`${dayOf(at)}|${figure}`, (counts.get(`${dayOf(at)}|${figure}`) ?? 0) + value);
    const members = [...this.store.data.members.values()];
    const ofDomain = (memberDomain: string | undefined) => domain === undefined || memberDomain === domain;
    for (const member of members) {
      if (!ofDomain(member.domain)) continue;
      if (inRange(member.signupDate)) add('signups', member.signupDate);
      if (inRange(member.activatedAt)) add('activations', member.activatedAt);
    }
    const completed = this.store.data.payments.filter((payment) => payment.status === 'completed' && payment.paidAt).sort((a, b) => a.paidAt!.getTime() - b.paidAt!.getTime());
    const firstOf = new Set<string>();
    const seen = new Set<number>();
    for (const payment of completed) {
      if (seen.has(payment.memberId)) continue;
      seen.add(payment.memberId);
      firstOf.add(payment.paymentId);
    }
    for (const payment of completed) {
      if (!inRange(payment.paidAt) || (domain !== undefined && payment.domain !== domain)) continue;
      if (firstOf.has(payment.paymentId)) add('first_purchases', payment.paidAt);
      if (payment.currency === 'EUR') add('revenue_cents', payment.paidAt, payment.amount);
    }
    for (const message of this.store.data.messages) {
      if (inRange(message.sentAt) && ofDomain(this.store.data.members.get(message.senderId)?.domain)) add('messages', message.sentAt);
    }
    for (const report of this.cases.reports) if (inRange(report.at) && (domain === undefined || report.domain === domain)) add('reports', report.at);
    return [...counts].map(([key, value]) => {
      const [day, figure] = key.split('|') as [string, DashboardFigure];
      return { day, figure, value };
    });
  }

  async domains(): Promise<readonly string[]> {
    const domains = new Set(this.configured);
    for (const member of this.store.data.members.values()) if (member.domain) domains.add(member.domain);
    return [...domains].sort();
  }
}
