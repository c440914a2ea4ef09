import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import type { ApiProfile } from '../../../bff/contract/api-types';
import type { MessageKey } from '../../i18n/message-key';
import { usePlaceText } from '../../i18n/place-text';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { Card } from '../ui';

const FIELDS = ['reason', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos'] as const;

const Facts = styled(Card)`
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${(p) => p.theme.space(2)};
    margin: 0;
  }
  dt {
    font-size: ${(p) => p.theme.font.size.caption};
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const About = styled.p`
  white-space: pre-line;
  margin: 0;
`;

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  li {
    padding: 6px 12px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.secondarySoft};
    color: ${(p) => p.theme.colors.onSecondarySoft};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

/** What she tells about herself: the details the site shows, her own words and her interests, each a card. */
export const ProfileFacts = observer(function ProfileFacts({ profile }: { profile: ApiProfile }) {
  const t = useT();
  const placeText = usePlaceText();
  const settings = useStore().settings.settings;
  const valueOf = (field: (typeof FIELDS)[number]) => (field === 'sexuality' ? t(`sexuality.${profile.sexuality}`) : profile[field]);
  const shown = FIELDS.filter((field) => settings.visible_profile_fields.includes(field) && valueOf(field));
  return (
    <>
      <Facts aria-labelledby="profile-details">
        <h2 id="profile-details">{t('profile.details', { name: profile.name })}</h2>
        <dl>
          {shown.map((field) => (
            <div key={field}>
              <dt>{t(`profile.field.${field}` as MessageKey)}</dt>
              <dd>{valueOf(field)}</dd>
            </div>
          ))}
          <div>
            <dt>{t('profile.location')}</dt>
            <dd>{placeText(profile)}</dd>
          </div>
        </dl>
      </Facts>
      {profile.about && (
        <Card aria-labelledby="profile-about">
          <h2 id="profile-about">{t('profile.about')}</h2>
          <About>{profile.about}</About>
        </Card>
      )}
      {profile.interests.length > 0 && (
        <Card aria-labelledby="profile-interests">
          <h2 id="profile-interests">{t('profile.interests')}</h2>
          <Chips>
            {profile.interests.map((interest) => (
              <li key={interest}>{interest}</li>
            ))}
          </Chips>
        </Card>
      )}
    </>
  );
});
