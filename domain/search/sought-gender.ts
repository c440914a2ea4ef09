import type { Gender, Sexuality } from '../profiles/profile';

/**
 * Who a member looks for when she has not said otherwise in the search: the gender her own gender and sexuality
 * point to, or everyone for a bisexual member (issue "Members": the default gender of the search follows
 * the member's own gender and sexuality).
 */
export function soughtGender(own: Gender, sexuality: Sexuality): Gender | undefined {
  switch (sexuality) {
    case 'hetero':
      return own === 'male' ? 'female' : 'male';
    case 'gay':
      return 'male';
    case 'lesbian':
      return 'female';
    case 'bi':
      return undefined;
  }
}
