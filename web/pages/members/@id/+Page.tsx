import { ArrowLeft, Ban, Crown, Info, MapPin, MessageCircle, User } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { FictionalIcon, PhotoFrame } from '../../../components/member-card';
import { Alert, Button, ButtonLink, Card, Container } from '../../../components/ui';
import { useCountryName } from '../../../i18n/country-name';
import type { MessageKey } from '../../../i18n/nl';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../components/use-error-text';
import { ProfileActions } from '../../../stores/profile-actions';
import { useLocalStore, useStore } from '../../../stores/store-context';
import { up } from '../../../theme/theme';
import { isBuilt } from '../../../navigation/built-pages';
import type { ProfileData } from './+data';

const FIELDS = ['reason', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos'] as const;

const Grid = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(3)};
  ${up('md')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const Photo = styled(PhotoFrame)`
  overflow: hidden;
  margin: 0 -16px;
  border-radius: 0;
  ${up('md')} {
    margin: 0;
    border-radius: ${(p) => p.theme.radius.card};
    position: sticky;
    top: 84px;
  }
  .caption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 48px 16px 16px;
    background: linear-gradient(to top, rgba(0, 0, 0, 0.75), transparent);
    color: #fff;
    h1 {
      margin: 0;
      font-size: 28px;
    }
    p {
      margin: 4px 0 0;
      display: flex;
      gap: 6px;
      align-items: center;
    }
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.theme.space(2)};
  h2 {
    font-size: 20px;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${(p) => p.theme.space(2)};
    margin: 0;
  }
  dt {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  .about {
    white-space: pre-line;
    margin: 0;
  }
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
    color: #084c61;
    font-size: 14px;
  }
`;

/** On a phone the primary action stays within thumb reach; from md on it sits in the flow. */
const ActionBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
  margin: 0 -16px;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  background: rgba(255, 255, 255, 0.96);
  box-shadow: 0 -4px 16px rgba(20, 20, 30, 0.08);
  display: flex;
  flex-direction: column;
  gap: 8px;
  ${up('md')} {
    position: static;
    margin: 0;
    padding: 0;
    background: none;
    box-shadow: none;
    flex-direction: row;
    align-items: center;
    flex-wrap: wrap;
  }
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.colors.textMuted};
  text-decoration: none;
  font-weight: 600;
`;

export default observer(function ProfilePage() {
  const t = useT();
  const countryName = useCountryName();
  const store = useStore();
  const settings = store.settings.settings;
  const { profile } = useData<ProfileData>();
  const errorText = useErrorText();
  const actions = useLocalStore((root) => new ProfileActions(root.endpoints));
  const busy = actions.form.busy;
  const problem = actions.form.problem;
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const loggedIn = store.session.loggedIn;

  async function startChat() {
    const chatId = await actions.openChat(profile.id);
    if (chatId !== undefined) await navigate(`/chats/${chatId}`);
    else if (!store.session.loggedIn) window.location.href = '/login';
  }

  /** Blocking hides both members from each other at once, so the profile is left for the search. */
  async function block() {
    if (await actions.block(profile.id)) await navigate('/members');
    else setConfirmingBlock(false);
  }

  const place = [profile.city, profile.region, countryName(profile.country)].filter(Boolean).join(', ');
  const valueOf = (field: (typeof FIELDS)[number]) =>
    field === 'sexuality' ? t(`sexuality.${profile.sexuality}`) : profile[field];

  return (
    <Container>
      <Back href="/members">
        <ArrowLeft size={18} aria-hidden="true" />
        {t('profile.backToSearch')}
      </Back>
      <Grid>
        <Photo>
          {profile.main_image ? (
            <img src={store.settings.imageUrl(profile.main_image.filename)} alt={profile.name} />
          ) : (
            <span className="placeholder" role="img" aria-label={t('profile.noPhoto')}>
              <User size={96} />
            </span>
          )}
          <div className="caption">
            <h1>
              {profile.name}, {profile.age}
            </h1>
            <p>
              <MapPin size={16} aria-hidden="true" />
              {place}
            </p>
          </div>
        </Photo>
        <Details>
          {profile.fictional && (
            <Alert $tone="info" role="note">
              <FictionalIcon label={settings.fictional_singular} size={18} />
              <span>
                <strong>{t('profile.fictionalTitle')}: </strong>
                {settings.fictional_warning}
              </span>
            </Alert>
          )}
          <ActionBar>
            {loggedIn ? (
              <Button type="button" onClick={() => void startChat()} disabled={busy} aria-busy={busy}>
                <MessageCircle size={20} aria-hidden="true" />
                {t('profile.message')}
              </Button>
            ) : (
              <ButtonLink href="/signup">
                <MessageCircle size={20} aria-hidden="true" />
                {t('profile.signupToMessage')}
              </ButtonLink>
            )}
            {loggedIn && !confirmingBlock && (
              <Button type="button" $variant="ghost" onClick={() => setConfirmingBlock(true)} disabled={busy}>
                <Ban size={18} aria-hidden="true" />
                {t('profile.block')}
              </Button>
            )}
            {confirmingBlock && (
              <Alert $tone="warning" role="alertdialog" aria-label={t('profile.block')}>
                <Ban size={18} aria-hidden="true" />
                <span>
                  {t('profile.blockConfirm', { name: profile.name })}{' '}
                  <Button type="button" $variant="secondary" onClick={() => void block()} disabled={busy} aria-busy={busy}>
                    {t('profile.blockYes')}
                  </Button>{' '}
                  <Button type="button" $variant="ghost" onClick={() => setConfirmingBlock(false)}>
                    {t('profile.blockCancel')}
                  </Button>
                </span>
              </Alert>
            )}
            {problem?.code === 'conversation_limit' ? (
              <Alert role="alert" $tone="warning">
                <Crown size={18} aria-hidden="true" />
                <span>
                  {errorText(problem)} {isBuilt('/premium') && <a href="/premium">{t('profile.goPremium')}</a>}
                </span>
              </Alert>
            ) : (
              problem && (
                <Alert role="alert" $tone="danger">
                  <Info size={18} aria-hidden="true" />
                  {errorText(problem)}
                </Alert>
              )
            )}
          </ActionBar>
          <Card aria-labelledby="profile-details">
            <h2 id="profile-details">{t('profile.details', { name: profile.name })}</h2>
            <dl>
              {FIELDS.filter((f) => valueOf(f)).map((field) => (
                <div key={field}>
                  <dt>{t(`profile.field.${field}` as MessageKey)}</dt>
                  <dd>{valueOf(field)}</dd>
                </div>
              ))}
              <div>
                <dt>{t('profile.location')}</dt>
                <dd>{place}</dd>
              </div>
            </dl>
          </Card>
          {profile.about && (
            <Card aria-labelledby="profile-about">
              <h2 id="profile-about">{t('profile.about')}</h2>
              <p className="about">{profile.about}</p>
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
        </Details>
      </Grid>
    </Container>
  );
});
