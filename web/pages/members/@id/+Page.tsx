import { ArrowLeft, Ban, Camera, Eye, Info, MapPin, PartyPopper, User } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import styled from 'styled-components';
import { navigate } from 'vike/client/router';
import { useData } from 'vike-react/useData';
import { CardGrid, FictionalIcon, MemberCard, PhotoFrame } from '../../../components/member-card';
import { PhotoStrip } from '../../../components/profile-view/photo-strip';
import { Alert, Button, Card, Container } from '../../../components/ui';
import { usePlaceText } from '../../../i18n/place-text';
import type { MessageKey } from '../../../i18n/message-key';
import { useT } from '../../../i18n/use-t';
import { useErrorText } from '../../../components/use-error-text';
import { ProfileActions } from '../../../stores/profile-actions';
import { ProfileGift } from '../../../stores/profile-gift';
import { ProfileLike } from '../../../stores/profile-like';
import { useLocalStore, useStore } from '../../../stores/store-context';
import { up } from '../../../theme/theme';
import type { ProfileData } from './+data';
import type { ApiProfile, ApiProfileTeaser } from '../../../../bff/contract/api-types';
import { ProfileTeaser } from '../../../components/profile-view/profile-teaser';
import { ReportButton } from '../../../components/report/report-button';
import { OnlineDot } from '../../../components/online-dot';
import { FIRST_PHOTO_TIMING } from '../../../components/member-card';
import { photoOverlays } from '../../../components/profile-view/photo-overlays';
import { PHOTO_SLOTS, photoSources } from '../../../components/photo-sources';
import { StandaloneBack } from '../../../pwa/standalone-back';
import { BlockedProfile } from './blocked-profile';
import { GiftOutcome } from './gift-outcome';
import { ProfileActionBar } from './profile-action-bar';

