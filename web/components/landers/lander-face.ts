import type { ApiProfileTeaser } from '../../../bff/contract/api-types';

/** What a lander shows of a member: a real profile the visitor may see, its photo, name, age and place. */
export interface LanderFace {
  readonly id: number;
  readonly name: string;
  readonly age: number;
  readonly city: string;
  readonly region: string;
  readonly fictional: boolean;
  readonly online: boolean;
  /** The main photo's file (under the cdn prefix) and its thumbnail; null without a photo. */
  readonly photo: { readonly file: string; readonly thumb: string } | null;
}

/** The city a lander is about, as the region data spells it (domain/landing/lander-slug.ts). */
export interface LanderPlace {
  readonly country: string;
  readonly region: string;
  readonly city: string;
}

/** What every lander page gets from the server. */
export interface LanderData {
  readonly place: LanderPlace | null;
  /** Profiles the visitor may see under the search settings (SPEC §6), the slug's city first; may be empty. */
  readonly faces: readonly LanderFace[];
  /** The page's share image (og:image): a member's photo as an absolute URL; null without one. */
  readonly shareImage: string | null;
}

/** The member pages' lander (/members/@id/landing…): her teaser and, around it, others the visitor may see. */
export interface MemberLanderData extends LanderData {
  readonly member: LanderFace;
}

export const faceOf = (profile: ApiProfileTeaser & { readonly online?: boolean }): LanderFace => ({
  id: profile.id,
  name: profile.name,
  age: profile.age,
  city: profile.city,
  region: profile.region,
  fictional: profile.fictional,
  online: profile.online ?? false,
  photo: profile.main_image ? { file: profile.main_image.filename, thumb: profile.main_image.thumb_filename } : null,
});
