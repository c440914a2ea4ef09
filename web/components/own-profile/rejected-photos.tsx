import { FormattedDate } from 'react-intl';
import styled from 'styled-components';
import type { ApiRejectedPhoto } from '../../../bff/contract/profile-media-requests';
import { useT } from '../../i18n/use-t';
import { Notice } from '../settings/notice';

const List = styled.ul`
  list-style: none;
  margin: ${(p) => p.theme.space(1)} 0 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.theme.space(0.5)};
`;

/**
 * Her photos a moderator took down (decision 0075): that one was rejected, when, and why, in her language. The photo
 * itself is gone everywhere; this is the only trace of it, and only she sees it.
 */
export function RejectedPhotos({ rejected }: { rejected: readonly ApiRejectedPhoto[] }) {
  const t = useT();
  if (rejected.length === 0) return null;
  return (
    <Notice tone="danger">
      <strong>{t('ownProfile.photos.rejected.title', { count: rejected.length })}</strong>
      <List>
        {rejected.map((photo) => (
          <li key={photo.id}>
            <FormattedDate value={photo.rejected_at} day="numeric" month="long" year="numeric" />: {t(`ownProfile.photos.rejected.reason.${photo.reason}`)}
          </li>
        ))}
      </List>
    </Notice>
  );
}