const FIELDS = ['reason', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos'] as const;

/** One column on a phone that never grows past the screen for what it holds (the action bar's row). */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${(p) => p.theme.space(3)};
  ${up('md')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

/** The header photo and its thumbnails; from md on they stay in view beside the details. */
const Side = styled.div`
  min-width: 0;
  ${up('md')} {
    position: sticky;
    top: 84px;
  }
`;

const Photo = styled(PhotoFrame)`
  overflow: hidden;
  margin: 0 -16px;
  border-radius: 0;
  ${up('md')} {
    margin: 0;
    border-radius: ${(p) => p.theme.radius.card};
  }
  ${photoOverlays}
  .count {
    position: absolute;
    right: 12px;
    bottom: 16px;
    z-index: 1;
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 12px;
    border: 0;
    border-radius: ${(p) => p.theme.radius.pill};
    background: rgba(255, 255, 255, 0.94);
    color: ${(p) => p.theme.colors.text};
    font-weight: 700;
    font-size: 14px;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid ${(p) => p.theme.colors.focus};
    }
  }
  .count ~ .caption {
    padding-right: 132px;
  }
`;

const Related = styled.section`
  margin-top: ${(p) => p.theme.space(4)};
  h2 {
    font-size: 20px;
  }
  ${up('lg')} {
    > div {
      grid-template-columns: repeat(6, minmax(0, 1fr));
    }
  }
`;

const PhotoGallery = lazy(() => import('../../../components/profile-view/photo-gallery'));

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

/** What else a member does on a profile (the match said, a gift, blocking, what went wrong): in the flow, never pinned. */
const MoreActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  &:empty {
    display: none;
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

/** On her own profile: what the page is (there is no search to go back to). */
const OwnPreview = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 ${(p) => p.theme.space(2)};
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 600;
`;

export default observer(function ProfilePage() {
  const data = useData<ProfileData>();
  return data.kind === 'teaser' ? (
    <VisitorTeaser teaser={data.teaser} />
  ) : data.kind === 'blocked' ? (
    <BlockedProfile profile={data.profile} />
  ) : (
    <MemberProfile profile={data.profile} photos={data.photos} related={data.related} likeState={data.like} />
  );
});

/** A visitor's view of a profile (issue 9): the teaser and the way in. */
const VisitorTeaser = observer(function VisitorTeaser({ teaser }: { teaser: ApiProfileTeaser }) {
  const t = useT();
  const placeText = usePlaceText();
  const store = useStore();
  const settings = store.settings.settings;
  return (
    <Container>
      <ProfileTeaser
        teaser={teaser}
        imageUrl={(path) => store.settings.imageUrl(path)}
        place={placeText(teaser)}
        fictional={{ label: settings.fictional_singular, warning: settings.fictional_warning }}
        words={{ more: t('profile.teaserMore', { name: teaser.name }), signup: t('profile.teaserSignup'), login: t('profile.teaserLogin'), noPhoto: t('profile.noPhoto') }}
      />
    </Container>
  );
});

type ProfileView = Extract<ProfileData, { kind: 'profile' }>;

const MemberProfile = observer(function MemberProfile({
  profile,
  photos,
  related,
  likeState,
}: {
  profile: ApiProfile;
  photos: ProfileView['photos'];
  related: ProfileView['related'];
  likeState: ProfileView['like'];
}) {
  const t = useT();
  const placeText = usePlaceText();
  const store = useStore();
  const settings = store.settings.settings;
  const pageContext = usePageContext();
  const fromLikes = pageContext.urlPathname.startsWith('/likes/');
  const like = useMemo(
    () => (likeState ? new ProfileLike(profile, likeState, store.endpoints, store.likePopup) : null),
    [profile, likeState, store],
  );
  const own = store.session.user?.profile.id === profile.id;
  const errorText = useErrorText();
  const actions = useLocalStore((root) => new ProfileActions(root.endpoints));
  const gifting = useLocalStore((root) => new ProfileGift(root.endpoints, root.chats, root.session));
  const busy = actions.form.busy;
  const problem = actions.form.problem;
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const loggedIn = store.session.loggedIn;
  /** The photo the gallery is open at, or none. */
  const [galleryAt, setGalleryAt] = useState<number | null>(null);
  const wholePhotos = photos.flatMap((p) => (p.locked ? [] : [{ id: p.id, url: store.settings.imageUrl(p.filename) }]));
  const openGallery = (photoId?: number) => setGalleryAt(Math.max(0, wholePhotos.findIndex((p) => p.id === photoId)));

  /** Blocking hides both members from each other at once, so the profile is left for the search. */
  async function block() {
    if (await actions.block(profile.id)) await navigate('/members');
    else setConfirmingBlock(false);
  }

  const place = placeText(profile);
  const shownFields = FIELDS.filter((field) => settings.visible_profile_fields.includes(field));
  const valueOf = (field: (typeof FIELDS)[number]) =>
    field === 'sexuality' ? t(`sexuality.${profile.sexuality}`) : profile[field];

  return (
    <Container>
      {own ? (
        <OwnPreview>
          <Eye size={18} aria-hidden="true" />
          {t('profile.ownPreview')}
        </OwnPreview>
      ) : (
        <StandaloneBack fallback={fromLikes ? '/likes' : store.search.href}>
          <Back href={fromLikes ? '/likes' : store.search.href}>
            <ArrowLeft size={18} aria-hidden="true" />
            {t(fromLikes ? 'profile.backToLikes' : 'profile.backToSearch')}
          </Back>
        </StandaloneBack>
      )}
      <Grid>
        <Side>
        <Photo>
          {profile.main_image ? (
            <img {...photoSources((file) => store.settings.imageUrl(file), profile.main_image.filename, PHOTO_SLOTS.header)} alt={profile.name} width={480} height={600} fetchPriority="high" elementtiming={FIRST_PHOTO_TIMING} />
          ) : (
            <span className="placeholder" role="img" aria-label={t('profile.noPhoto')}>
              <User size={96} />
            </span>
          )}
          {profile.fictional && (
            <p className="fictional" role="note">
              <FictionalIcon label={settings.fictional_singular} size={18} />
              <span>
                <strong>{t('profile.fictionalTitle')}: </strong>
                {settings.fictional_warning}
              </span>
            </p>
          )}
          {wholePhotos.length > 0 && (
            <button type="button" className="count" onClick={() => openGallery()} aria-label={t('profile.photos.openAll', { count: photos.length, name: profile.name })}>
              <Camera size={16} aria-hidden="true" />
              {t('profile.photos.count', { count: photos.length })}
            </button>
          )}
          <div className="caption">
            <h1>
              {profile.name}, {profile.age}
            </h1>
            <p>
              <MapPin size={16} aria-hidden="true" />
              {place}
            </p>
            {profile.online && (
              <p>
                <OnlineDot label={t('presence.online')} />
              </p>
            )}
          </div>
        </Photo>
        {photos.length > 1 && (
          <PhotoStrip
            photos={photos}
            imageUrl={(path) => store.settings.imageUrl(path)}
            onOpen={openGallery}
            words={{
              label: t('profile.photos.strip', { name: profile.name }),
              thumb: (position) => t('profile.photos.thumb', { position, name: profile.name }),
              locked: t('profile.photos.locked'),
              premium: t('profile.photos.premium'),
            }}
          />
        )}
        </Side>
        <Details>
          <ProfileActionBar profile={profile} own={own} like={like} gifting={loggedIn && !own ? gifting : null} />
          <MoreActions>
            {like?.match && (
              <Alert $tone="info" role="status">
                <PartyPopper size={18} aria-hidden="true" />
                {like.justMatched ? t('likes.matched', { name: profile.name }) : t('profile.isMatch', { name: profile.name })}
              </Alert>
            )}
            {like?.form.problem && (
              <Alert role="alert" $tone="danger">
                <Info size={18} aria-hidden="true" />
                {errorText(like.form.problem)}
              </Alert>
            )}
            {loggedIn && !own && <GiftOutcome gifting={gifting} name={profile.name} />}
            {loggedIn && !own && <ReportButton target={{ profile_id: profile.id }} name={profile.name} leaveTo="/members" />}
            {loggedIn && !own && !confirmingBlock && (
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
            {problem && (
              <Alert role="alert" $tone="danger">
                <Info size={18} aria-hidden="true" />
                {errorText(problem)}
              </Alert>
            )}
          </MoreActions>
          <Card aria-labelledby="profile-details">
            <h2 id="profile-details">{t('profile.details', { name: profile.name })}</h2>
            <dl>
              {shownFields.filter((f) => valueOf(f)).map((field) => (
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
      {related.length > 0 && (
        <Related aria-labelledby="profile-related">
          <h2 id="profile-related">{t('profile.related')}</h2>
          <CardGrid>
            {related.map((other) => (
              <MemberCard key={other.id} profile={other} />
            ))}
          </CardGrid>
        </Related>
      )}
      {galleryAt !== null && (
        <Suspense fallback={null}>
          <PhotoGallery
            photos={wholePhotos}
            start={galleryAt}
            onClose={() => setGalleryAt(null)}
            fictional={profile.fictional ? { label: settings.fictional_singular, title: t('profile.fictionalTitle'), warning: settings.fictional_warning } : null}
            words={{
              title: t('gallery.title', { name: profile.name }),
              close: t('gallery.close'),
              previous: t('gallery.previous'),
              next: t('gallery.next'),
              counter: (position, total) => t('gallery.counter', { position, total }),
              alt: (position, total) => t('gallery.alt', { position, total, name: profile.name }),
            }}
          />
        </Suspense>
      )}
    </Container>
  );
});
