import type { PageContext } from 'vike/types';
import { formatText } from '../../i18n/messages';
import type { MessageKey } from '../../i18n/message-key';
import type { LanderData, MemberLanderData } from '../../components/landers/lander-face';
import { landerOfPath } from '../../components/landers/lander-names';
import { cityOf } from '../../components/landers/lander-parts';

/** The lander's headline and description in the visitor's locale, for <title> and the share preview. */
export function landerText(pageContext: PageContext, part: 'title' | 'text'): string | undefined {
  const name = landerOfPath(pageContext.urlPathname);
  if (!name) return undefined;
  const data = pageContext.data as LanderData | undefined;
  return formatText(pageContext.store?.locale ?? 'nl', `landers.${name}.${part}` as MessageKey, { city: cityOf(data?.place ?? null) });
}

const memberOf = (pageContext: PageContext) => (pageContext.data as MemberLanderData | undefined)?.member;

/** A member's lander: her name and age, then the site's name. */
export function memberLanderTitle(pageContext: PageContext): string {
  const member = memberOf(pageContext);
  const name = pageContext.store?.settings.settings.name ?? '';
  return member ? `${formatText(pageContext.store?.locale ?? 'nl', 'landers.member.title', { name: member.name, age: member.age })} · ${name}` : name;
}

export function memberLanderDescription(pageContext: PageContext): string | null {
  const member = memberOf(pageContext);
  if (!member) return null;
  return formatText(pageContext.store?.locale ?? 'nl', 'landers.member.description', { name: member.name, place: member.city || member.region });
}
