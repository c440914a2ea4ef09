import { ExternalLink, Quote, Sparkles, Users } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { marketingClaim, promoTilesShown } from '../../../domain/arrival/front-door';
import { FictionalIcon } from '../member-card';
import { useT } from '../../i18n/use-t';
import { useStore } from '../../stores/store-context';
import { up } from '../../theme/theme';
import type { HomeData } from '../../pages/index/+data';

const Chips = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(3)} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1)};
  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    padding: 6px 14px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.heroVeil};
    font-size: ${(p) => p.theme.font.size.sm};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .dot {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${(p) => p.theme.colors.onlineBright};
    box-shadow: ${(p) => p.theme.shadow.dotRing};
  }
`;

/**
 * Honest social proof: the search's count of profiles she can browse, how many of them joined this week (when enough
 * did), and how many of the faces shown are online.
 */
export function Figures({ figures }: { figures: NonNullable<HomeData['figures']> }) {
  const t = useT();
  return (
    <Chips>
      <li>
        <Users size={16} aria-hidden="true" />
        {t(figures.estimated ? 'arrival.profilesAbout' : 'arrival.profiles', { count: figures.profiles })}
      </li>
      {figures.newThisWeek && (
        <li>
          <Sparkles size={16} aria-hidden="true" />
          {t(figures.newThisWeek.more ? 'arrival.newThisWeekMore' : 'arrival.newThisWeek', { count: figures.newThisWeek.count })}
        </li>
      )}
      {figures.onlineShown > 0 && (
        <li>
          <span className="dot" aria-hidden="true" />
          {t('arrival.onlineShown', { count: figures.onlineShown })}
        </li>
      )}
    </Chips>
  );
}

const ClaimBox = styled.figure<{ $inPanel: boolean }>`
  margin: 0 0 ${(p) => p.theme.space(5)};
  padding: ${(p) => p.theme.space(3)};
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  align-items: flex-start;
  border-radius: ${(p) => p.theme.radius.panel};
  background: ${(p) => p.theme.colors.secondarySoft};
  ${up('md')} {
    padding: ${(p) => p.theme.space(3)} ${(p) => p.theme.space(4)};
  }
  .mark {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    /* SPEC §9's secondary surface, its icon near-black (6.6:1; white would be 2.6:1). */
    background: ${(p) => p.theme.colors.secondary};
    color: ${(p) => p.theme.colors.onSecondary};
  }
  blockquote {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
    font-weight: 700;
    line-height: 1.35;
    font-variant-numeric: tabular-nums;
    ${up('md')} {
      font-size: ${(p) => p.theme.font.size.xl};
    }
    /* In the home page's side panel (lg) the column is narrow: the phone's size reads better there. */
    ${(p) => p.$inPanel && `${up('lg')} { font-size: ${p.theme.font.size.lg}; }`}
  }
  figcaption {
    margin-top: 6px;
    font-size: ${(p) => p.theme.font.size.sm};
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** SPEC §9 marketing claim, with its source under it (decision 0063); nothing without a source. `inPanel`: in a side panel from lg. */
export const Claim = observer(function Claim({ inPanel = false }: { inPanel?: boolean }) {
  const t = useT();
  const claim = marketingClaim(useStore().settings.settings);
  if (!claim) return null;
  return (
    <ClaimBox $inPanel={inPanel}>
      <span className="mark" aria-hidden="true">
        <Quote size={22} />
      </span>
      <div>
        <blockquote>{t('arrival.claim', { percentage: claim.percentage })}</blockquote>
        <figcaption>{t('arrival.claimSource', { source: claim.source })}</figcaption>
      </div>
    </ClaimBox>
  );
});

const Note = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 6px;
  margin: ${(p) => p.theme.space(1.5)} 0 0;
  font-size: ${(p) => p.theme.font.size.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

/** Where a fictional profile shows, what its sign means and the site's warning (SPEC §1, security notes). */
export const FictionalNote = observer(function FictionalNote() {
  const t = useT();
  const settings = useStore().settings.settings;
  return (
    <Note>
      <FictionalIcon label={settings.fictional_singular} /> {t('arrival.fictionalNote', { plural: settings.fictional_plural })} {settings.fictional_warning}
    </Note>
  );
});

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  ${up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  a {
    display: grid;
    grid-template-columns: 96px 1fr auto;
    gap: ${(p) => p.theme.space(2)};
    align-items: center;
    padding: ${(p) => p.theme.space(1.5)};
    border-radius: ${(p) => p.theme.radius.card};
    background: ${(p) => p.theme.colors.surface};
    box-shadow: ${(p) => p.theme.shadow.card};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  .photo {
    width: 96px;
    height: 96px;
    border-radius: ${(p) => p.theme.radius.control};
    object-fit: cover;
    background: ${(p) => p.theme.colors.photoPlaceholder};
  }
  .type {
    display: inline-block;
    margin-bottom: 4px;
    padding: 2px 8px;
    border-radius: ${(p) => p.theme.radius.pill};
    background: ${(p) => p.theme.colors.primarySoft};
    color: ${(p) => p.theme.colors.primary};
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: 700;
  }
  strong {
    display: block;
    font-size: ${(p) => p.theme.font.size.md};
  }
  small {
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

/** SPEC §2 cam-profile promo tiles (types cam and resell; resell only with member_resell): partners' pages, marked as such. */
export const PromoTiles = observer(function PromoTiles() {
  const t = useT();
  const tiles = promoTilesShown(useStore().settings.settings);
  if (tiles.length === 0) return null;
  return (
    <section aria-labelledby="promo-title">
      <h2 id="promo-title">{t('arrival.promoTitle')}</h2>
      <Tiles>
        {tiles.map((tile) => (
          <li key={tile.url}>
            <a href={tile.url} target="_blank" rel="noopener noreferrer sponsored">
              {tile.image ? <img className="photo" src={tile.image} alt="" width={96} height={96} loading="lazy" /> : <span className="photo" aria-hidden="true" />}
              <span>
                <span className="type">{t(tile.type === 'cam' ? 'arrival.promo.cam' : 'arrival.promo.resell')}</span>
                <strong>{tile.title}</strong>
                <small>{t('arrival.promoAd')}</small>
              </span>
              <ExternalLink size={20} aria-hidden="true" />
            </a>
          </li>
        ))}
      </Tiles>
    </section>
  );
});
